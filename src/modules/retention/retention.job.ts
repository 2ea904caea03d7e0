import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact } from '../../core/db/transaction.js'
import type { RetentionConfig } from '../../core/config/config.js'
import type { RetentionRepository } from './retention.repository.js'

const DAY_MS = 86_400_000
/** between two batches: the writes that queued up behind one go before the next */
const PAUSE_MS = 10

/** What one pass removed, by table, and how long its longest batch held the database. */
export interface PassResult {
  events: number
  webhookDeliveries: number
  webhookAttempts: number
  batches: number
  longestBatchMs: number
}

export interface RetentionObserver {
  /** after each batch: the rows it removed by table, and how long its transaction took */
  batch(removed: Record<'events' | 'webhook_deliveries' | 'webhook_attempts', number>, durationMs: number): void
}

/**
 * Prunes old activity entries and finished deliveries in small batches, each its own short
 * transaction, so no write waits long. Passes never overlap; instances may run it side by side.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined
  private pass: Promise<PassResult> | undefined
  private stopped = true

  constructor(
    private readonly deps: {
      db: Kysely<Database>
      repo: RetentionRepository
      config: RetentionConfig
      log: FastifyBaseLogger
      observer: RetentionObserver
    }
  ) {}

  /** Whether there is anything to prune: 0 days everywhere keeps everything. */
  get enabled(): boolean {
    return this.deps.config.activityDays > 0 || this.deps.config.webhookDeliveryDays > 0
  }

  start(): void {
    if (!this.enabled) return
    this.stopped = false
    this.passThenNext()
  }

  /** Stops scheduling passes and waits for the one under way, which ends after its current batch. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.pass?.catch(() => {})
  }

  /** One pass now (or the one under way), until nothing old is left; answers what it removed. */
  runOnce(now = new Date()): Promise<PassResult> {
    this.pass ??= this.prune(now).finally(() => {
      this.pass = undefined
    })
    return this.pass
  }

  /** A pass now (a caller's runOnce() meanwhile joins it), then the next one an interval after it ends. */
  private passThenNext(): void {
    this.runOnce()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'retention pass failed'))
      .finally(() => {
        if (this.stopped) return
        this.timer = setTimeout(() => this.passThenNext(), this.deps.config.intervalMs)
        this.timer.unref()
      })
  }

  private async prune(now: Date): Promise<PassResult> {
    const { config, repo, db } = this.deps
    const result: PassResult = { events: 0, webhookDeliveries: 0, webhookAttempts: 0, batches: 0, longestBatchMs: 0 }
    const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
    const batch = async (work: (db: Transaction<Database>) => Promise<Record<'events' | 'webhook_deliveries' | 'webhook_attempts', number>>) => {
      const started = performance.now()
      const removed = await transact(db, (tx) => work(tx.db))
      const durationMs = performance.now() - started
      result.batches++
      result.longestBatchMs = Math.max(result.longestBatchMs, durationMs)
      this.deps.observer.batch(removed, durationMs)
      await sleep(PAUSE_MS)
      return removed
    }
    // Deliveries first: an event is kept while a delivery of it is unfinished, never for a finished one.
    if (config.webhookDeliveryDays > 0) {
      const before = cutoff(config.webhookDeliveryDays)
      for (;;) {
        const { deliveries, attempts } = await batch(async (db) => {
          const gone = await repo.pruneDeliveries(db, before, config.batchSize)
          return { events: 0, webhook_deliveries: gone.deliveries, webhook_attempts: gone.attempts }
        }).then((removed) => ({ deliveries: removed.webhook_deliveries, attempts: removed.webhook_attempts }))
        result.webhookDeliveries += deliveries
        result.webhookAttempts += attempts
        if (deliveries < config.batchSize || this.stopped) break
      }
    }
    if (config.activityDays > 0) {
      const before = cutoff(config.activityDays)
      for (;;) {
        const { events } = await batch(async (db) => ({ events: await repo.pruneEvents(db, before, config.batchSize), webhook_deliveries: 0, webhook_attempts: 0 }))
        result.events += events
        if (events < config.batchSize || this.stopped) break
      }
    }
    if (result.events + result.webhookDeliveries > 0) {
      this.deps.log.info({ retention: result }, `retention: pruned ${result.events} activity entries, ${result.webhookDeliveries} webhook deliveries and ${result.webhookAttempts} attempts`)
    }
    return result
  }
}
