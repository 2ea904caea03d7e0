/**
 * Every kind of event the service writes to its event log (the activity feed and the webhook
 * outbox in one table), and the activity log's sign-ins.
 */
export const EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'content.published',
  'content.updated',
  'system.alert',
  'file.uploaded',
  'file.deleted',
  'order.created',
  'order.updated',
  'auth.login',
  'webhook.test'
] as const

export type EventType = (typeof EVENT_TYPES)[number]

/** What an event is about: its subject's kind, as the activity log shows it. */
export type SubjectType = 'user' | 'content' | 'file' | 'order' | 'webhook' | 'system'
