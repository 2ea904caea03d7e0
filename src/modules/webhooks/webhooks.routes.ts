import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { BodyRules } from '../../core/http/body-rules.js'
import { MAX_WEBHOOKS_PER_USER, type WebhooksService } from './webhooks.service.js'
import {
  CreatedWebhookSchema,
  CreateWebhookBody,
  DeliveryAttemptSchema,
  DeliveryParams,
  ListAttemptsQuery,
  ListWebhooksQuery,
  SUBSCRIBABLE_EVENTS,
  UpdateWebhookBody,
  WebhookSchema
} from './webhooks.schemas.js'

const tags = ['webhooks']
const OWNER = 'The owner or an administrator; anyone else gets 404, as for a webhook that does not exist.'
const EVENTS_FORBIDDEN = 'FORBIDDEN: a user who is not an administrator asked for events other than content.*'
const DELIVERY = `Each subscribed event is POSTed as JSON \`{id, type, timestamp, data}\` (\`data\`: the resource as the API shows it), signed per Standard Webhooks: \`webhook-id\` (the delivery, the same on every retry), \`webhook-timestamp\` (Unix seconds), \`webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">\`, keyed with the secret's bytes (after \`whsec_\`: its base64-decoded bytes). Delivered at least once: a receiver should drop repeats of a \`webhook-id\`; order is not guaranteed. An attempt fails on a non-2xx answer (redirects are not followed), no answer within WEBHOOK_TIMEOUT_MS, a connection error, or an answer body over 64 KiB; it is retried with exponential backoff and jitter from WEBHOOK_RETRY_BASE_MS, up to WEBHOOK_MAX_ATTEMPTS attempts, after the receiver's Retry-After on a 429 or 503. A 410 disables the webhook at once; so do 20 events in a row that failed every attempt; either writes a \`system.alert\`. An event goes to a webhook only if its owner could read the event's subject through the API when the event is dispatched: user.*, system.alert, file.* and order.* need the owner to be an administrator then; content.* the item to be visible to them (published, their own, or any for an administrator). Subscribable events: ${SUBSCRIBABLE_EVENTS.join(', ')}.`

export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  // The address and secret rules, checked with the schema so that one 422 names every bad field.
  const fieldRules: BodyRules = (body) => webhooks.fieldProblems(body)

  app.post(
    '/api/webhooks',
    {
      config: { auth: 'user', bodyRules: fieldRules },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register a webhook',
        description: `Answers the webhook without its secret, which is stored encrypted and never shown again. Without \`secret\`, the service generates a \`whsec_\` one and this answer shows it, once (\`secret\`): keep it. An account holds at most ${MAX_WEBHOOKS_PER_USER} webhooks (422 on \`url\` past that). ${DELIVERY}`,
        body: CreateWebhookBody,
        response: { 201: EnvelopeSchema(CreatedWebhookSchema), 403: errorResponse(EVENTS_FORBIDDEN) }
      }
    },
    async (request, reply) => reply.code(201).send(ok(await webhooks.create(principalOf(request), request.body), 'Webhook created'))
  )

  app.get(
    '/api/webhooks',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'List webhooks',
        description: "The caller's webhooks; an administrator's list holds everyone's. `sort` defaults to `-createdAt`.",
        querystring: ListWebhooksQuery,
        response: { 200: EnvelopeSchema(PageSchema(WebhookSchema)) }
      }
    },
    async (request) => ok(await webhooks.list(principalOf(request), request.query))
  )

  app.get(
    '/api/webhooks/:id',
    { config: { auth: 'user' }, schema: { operationId: 'getWebhook', tags, summary: 'One webhook', description: OWNER, params: IdParams, response: { 200: EnvelopeSchema(WebhookSchema) } } },
    async (request) => ok(await webhooks.get(principalOf(request), request.params.id))
  )

  app.put(
    '/api/webhooks/:id',
    {
      config: { auth: 'user', bodyRules: fieldRules },
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change a webhook',
        description: `${OWNER} Fields left out keep their value; \`url\`, \`events\` and \`secret\` follow the rules of registration. Setting \`active: true\` turns a disabled webhook back on with a fresh count of failed events; deliveries waiting while it was off go out then.`,
        params: IdParams,
        body: UpdateWebhookBody,
        response: { 200: EnvelopeSchema(WebhookSchema), 403: errorResponse(EVENTS_FORBIDDEN) }
      }
    },
    async (request) => ok(await webhooks.update(principalOf(request), request.params.id, request.body), 'Webhook updated')
  )

  app.delete(
    '/api/webhooks/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook',
        description: `${OWNER} Its deliveries and their records go with it. Deleting a user deletes their webhooks.`,
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema) }
      }
    },
    async (request) => {
      await webhooks.delete(principalOf(request), request.params.id)
      return ok({ id: request.params.id }, 'Webhook deleted')
    }
  )

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "A webhook's delivery attempts",
        description: `${OWNER} Every attempt, newest first; \`deliveryId\` groups the attempts of one delivery (its \`webhook-id\`).`,
        params: IdParams,
        querystring: ListAttemptsQuery,
        response: { 200: EnvelopeSchema(PageSchema(DeliveryAttemptSchema)) }
      }
    },
    async (request) => ok(await webhooks.attempts(principalOf(request), request.params.id, request.query))
  )

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'testWebhook',
        tags,
        summary: 'Send a test event',
        description: `${OWNER} Sends a \`webhook.test\` event to the webhook at once, whether it is active or not, signed like any delivery, once and without retries, and answers that attempt's record (a failure to deliver is still 200: read \`error\`). A 410 answer disables the webhook.`,
        params: IdParams,
        response: { 200: EnvelopeSchema(DeliveryAttemptSchema) }
      }
    },
    async (request) => ok(await webhooks.test(principalOf(request), request.params.id), 'Test event sent')
  )

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/retry',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'retryWebhookDelivery',
        tags,
        summary: 'Send one delivery again',
        description: `${OWNER} \`deliveryId\` is a delivery's id, or the id of any of its attempts. Sends the same body with the same \`webhook-id\` at once, as its next attempt, without automatic retries after it, and answers that attempt's record (a failure is still 200: read \`error\`). Works on a disabled webhook too.`,
        params: DeliveryParams,
        response: {
          200: EnvelopeSchema(DeliveryAttemptSchema),
          403: errorResponse("FORBIDDEN: the webhook's owner may no longer read what the event is about"),
          422: errorResponse('VALIDATION_ERROR: an attempt of this delivery is in flight (`details.deliveryId`)')
        }
      }
    },
    async (request) => ok(await webhooks.retry(principalOf(request), request.params.id, request.params.deliveryId), 'Delivery sent again')
  )
}
