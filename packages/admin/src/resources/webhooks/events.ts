import type { JsonBody, Operation } from '@admin-panel/client'

type WebhookEvent = JsonBody<Operation<'/api/webhooks', 'post'>>['events'][number]

/** Every event a webhook may subscribe to, as the API names them (the compiler checks both ways). */
export const WEBHOOK_EVENTS = [
  'content.published',
  'content.updated',
  'file.uploaded',
  'file.deleted',
  'order.created',
  'order.updated',
  'user.created',
  'user.updated',
  'user.deleted',
  'system.alert'
] as const satisfies readonly WebhookEvent[]

// Fails to compile when the API adds an event this list lacks.
const complete: Exclude<WebhookEvent, (typeof WEBHOOK_EVENTS)[number]> extends never ? true : never = true
void complete

/** Whether an account that is not an administrator may subscribe to it. */
export const openToUsers = (event: string) => event.startsWith('content.')
