import type { Kysely } from 'kysely'
import type { Database, EventRow, WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from '../../core/db/schema.js'
import type { EventLog } from '../../core/events/event-log.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { eventBody } from '../../core/events/event-body.js'
import { maySee } from '../../core/events/visibility.js'
import { newId } from '../../lib/ids.js'
import type { Role, Viewer } from '../../core/principal.js'
import type { ClaimedDelivery, DeliveriesRepository, PendingEvent } from './deliveries.repository.js'
import type { WebhooksRepository } from './webhooks.repository.js'

export type { ClaimedDelivery } from './deliveries.repository.js'
import type { SecretBox } from './secret-box.js'
import { signatureHeaders } from './secret-box.js'
import type { SendResult, WebhookSender } from './webhook-sender.js'
import type { ApiDeliveryAttempt } from './webhooks.schemas.js'

/**
 * The bus key that says webhook attempts changed: published once each attempt is recorded, and
 * by the retention job when it prunes some. It drops the cached pages of the attempts list.
 */
export const DELIVERIES_CHANGED = 'deliveries:*' as const

/**
 * The bus key that says webhooks changed: published once a webhook is created, changed or deleted
 * through the API, turned off for its failures, or deleted with its owner. It drops the cached
 * pages of the webhooks list and of every webhook's attempts.
 */
export const WEBHOOKS_CHANGED = 'webhooks:*' as const

/** A webhook whose last this many events all failed is disabled. */
export const DISABLE_AFTER_FAILED_EVENTS = 20
const DISPATCH_BATCH = 100
const SETTLE_BATCH = 100
const MAX_BACKOFF_MS = 6 * 3600_000
// Beyond the attempt's own time limit, so a lease never ends while its attempt can still run.
const LEASE_MARGIN_MS = 5000

/** What the webhooks need to know about a webhook's owner, from the modules that know it. */
export interface OwnerAccess {
  /** the user's current role, or undefined when the user is gone */
  roleOf(userId: string): Promise<Role | undefined>
  /** whether the viewer could read this content item through the API now */
  canReadContent(viewer: Viewer, contentId: string): Promise<boolean>
}

/** One attempt's outcome, for metrics: `retry` means another attempt is scheduled. */
export interface AttemptOutcome {
  webhookId: string
  eventType: string
  attempt: number
  outcome: 'delivered' | 'retry' | 'failed'
  statusCode: number | null
  durationMs: number
}

export interface DeliveriesDeps {
  db: Kysely<Database>
  repo: DeliveriesRepository
  webhooks: WebhooksRepository
  events: EventLog
  bus: InvalidationBus
  box: SecretBox
  sender: WebhookSender
  access: OwnerAccess
  maxAttempts: number
  retryBaseMs: number
  timeoutMs: number
}

/** The attempt record as the API shows it. */
export function toApiAttempt(row: WebhookAttemptRow): ApiDeliveryAttempt {
  return {
    id: row.id,
    deliveryId: row.delivery_id,
    eventId: row.event_id,
    eventType: row.event_type,
    attempt: row.attempt,
    statusCode: row.status_code,
    durationMs: row.duration_ms,
    error: row.error,
    createdAt: row.created_at
  }
}

/** The wait before attempt `attempt + 1`: exponential from `base`, half of it random (jitter). */
export function backoffMs(attempt: number, base: number): number {
  const full = Math.min(base * 2 ** (attempt - 1), MAX_BACKOFF_MS)
  return Math.round(full / 2 + Math.random() * (full / 2))
}

/** An attempt made, waiting to be recorded with what follows from it. */
interface Settlement {
  delivery: ClaimedDelivery
  record: WebhookAttemptRow
  outcome: AttemptOutcome['outcome']
  nextAt: string
  gone: boolean
  final: boolean
}

const later = (ms: number) => new Date(Date.now() + ms).toISOString()

/**
 * The outbox's far side: turns pending events into deliveries (one per subscribed webhook
 * whose owner may read the event's subject), and makes and records the attempts to send them.
 * The worker drives it; the management API uses it for test sends and manual retries.
 */
export class DeliveriesService {
  private readonly settlements: Array<{ settlement: Settlement; resolve: () => void; reject: (error: unknown) => void }> = []
  private flushing = false
  private readonly attemptListeners = new Set<(outcome: AttemptOutcome) => void>()

  constructor(private readonly deps: DeliveriesDeps) {}

  /** Tells `listener` of every attempt once it is recorded (for a delivery counter); returns the way to stop. */
  onAttempt(listener: (outcome: AttemptOutcome) => void): () => void {
    this.attemptListeners.add(listener)
    return () => this.attemptListeners.delete(listener)
  }

  private get leaseMs(): number {
    return this.deps.timeoutMs + LEASE_MARGIN_MS
  }

  /**
   * Makes the deliveries of up to one batch of pending events and marks them dispatched, all
   * in one transaction; answers how many events it handled (0: none were pending).
   */
  async dispatchPending(): Promise<number> {
    const { db, repo } = this.deps
    const events = await repo.pendingEvents(db, DISPATCH_BATCH)
    if (events.length === 0) return 0
    const webhooks = (await this.deps.webhooks.activeWebhooks(db)).map((hook) => ({ ...hook, events: new Set(JSON.parse(hook.events) as string[]) }))
    const now = new Date().toISOString()
    const wanted: Array<{ webhookId: string; event: PendingEvent }> = []
    // Asked before the transaction: the owner's role and the content's visibility come from
    // other modules' services, which must not wait for this transaction's connection.
    const judge = this.judge()
    for (const event of events) {
      for (const hook of webhooks) {
        if (hook.events.has(event.type) && (await judge(hook.user_id, event))) wanted.push({ webhookId: hook.id, event })
      }
    }
    // Read only for the events some webhook takes (after most commits, none): a batch of whole
    // payloads held through the dispatch's transaction outlived scavenges into the old generation.
    const payloads = await repo.payloads(db, [...new Set(wanted.map(({ event }) => event.id))])
    const deliveries = wanted.flatMap(({ webhookId, event }) => {
      const payload = payloads.get(event.id)
      // (pruned by retention since it was read: nothing left to send)
      return payload === undefined ? [] : [newDelivery(webhookId, { ...event, payload }, now)]
    })
    await transact(db, (tx) => repo.dispatch(tx.db, events.map((event) => event.id), deliveries, now))
    return events.length
  }

  /**
   * Dispatches the events pending now to the webhooks as they are. Called before a webhook is
   * created or takes new events: events committed before it, which the worker's poll may not yet
   * have marked (no webhook took them), are not its to receive.
   */
  async dispatchBacklog(): Promise<void> {
    let dispatched: number
    // A batch not full held every event pending when it was read.
    do dispatched = await this.dispatchPending()
    while (dispatched >= DISPATCH_BATCH)
  }

  /**
   * Whether a webhook's owner could read an event's subject through the API now (maySee, with
   * the owner's role and the item read from the database). Answers are kept for the batch, as
   * one owner is asked about the same subject many times.
   */
  private judge(): (ownerId: string, event: Pick<PendingEvent, 'type' | 'subject_type' | 'subject_id'>) => Promise<boolean> {
    const roles = new Map<string, Promise<Role | undefined>>()
    const readable = new Map<string, Promise<boolean>>()
    return async (ownerId, event) => {
      if (!roles.has(ownerId)) roles.set(ownerId, this.deps.access.roleOf(ownerId))
      const role = await roles.get(ownerId)
      if (role === undefined) return false
      const owner = { userId: ownerId, role }
      return maySee(owner, event, () => {
        const key = `${ownerId} ${event.subject_id}`
        if (!readable.has(key)) readable.set(key, this.deps.access.canReadContent(owner, event.subject_id))
        return readable.get(key)!
      })
    }
  }

  /** Whether the owner may receive this delivery's event now (checked again for a manual retry). */
  async mayReceive(ownerId: string, eventId: string): Promise<boolean> {
    const event = await this.deps.repo.eventSubject(this.deps.db, eventId)
    if (event?.type === 'webhook.test') return true
    return event !== undefined && (await this.judge()(ownerId, event))
  }

  /** Takes up to `limit` due deliveries for this worker, each under a lease. */
  async claimDue(limit: number): Promise<ClaimedDelivery[]> {
    const now = new Date().toISOString()
    // What is found due later is claimed by the next round: every commit wakes one, and it polls.
    if (!(await this.deps.repo.anyDue(this.deps.db, now))) return []
    return transact(this.deps.db, (tx) => this.deps.repo.claimDue(tx.db, now, later(this.leaseMs), newId(), limit))
  }

  /** When the next waiting delivery falls due (ISO time), if any. */
  nextDueAt(): Promise<string | undefined> {
    return this.deps.repo.nextDueAt(this.deps.db)
  }

  /** Takes one delivery for a manual retry; undefined while another attempt holds it. */
  claimOne(deliveryId: string): Promise<ClaimedDelivery | undefined> {
    return this.deps.repo.claimOne(this.deps.db, deliveryId, new Date().toISOString(), later(this.leaseMs), newId())
  }

  /**
   * Creates a `webhook.test` delivery of an event just recorded in `tx` and claims it, so that
   * it is sent by the caller at once (and by a worker if this process dies before it is).
   */
  async claimTest(tx: Tx, hook: WebhookRow, event: EventRow): Promise<ClaimedDelivery> {
    const token = newId()
    const row = { ...newDelivery(hook.id, event, event.created_at), claimed_until: later(this.leaseMs), claim_token: token }
    await this.deps.repo.insertDelivery(tx.db, row)
    return { ...row, url: hook.url, secret_sealed: hook.secret_sealed, failure_streak: hook.failure_streak, claim_token: token }
  }

  /**
   * Sends a claimed delivery once and records the outcome: delivered, retried with backoff, or
   * failed (a 410 also disables the webhook). `final`: no retry, failure count untouched.
   */
  async attempt(delivery: ClaimedDelivery, final = false): Promise<ApiDeliveryAttempt> {
    const result = await this.send(delivery)
    const attempt = delivery.attempts + 1
    const now = new Date().toISOString()
    const record: WebhookAttemptRow = {
      id: newId(),
      delivery_id: delivery.id,
      webhook_id: delivery.webhook_id,
      event_id: delivery.event_id,
      event_type: delivery.event_type,
      attempt,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error?.slice(0, 500) ?? null,
      created_at: now
    }
    const retry = result.error !== null && !result.gone && !final && attempt < this.deps.maxAttempts
    const outcome = result.error === null ? 'delivered' : retry ? 'retry' : 'failed'
    const nextAt = retry ? later(result.retryAfterMs ?? backoffMs(attempt, this.deps.retryBaseMs)) : delivery.next_attempt_at
    await this.record({ delivery, record, outcome, nextAt, gone: result.gone === true, final })
    const told: AttemptOutcome = { webhookId: delivery.webhook_id, eventType: delivery.event_type, attempt, outcome, statusCode: result.statusCode, durationMs: result.durationMs }
    this.attemptListeners.forEach((listener) => listener(told))
    return toApiAttempt(record)
  }

  /**
   * Records an attempt's outcome. Outcomes that end while others are being written wait and go
   * in the next transaction together (group commit): one commit per attempt would cap the
   * throughput at the database's commit rate.
   */
  private record(settlement: Settlement): Promise<void> {
    return new Promise((resolve, reject) => {
      this.settlements.push({ settlement, resolve, reject })
      void this.flush()
    })
  }

  private async flush(): Promise<void> {
    if (this.flushing) return
    this.flushing = true
    try {
      while (this.settlements.length > 0) {
        const batch = this.settlements.splice(0, SETTLE_BATCH)
        try {
          await transact(this.deps.db, (tx) => this.settle(tx, batch.map(({ settlement }) => settlement)))
          batch.forEach(({ resolve }) => resolve())
        } catch {
          // One outcome that cannot be written (its webhook was deleted meanwhile) must not
          // undo the others: each is written alone.
          for (const { settlement, resolve, reject } of batch) {
            await transact(this.deps.db, (tx) => this.settle(tx, [settlement])).then(resolve, reject)
          }
        }
      }
    } finally {
      this.flushing = false
    }
  }

  private async settle(tx: Tx, settlements: Settlement[]): Promise<void> {
    const { repo, webhooks } = this.deps
    await repo.insertAttempts(tx.db, settlements.map(({ record }) => record))
    // The common outcome, delivered with nothing more to do, is written in one statement.
    const plain = (settlement: Settlement) => settlement.outcome === 'delivered' && (settlement.final || settlement.delivery.failure_streak === 0)
    await repo.markDelivered(tx.db, settlements.filter(plain).map(({ delivery }) => ({ id: delivery.id, token: delivery.claim_token })))
    for (const { delivery, record, outcome, nextAt, gone, final } of settlements.filter((settlement) => !plain(settlement))) {
      const status = outcome === 'retry' ? 'pending' : outcome
      // A lease that ran out means another worker has the delivery now: its outcome is theirs.
      if (!(await repo.settle(tx.db, delivery.id, delivery.claim_token, { status, attempts: record.attempt, next_attempt_at: nextAt }))) continue
      if (gone) await this.disable(tx, delivery.webhook_id, 'the receiver answered 410 Gone')
      if (final) continue
      if (outcome === 'delivered' && delivery.failure_streak > 0) await webhooks.resetStreak(tx.db, delivery.webhook_id)
      else if (outcome === 'failed' && (await webhooks.addFailure(tx.db, delivery.webhook_id)) >= DISABLE_AFTER_FAILED_EVENTS) {
        await this.disable(tx, delivery.webhook_id, `its last ${DISABLE_AFTER_FAILED_EVENTS} events all failed`)
      }
    }
  }

  private async send(delivery: ClaimedDelivery): Promise<SendResult> {
    let secret: string
    try {
      secret = this.deps.box.open(delivery.secret_sealed)
    } catch {
      return { statusCode: null, durationMs: 0, error: 'the stored secret cannot be read (WEBHOOK_SECRET_KEY or JWT_SECRET changed): set a new secret' }
    }
    return this.deps.sender.send(delivery.url, signatureHeaders(secret, delivery.id, delivery.body), delivery.body)
  }

  /** Deactivates a webhook and writes the `system.alert` saying so (once, by whoever did it). */
  private async disable(tx: Tx, webhookId: string, reason: string): Promise<void> {
    const now = new Date().toISOString()
    const hook = await this.deps.webhooks.disable(tx.db, webhookId, now)
    if (!hook) return
    await this.deps.repo.setQueued(tx.db, webhookId, false, now)
    tx.afterCommit(() => this.deps.bus.publish(WEBHOOKS_CHANGED))
    await this.deps.events.record(tx, {
      type: 'system.alert',
      actorId: null,
      subject: { type: 'webhook', id: webhookId },
      data: { alert: 'webhook.disabled', message: `Webhook ${webhookId} was disabled: ${reason}`, webhookId, url: hook.url, ownerId: hook.user_id }
    })
  }
}

function newDelivery(webhookId: string, event: Pick<EventRow, 'id' | 'type' | 'created_at' | 'payload'>, now: string): WebhookDeliveryRow {
  return {
    id: newId(),
    webhook_id: webhookId,
    event_id: event.id,
    event_type: event.type,
    body: eventBody(event),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    claimed_until: null,
    claim_token: null,
    created_at: now
  }
}
