import { Resource } from 'react-admin'
import users from './resources/users'
import content from './resources/content'
import files from './resources/files'
import webhooks from './resources/webhooks'
import orders from './resources/orders'
import activity from './resources/activity'

/** Every resource of the panel, in the order the menu lists them. */
export const resources = [users, content, files, webhooks, orders, activity].map((resource) => <Resource key={resource.name} {...resource} />)
