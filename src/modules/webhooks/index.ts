import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { QueueWorker } from '../../lib/queue-worker.js'
import { InvalidatedCache } from '../../core/cache/invalidated-cache.js'
import { systemResolver } from './address-guard.js'
import { DELIVERIES_CHANGED, DeliveriesService, WEBHOOKS_CHANGED, type ClaimedDelivery, type OwnerAccess } from './deliveries.service.js'
import { SecretBox } from './secret-box.js'
import { WebhookSender } from './webhook-sender.js'
import { createDeliveriesRepository } from './deliveries.repository.js'
import { createWebhooksRepository } from './webhooks.repository.js'
import { WebhooksService } from './webhooks.service.js'
import { webhooksRoutes } from './webhooks.routes.js'

export type { AttemptOutcome } from './deliveries.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      service: WebhooksService
      /** `deliveries.onAttempt(listener)`: every attempt's outcome, for metrics */
      deliveries: DeliveriesService
      worker: QueueWorker<ClaimedDelivery>
    }
  }
}

/**
 * Webhooks (/api/webhooks) and their delivery worker, which starts when the app is ready and
 * stops when it closes, after the attempts in flight have ended.
 */
async function webhooksModule(app: FastifyInstance): Promise<void> {
  const { config, database } = app
  const access: OwnerAccess = {
    // From the database, not the caches: a delivery decided on a copy that had not yet heard of
    // a demotion or an unpublish would send what its owner may no longer read.
    roleOf: (userId) => app.users.roleNow(userId),
    canReadContent: (viewer, contentId) => app.content.canRead(viewer, contentId)
  }
  const webhooks = createWebhooksRepository()
  const queue = createDeliveriesRepository(database.dialect)
  const box = new SecretBox(config.webhookSecretKey ?? config.jwtSecret)
  const sender = new WebhookSender({ timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivateUrls, resolve: systemResolver })
  const deliveries = new DeliveriesService({
    db: database.db,
    repo: queue,
    webhooks,
    events: app.events,
    bus: app.bus,
    box,
    sender,
    access,
    maxAttempts: config.webhookMaxAttempts,
    retryBaseMs: config.webhookRetryBaseMs,
    timeoutMs: config.webhookTimeoutMs
  })
  const service = new WebhooksService({
    db: database.db,
    repo: webhooks,
    queue,
    events: app.events,
    box,
    deliveries,
    bus: app.bus,
    resolve: systemResolver,
    allowPrivate: config.webhookAllowPrivateUrls
  })
  const attempts = app.metrics.counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered, retry (failed, tried again later) or failed (no attempts left)',
    labelNames: ['outcome']
  })
  deliveries.onAttempt(({ outcome }) => {
    attempts.inc({ outcome })
    app.bus.publish(DELIVERIES_CHANGED)
  })
  const worker = new QueueWorker(deliveries, app.log, { name: 'webhook' })
  app.decorate('webhooks', { service, deliveries, worker })
  // Schemas travel inline (by $id), never through app.addSchema: adding one once other modules'
  // routes exist makes Fastify rebuild their validators with its default compiler, which
  // coerces JSON bodies ("password": 12345678 was accepted).
  await app.register(webhooksRoutes, { webhooks: service })

  // The event types some active webhook takes, until the bus says webhooks changed (WEBHOOKS_CHANGED).
  const subscribed = new InvalidatedCache<Set<string>>(app.bus, { prefix: 'webhooks:', maxEntries: 1 })
  const loadSubscribed = async () => new Set((await webhooks.activeWebhooks(database.db)).flatMap((hook) => JSON.parse(hook.events) as string[]))
  const unsubscribe = app.events.onCommitted((event) => {
    // A deleted user's webhooks went with the row (a foreign key's cascade), in that transaction.
    if (event.type === 'user.deleted') app.bus.publish(WEBHOOKS_CHANGED)
    // An event no webhook takes is marked dispatched by the worker's next poll, with the others
    // of that second: a round after every commit cost each write more than its own transaction.
    // Not known (loading, or the bus unreliable): woken, as every event was before.
    const types = subscribed.get('active', loadSubscribed)
    if (types instanceof Promise) {
      types.catch(() => {})
      worker.wake()
    } else if (types.has(event.type)) worker.wake()
  })
  app.addHook('onReady', async () => worker.start())
  // Runs before the database closes (onClose hooks of plugins run before the app's own).
  app.addHook('onClose', async () => {
    unsubscribe()
    await worker.stop()
    sender.close()
  })
}

export default fp(webhooksModule, { name: 'webhooks', dependencies: ['http', 'config', 'database', 'events', 'bus', 'users', 'content', 'metrics'] })
