import type { ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'
import users from './resources/users'
import content from './resources/content'
import files from './resources/files'
import webhooks from './resources/webhooks'
import orders from './resources/orders'
import activity from './resources/activity'
import settings from './pages/settings'
import system from './pages/system'

/**
 * What the panel is made of. A new area is a folder with an index file that describes it, and one
 * line in one of these lists: the routes, the menu (in the lists' order) and who may open it all
 * follow from here. How a resource maps onto the API is described apart, in
 * providers/resources.ts, which the data provider reads.
 */

/** A react-admin resource (its pages are lazy components), offered to administrators only when `adminOnly`. */
export interface PanelResource extends ResourceProps {
  adminOnly?: boolean
}

/** A page of its own at `/<name>`, listed in the menu after the resources. */
export interface PanelPage {
  name: string
  /** the menu's text, a translation key */
  label: string
  icon: ComponentType
  /** lazy, so that it loads when opened */
  component: ComponentType
  adminOnly?: boolean
}

export const RESOURCES: readonly PanelResource[] = [users, content, files, webhooks, orders, activity]

export const PAGES: readonly PanelPage[] = [settings, system]
