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
 * What the panel is made of: a new area is a folder plus one line here, from which routes, menu and
 * access follow. The API mapping lives in providers/resources.ts.
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
