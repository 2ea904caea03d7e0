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
  'token.created',
  'token.revoked',
  'webhook.test'
] as const

export type EventType = (typeof EVENT_TYPES)[number]

/** Every prefix a type filter may name: the part of an event name up to and with its dot. */
export const TYPE_PREFIXES = [...new Set(EVENT_TYPES.map((type) => `${type.split('.')[0]}.`))]

/** The event names a type filter covers: the name itself, or every name under a prefix. */
export function typesCovered(filter: string): EventType[] {
  return EVENT_TYPES.filter((name) => (filter.endsWith('.') ? name.startsWith(filter) : name === filter))
}

/** What an event is about: its subject's kind, as the activity log shows it. */
export type SubjectType = 'user' | 'content' | 'file' | 'order' | 'webhook' | 'system' | 'token'
