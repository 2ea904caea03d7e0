import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Histogram } from 'prom-client'
import { createRetentionRepository } from './retention.repository.js'
import { RetentionJob } from './retention.job.js'
import { ACTIVITY_CHANGED } from '../activity/activity.service.js'
import { DELIVERIES_CHANGED } from '../webhooks/deliveries.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the job that prunes old activity and webhook deliveries; `runOnce()` runs a pass now */
    retention: RetentionJob
  }
}

/**
 * Retention: prunes activity entries and finished webhook deliveries past their configured age,
 * in the background, from when the app is ready until it closes. Each batch is counted in the
 * metrics (rows removed by table, and how long each batch's transaction took).
 */
async function retentionModule(app: FastifyInstance): Promise<void> {
  const pruned = app.metrics.counter({
    name: 'retention_pruned_rows_total',
    help: 'Rows the retention job deleted, by table (events, webhook_deliveries, webhook_attempts)',
    labelNames: ['table']
  })
  // Each table's series from the start, at 0, so that a scrape before the first prune shows them.
  for (const table of ['events', 'webhook_deliveries', 'webhook_attempts']) pruned.inc({ table }, 0)
  const batchSeconds = new Histogram({
    name: 'retention_batch_duration_seconds',
    help: "How long each of the retention job's delete transactions took (what a write may wait behind it)",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [app.metrics.registry]
  })
  const job = new RetentionJob({
    db: app.database.db,
    repo: createRetentionRepository(app.database.dialect),
    config: app.config.retention,
    log: app.log,
    observer: {
      batch(removed, durationMs) {
        for (const [table, count] of Object.entries(removed)) if (count > 0) pruned.inc({ table }, count)
        batchSeconds.observe(durationMs / 1000)
        // Committed: the cached pages and totals that held these rows go. Only the activity
        // log's caches (the dashboard's recent activity among them) hold events.
        if (removed.events > 0) app.bus.publish(ACTIVITY_CHANGED)
        if (removed.webhook_attempts > 0) app.bus.publish(DELIVERIES_CHANGED)
      }
    }
  })
  app.decorate('retention', job)
  app.addHook('onReady', async () => job.start())
  app.addHook('onClose', async () => job.stop())
}

export default fp(retentionModule, { name: 'retention', dependencies: ['config', 'database', 'bus', 'metrics'] })
