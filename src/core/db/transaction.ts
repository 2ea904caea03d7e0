import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.js'

type AfterCommit = () => void | Promise<void>

/**
 * A unit of work: the transaction its queries run in, and what to do once it has committed.
 * Service methods take one as an optional last argument, so that a caller can make several
 * changes commit together (sign-up writes the user, the session and the event at once).
 */
export interface Tx {
  readonly db: Transaction<Database>
  /**
   * Runs `callback` after the outermost transaction commits, never if it rolls back: side
   * effects that other instances or workers see (cache invalidation, waking the webhook
   * worker) must not announce a change that did not happen.
   */
  afterCommit(callback: AfterCommit): void
}

/**
 * Runs `work` in a transaction, or inside `joining` when the caller already has one. The
 * callbacks handed to `afterCommit` run in order once the outermost transaction has committed;
 * the first that fails makes the call fail, after the others have run.
 */
export async function transact<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>, joining?: Tx): Promise<T> {
  if (joining) return work(joining)
  const callbacks: AfterCommit[] = []
  const result = await db.transaction().execute((trx) => work({ db: trx, afterCommit: (callback) => callbacks.push(callback) }))
  let failure: { reason: unknown } | undefined
  for (const callback of callbacks) {
    try {
      await callback()
    } catch (reason) {
      failure ??= { reason }
    }
  }
  if (failure) throw failure.reason
  return result
}
