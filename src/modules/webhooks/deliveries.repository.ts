import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import { rowLocks } from '../../core/db/locking.js'
import { fetchWindow } from '../../core/db/paged.js'
import { changeCounts, readCounts, type CountChanges } from '../../core/db/row-counts.js'
import type { Database, EventRow, WebhookAttemptRow, WebhookDeliveryRow } from '../../core/db/schema.js'
import type { PageWindow } from '../../core/paging.js'

type Db = Kysely<Database>

/** A delivery's webhook is active (deliveries of disabled webhooks wait). */
const ofActiveWebhook = (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
  eb.exists(eb.selectFrom('webhooks').select('webhooks.id').whereRef('webhooks.id', '=', 'webhook_deliveries.webhook_id').where('webhooks.active', '=', 1))

/** The deliveries due at `now` (pending, of an active webhook) that no live claim holds. */
const dueDeliveries = (db: Db, now: string) =>
  db
    .selectFrom('webhook_deliveries')
    .select('webhook_deliveries.id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .where(ofActiveWebhook)

// SQLite's limit on bound parameters per statement is far above this many rows of 11 columns.
const INSERT_CHUNK = 200

/** A delivery a worker holds, with what it needs to send it. */
export interface ClaimedDelivery extends WebhookDeliveryRow {
  url: string
  secret_sealed: string
  /** the webhook's count of failed events in a row when claimed (a success resets it if not 0) */
  failure_streak: number
  /** the claim's token, which settling the delivery must present */
  claim_token: string
}

export type PendingEvent = Pick<EventRow, 'id' | 'type' | 'subject_type' | 'subject_id' | 'created_at'>

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>

/**
 * The outbox's side of webhooks: pending events, deliveries, leases, attempts. On PostgreSQL claims
 * skip locked rows, so instances never wait on or take each other's work.
 */
export function createDeliveriesRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)

  const withTargets = async (db: Db, ids: string[], token: string): Promise<ClaimedDelivery[]> => {
    if (ids.length === 0) return []
    const rows = await db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
      .selectAll('webhook_deliveries')
      .select(['webhooks.url', 'webhooks.secret_sealed', 'webhooks.failure_streak'])
      .where('webhook_deliveries.id', 'in', ids)
      .execute()
    // Written out, not { ...row, claim_token }: copies spread from the driver's rows were promoted
    // to the old generation under load (content's recordOf).
    return rows.map((row) => ({
      id: row.id,
      webhook_id: row.webhook_id,
      event_id: row.event_id,
      event_type: row.event_type,
      body: row.body,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      claimed_until: row.claimed_until,
      claim_token: token,
      created_at: row.created_at,
      url: row.url,
      secret_sealed: row.secret_sealed,
      failure_streak: row.failure_streak
    }))
  }

  return {
    /**
     * Takes a webhook's waiting deliveries out of the queue while it is disabled (so claims never
     * scan a large backlog that cannot be sent) and puts them back, due at once, when it is on.
     */
    async setQueued(db: Db, webhookId: string, active: boolean, now: string): Promise<void> {
      const [from, to] = active ? (['paused', 'pending'] as const) : (['pending', 'paused'] as const)
      await db
        .updateTable('webhook_deliveries')
        .set({ status: to, ...(active && { next_attempt_at: now }) })
        .where('webhook_id', '=', webhookId)
        .where('status', '=', from)
        .execute()
    },

    /** Events no worker has made deliveries for yet, oldest first. */
    pendingEvents(db: Db, limit: number): Promise<PendingEvent[]> {
      return db
        .selectFrom('events')
        .select(['id', 'type', 'subject_type', 'subject_id', 'created_at'])
        .where('dispatched_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute()
    },

    /** The payloads of these events, by id (an event pruned meanwhile is missing). */
    async payloads(db: Db, eventIds: string[]): Promise<Map<string, string>> {
      if (eventIds.length === 0) return new Map()
      const rows = await db.selectFrom('events').select(['id', 'payload']).where('id', 'in', eventIds).execute()
      return new Map(rows.map((row) => [row.id, row.payload]))
    },

    /**
     * Makes the deliveries of the still-pending `eventIds` and marks those events dispatched, together
     * in `trx`; events another transaction holds are left to it. Answers the ids marked.
     */
    async dispatch(trx: Transaction<Database>, eventIds: string[], deliveries: WebhookDeliveryRow[], now: string): Promise<string[]> {
      if (eventIds.length === 0) return []
      const locked = await locks.skipLocked(trx, (trx) => trx.selectFrom('events').select('id').where('id', 'in', eventIds).where('dispatched_at', 'is', null)).execute()
      const ids = new Set(locked.map((row) => row.id))
      if (ids.size === 0) return []
      const rows = deliveries.filter((delivery) => ids.has(delivery.event_id))
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx.insertInto('webhook_deliveries').values(rows.slice(i, i + INSERT_CHUNK)).execute()
      }
      await trx.updateTable('events').set({ dispatched_at: now }).where('id', 'in', [...ids]).execute()
      return [...ids]
    },

    async insertDelivery(db: Db, row: WebhookDeliveryRow): Promise<void> {
      await db.insertInto('webhook_deliveries').values(row).execute()
    },

    /**
     * Takes up to `limit` deliveries that are due, of active webhooks, that no live claim
     * holds: each gets `token` and a lease until `until`. A worker that dies holding one
     * loses it when the lease runs out, and another takes it then.
     */
    async claimDue(trx: Transaction<Database>, now: string, until: string, token: string, limit: number): Promise<ClaimedDelivery[]> {
      const due = locks.skipLocked(trx, (trx) => dueDeliveries(trx, now).orderBy('next_attempt_at').limit(limit))
      const claimed = await trx
        .updateTable('webhook_deliveries')
        .set({ claimed_until: until, claim_token: token })
        .where('id', 'in', due)
        // Checked again on the row itself: another instance may have claimed it meanwhile.
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returning('id')
        .execute()
      return withTargets(trx, claimed.map((row) => row.id), token)
    },

    /**
     * Whether any delivery is due that no live claim holds, read without a lock or a
     * transaction: claimDue's write transaction is skipped when none is, as after most commits.
     */
    async anyDue(db: Db, now: string): Promise<boolean> {
      return (await dueDeliveries(db, now).limit(1).executeTakeFirst()) !== undefined
    },

    /** Takes one delivery of a webhook for a manual retry, unless a live claim holds it. */
    async claimOne(db: Db, id: string, now: string, until: string, token: string): Promise<ClaimedDelivery | undefined> {
      const claimed = await db
        .updateTable('webhook_deliveries')
        .set({ claimed_until: until, claim_token: token, status: 'pending' })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returning('id')
        .execute()
      return (await withTargets(db, claimed.map((row) => row.id), token))[0]
    },

    /** When the next delivery falls due, if any is waiting. */
    async nextDueAt(db: Db): Promise<string | undefined> {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.min('next_attempt_at').as('due'))
        .where('status', '=', 'pending')
        // Claimed ones wake the worker when their attempt ends, or are found by its poll; those
        // of a disabled webhook wait for it to be turned on (else the worker would spin).
        .where('claimed_until', 'is', null)
        .where(ofActiveWebhook)
        .executeTakeFirst()
      return row?.due ?? undefined
    },

    /** A webhook's delivery by its id, or by the id of one of its attempts. */
    findDelivery(db: Db, webhookId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', webhookId)
        .where((eb) => eb.or([eb('id', '=', id), eb('id', 'in', eb.selectFrom('webhook_attempts').select('delivery_id').where('id', '=', id))]))
        .executeTakeFirst()
    },

    eventSubject(db: Db, eventId: string): Promise<Pick<EventRow, 'type' | 'subject_type' | 'subject_id'> | undefined> {
      return db.selectFrom('events').select(['type', 'subject_type', 'subject_id']).where('id', '=', eventId).executeTakeFirst()
    },

    async insertAttempts(db: Db, rows: WebhookAttemptRow[]): Promise<void> {
      await db.insertInto('webhook_attempts').values(rows).execute()
      const perWebhook: CountChanges = {}
      for (const row of rows) perWebhook[`webhook_attempts.webhook:${row.webhook_id}`] = (perWebhook[`webhook_attempts.webhook:${row.webhook_id}`] ?? 0) + 1
      await changeCounts(db, perWebhook)
    },

    /** Marks deliveries delivered (one attempt more), each only if its token still holds it. */
    async markDelivered(db: Db, claims: Array<{ id: string; token: string }>): Promise<void> {
      if (claims.length === 0) return
      await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({ status: 'delivered', attempts: eb('attempts', '+', 1), claimed_until: null, claim_token: null }))
        .where((eb) => eb.or(claims.map(({ id, token }) => eb.and([eb('id', '=', id), eb('claim_token', '=', token)]))))
        .execute()
    },

    /** Writes a delivery's outcome if `token` still holds it; answers whether it did. */
    async settle(db: Db, id: string, token: string, changes: Pick<WebhookDeliveryRow, 'status' | 'attempts' | 'next_attempt_at'>): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ ...changes, claimed_until: null, claim_token: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** One page of a webhook's attempts, newest first. */
    async listAttempts(db: Db, webhookId: string, window: PageWindow) {
      const matching = db.selectFrom('webhook_attempts').where('webhook_id', '=', webhookId)
      // Ids are UUIDv7, so the id alone is the order of time.
      const total = readCounts(db, [`webhook_attempts.webhook:${webhookId}`])
      const [page, count] = await Promise.all([fetchWindow(matching, window, { column: 'id', direction: 'desc' }, (query) => query.selectAll()), total])
      return { ...page, total: count }
    },
  }
}
