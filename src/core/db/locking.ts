import type { Transaction } from 'kysely'
import type { Dialect } from './database.js'
import type { Database } from './schema.js'

type Trx = Transaction<Database>
type Lockable<Q> = { forUpdate(): Q; skipLocked(): Q }

/**
 * Row locks for one dialect, built on the transaction they last for, so a lock outside one does
 * not compile. SQLite needs no FOR UPDATE: it runs one write transaction at a time.
 */
export function rowLocks(dialect: Dialect) {
  const postgres = dialect === 'postgres'
  return {
    /** The query's rows, which no other transaction may change until `trx` ends. */
    forUpdate<Q extends Pick<Lockable<Q>, 'forUpdate'>>(trx: Trx, build: (trx: Trx) => Q): Q {
      const query = build(trx)
      return postgres ? query.forUpdate() : query
    },

    /**
     * As forUpdate, but rows another transaction holds are left out instead of waited for: for
     * work queues, so that instances never wait on, or take, each other's work.
     */
    skipLocked<Q extends Lockable<Q>>(trx: Trx, build: (trx: Trx) => Q): Q {
      const query = build(trx)
      return postgres ? query.forUpdate().skipLocked() : query
    }
  }
}
