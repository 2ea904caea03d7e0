import type { ControlledTransaction, Kysely, Transaction } from 'kysely'
import type { Database } from './schema.js'
import { deferCounts, dropHeldCounts, moveHeldCounts, writeHeldCounts } from './row-counts.js'

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
 * Runs `work` in a transaction (or in `joining`); `afterCommit` callbacks run in order once the
 * outermost commit succeeded. On SQLite the transaction may be shared (see GroupCommit).
 */
export async function transact<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>, joining?: Tx): Promise<T> {
  if (joining) return work(joining)
  const group = groupCommits.get(db)
  if (group) return group.run(work)
  const callbacks: AfterCommit[] = []
  const result = await db.transaction().execute(async (trx) => {
    deferCounts(trx)
    try {
      const value = await work({ db: trx, afterCommit: (callback) => callbacks.push(callback) })
      await writeHeldCounts(trx)
      return value
    } finally {
      dropHeldCounts(trx)
    }
  })
  await runAll(callbacks)
  return result
}

/** Runs every callback in order; the first failure is thrown once all have run. */
async function runAll(callbacks: AfterCommit[]): Promise<void> {
  let failure: { reason: unknown } | undefined
  for (const callback of callbacks) {
    try {
      await callback()
    } catch (reason) {
      failure ??= { reason }
    }
  }
  if (failure) throw failure.reason
}

const groupCommits = new WeakMap<Kysely<Database>, GroupCommit>()

/** Makes `transact` on this (SQLite) database commit the writes that queue up together. */
export function commitInGroups(db: Kysely<Database>): void {
  groupCommits.set(db, new GroupCommit(db))
}

interface Queued {
  work: (tx: Tx) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (reason: unknown) => void
}

/**
 * SQLite writes that queue during a transaction run in the next one, each in its own savepoint,
 * with one commit; each fails alone (docs/decisions/sqlite-group-commit.md).
 */
class GroupCommit {
  private queue: Queued[] = []
  private draining = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (this.draining) return
      this.draining = true
      // better-sqlite3 runs each query at once, so a whole transaction runs without giving the
      // event loop a turn, and no other request could ever queue behind it. Waiting for the end
      // of this turn lets the requests that arrived with this one join its transaction.
      setImmediate(() => void this.drain())
    })
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue
      this.queue = []
      await this.commitTogether(batch)
    }
    this.draining = false
  }

  private async commitTogether(batch: Queued[]): Promise<void> {
    const committed: Array<{ queued: Queued; result: unknown; callbacks: AfterCommit[] }> = []
    try {
      const trx = await this.db.startTransaction().execute()
      // The batch's counter changes are written once, before the commit (row-counts.ts).
      deferCounts(trx)
      try {
        for (const queued of batch) {
          const callbacks: AfterCommit[] = []
          const result = await this.runOne(trx, queued, callbacks, batch.length > 1)
          if (result) committed.push({ queued, result: result.value, callbacks })
        }
        await writeHeldCounts(trx)
        await trx.commit().execute()
      } catch (error) {
        await trx.rollback().execute().catch(() => {})
        throw error
      } finally {
        dropHeldCounts(trx)
      }
    } catch (error) {
      // The transaction as a whole failed (to begin, to roll back a savepoint, or to commit):
      // nothing in it was stored, so every work in it fails (one already failed stays so).
      for (const queued of batch) queued.reject(error)
      return
    }
    for (const { queued, result, callbacks } of committed) {
      runAll(callbacks).then(() => queued.resolve(result), queued.reject)
    }
  }

  /**
   * One work inside the shared transaction, in a savepoint when it is not alone. Answers its
   * result, or undefined after rejecting it (its changes undone); throws when the transaction
   * itself can no longer be used.
   */
  private async runOne(
    trx: ControlledTransaction<Database>,
    queued: Queued,
    callbacks: AfterCommit[],
    shared: boolean
  ): Promise<{ value: unknown } | undefined> {
    const tx = (db: Transaction<Database>): Tx => ({ db, afterCommit: (callback) => callbacks.push(callback) })
    if (!shared) return { value: await queued.work(tx(trx)) }
    const savepoint = await trx.savepoint('work').execute()
    deferCounts(savepoint)
    try {
      const value = await queued.work(tx(savepoint))
      await savepoint.releaseSavepoint('work').execute()
      moveHeldCounts(savepoint, trx)
      return { value }
    } catch (error) {
      dropHeldCounts(savepoint)
      await savepoint.rollbackToSavepoint('work').execute()
      await savepoint.releaseSavepoint('work').execute()
      queued.reject(error)
      return undefined
    }
  }
}
