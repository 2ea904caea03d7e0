import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Dialect } from '../../core/db/database.js'
import { rowLocks } from '../../core/db/locking.js'
import { changeCounts, type CountChanges } from '../../core/db/row-counts.js'
import { hourCounter } from '../../core/events/event-hours.js'

type Db = Kysely<Database>

/** Deliveries still to be sent: their event and their attempts stay, whatever their age. */
const UNFINISHED = ['pending', 'paused'] as const

/** The counter changes of the rows removed: one less in `whole` (when counted), and in `name + key` for each row's key. */
function removed(whole: string | undefined, name: string, keys: string[]): CountChanges {
  const changes: CountChanges = whole === undefined ? {} : { [whole]: -keys.length }
  for (const key of keys) changes[name + key] = (changes[name + key] ?? 0) - 1
  return changes
}

/**
 * What retention deletes, oldest first, a batch at a time with its counters in the caller's
 * transaction. Every read is an index range, so a batch costs the same however large the table.
 */
export function createRetentionRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)
  return {
    /**
     * Up to `limit` activity entries created before `before`, oldest first; never an event the
     * webhook worker has yet to dispatch, nor one with a delivery still to be sent. Answers how
     * many went.
     */
    async pruneEvents(db: Db, before: string, limit: number): Promise<number> {
      const batch = db
        .selectFrom('events')
        .select('events.id')
        .where('events.created_at', '<', before)
        .where('events.dispatched_at', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('webhook_deliveries').select('webhook_deliveries.id').whereRef('webhook_deliveries.event_id', '=', 'events.id').where('webhook_deliveries.status', 'in', UNFINISHED)))
        )
        .orderBy('events.created_at')
        .limit(limit)
      const rows = await db.deleteFrom('events').where('id', 'in', batch).returning(['type', 'actor_id', 'created_at']).execute()
      const actors = rows.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id]))
      const hours = rows.map((row) => hourCounter(row.created_at))
      await changeCounts(db, removed('events', 'events.type:', rows.map((row) => row.type)), removed(undefined, 'events.actor:', actors), removed(undefined, '', hours))
      return rows.length
    },

    /**
     * Up to `limit` finished webhook deliveries (delivered, or out of attempts) created before
     * `before`, oldest first, with their attempts. Answers how many deliveries and attempts went.
     */
    async pruneDeliveries(trx: Transaction<Database>, before: string, limit: number): Promise<{ deliveries: number; attempts: number }> {
      // Locked: a manual retry takes a finished delivery back (pending), and must not lose its
      // attempts between the two deletes; it waits for this batch, or this batch passes it over.
      const batch = await locks
        .forUpdate(trx, (trx) => trx.selectFrom('webhook_deliveries').select('id').where('created_at', '<', before).where('status', 'not in', UNFINISHED).orderBy('created_at').limit(limit))
        .execute()
      if (batch.length === 0) return { deliveries: 0, attempts: 0 }
      const ids = batch.map((row) => row.id)
      const attempts = await trx.deleteFrom('webhook_attempts').where('delivery_id', 'in', ids).returning('webhook_id').execute()
      const deliveries = await trx.deleteFrom('webhook_deliveries').where('id', 'in', ids).where('status', 'not in', UNFINISHED).executeTakeFirst()
      await changeCounts(trx, removed(undefined, 'webhook_attempts.webhook:', attempts.map((row) => row.webhook_id)))
      return { deliveries: Number(deliveries.numDeletedRows), attempts: attempts.length }
    }
  }
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>
