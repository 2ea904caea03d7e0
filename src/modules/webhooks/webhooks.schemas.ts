import Type, { type Static } from 'typebox'
import { EVENT_TYPES, type EventType } from '../../core/events/event-types.js'
import { Nullable, StringEnum } from '../../core/http/envelope.js'
import { PageQuery, SortQuery } from '../../core/http/pagination.js'

/** Entries of the activity log that are a record of accounts' security, not news for a webhook; and the test ping. */
const NOT_SUBSCRIBABLE = ['auth.login', 'token.created', 'token.revoked', 'webhook.test'] as const

/** Every event a webhook may subscribe to. */
export const SUBSCRIBABLE_EVENTS = EVENT_TYPES.filter((type) => !(NOT_SUBSCRIBABLE as readonly string[]).includes(type)) as Exclude<
  EventType,
  (typeof NOT_SUBSCRIBABLE)[number]
>[]

/** Whether a user who is not an administrator may subscribe to this event. */
export function openToUsers(type: string): boolean {
  return type.startsWith('content.')
}

const EVENTS_RULE = `Names from: ${SUBSCRIBABLE_EVENTS.join(', ')}. A user who is not an administrator may subscribe only to content.* (others: 403).`
const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'http or https; refused (422 on `url`) when its host is, or resolves to, an address of the IANA special-purpose registries (loopback, private, link-local, shared (CGNAT), documentation, benchmarking, reserved, unspecified and the rest) or a multicast one, IPv4 or IPv6, an IPv4 one also in its IPv4-mapped, IPv4-translated, IPv4-compatible, NAT64 or 6to4 form; local-use NAT64 (64:ff9b:1::/48) and Teredo are refused outright. WEBHOOK_ALLOW_PRIVATE_URLS=loopback allows 127.0.0.0/8 and ::1 (local development); true allows every address'
})
const Events = Type.Array(StringEnum(SUBSCRIBABLE_EVENTS), {
  minItems: 1,
  maxItems: 50,
  description: `${EVENTS_RULE} Repeats are dropped.`
})
const SECRET_RULE =
  "signing key, 16 to 256 characters. `whsec_` and standard base64 of 24 to 64 bytes (Standard Webhooks): the key is those bytes, and a receiver verifies with `new Webhook(secret).verify(body, headers)` (the `standardwebhooks` library). Without the prefix, printable ASCII used as raw bytes: verify with `new Webhook(secret, { format: 'raw' })`. Stored encrypted, never shown again."
const Secret = Type.String({ minLength: 16, maxLength: 256, description: SECRET_RULE })

export const WebhookSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    active: Type.Boolean({ description: 'false: nothing is sent (set by the owner, by a 410 answer, or after 20 failed events in a row)' }),
    userId: Type.String({ description: 'the owner' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' })
  },
  { $id: 'Webhook', title: 'Webhook', description: 'A registered webhook. The secret is never shown.' }
)
export type ApiWebhook = Static<typeof WebhookSchema>

export const CreatedWebhookSchema = Type.Object(
  {
    ...WebhookSchema.properties,
    secret: Type.Optional(Type.String({ description: 'only when the request gave no secret: the one generated, shown this once' }))
  },
  { title: 'CreatedWebhook', description: 'The webhook just registered; with the generated secret when none was given.' }
)

export const DeliveryAttemptSchema = Type.Object(
  {
    id: Type.String({ description: 'this attempt' }),
    deliveryId: Type.String({ description: 'the delivery it belongs to: the `webhook-id` header, the same on each of its retries' }),
    eventId: Type.String({ description: 'the `id` of the body sent' }),
    eventType: Type.String(),
    attempt: Type.Integer({ minimum: 1, description: 'counts from 1 within the delivery' }),
    statusCode: Nullable(Type.Integer(), { description: 'null when no answer came' }),
    durationMs: Type.Integer(),
    error: Nullable(Type.String(), { description: 'null on a 2xx answer' }),
    createdAt: Type.String({ format: 'date-time' })
  },
  { $id: 'WebhookDeliveryAttempt', title: 'WebhookDeliveryAttempt' }
)
export type ApiDeliveryAttempt = Static<typeof DeliveryAttemptSchema>

export const CreateWebhookBody = Type.Object({
  url: Url,
  events: Events,
  secret: Type.Optional({ ...Secret, description: `${SECRET_RULE} Left out: the service generates a \`whsec_\` secret of 32 bytes and the answer shows it, once.` }),
  active: Type.Optional(Type.Boolean({ default: true, description: 'default true' }))
}, { examples: [{ url: 'https://hooks.example.com/admin-panel', events: ['content.published', 'content.updated'], secret: 'whsec_c2VjcmV0LW9mLWF0LWxlYXN0LTE2LWJ5dGVz' }] })
export type CreateWebhookBody = Static<typeof CreateWebhookBody>

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  secret: Type.Optional(Secret),
  active: Type.Optional(Type.Boolean({ description: 'true again starts a fresh count of failed events' }))
}, { examples: [{ active: true }, { events: ['content.published'] }] })
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>

const WEBHOOK_SORT_FIELDS = ['createdAt', 'url'] as const
export type WebhookSortField = (typeof WEBHOOK_SORT_FIELDS)[number]

export const ListWebhooksQuery = Type.Object({ ...PageQuery, sort: SortQuery(WEBHOOK_SORT_FIELDS, '-createdAt') })
export type ListWebhooksQuery = Static<typeof ListWebhooksQuery>

export const ListAttemptsQuery = Type.Object({ ...PageQuery })
export type ListAttemptsQuery = Static<typeof ListAttemptsQuery>

export const DeliveryParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  deliveryId: Type.String({ minLength: 1, maxLength: 64, description: "a delivery's id, or the id of one of its attempts" })
})
