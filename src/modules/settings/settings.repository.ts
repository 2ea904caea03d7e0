import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Dialect } from '../../core/db/database.js'
import { isForeignKeyViolation } from '../../core/db/errors.js'
import { rowLocks } from '../../core/db/locking.js'

type Db = Kysely<Database>

const PUBLIC_KEY = 'public'

export type SettingsRepository = ReturnType<typeof createSettingsRepository>

/** The settings tables' queries for one dialect; each takes the database or a transaction first. */
export function createSettingsRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)
  return {
    /** The stored JSON of the public settings, or undefined when nothing was ever saved. */
    async readPublic(db: Db): Promise<unknown> {
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', PUBLIC_KEY).executeTakeFirst()
      return row && JSON.parse(row.value)
    },

    /**
     * The public settings (`{}` if none), locked until our transaction ends so two administrators'
     * changes apply in turn, not one writing back a stale copy. The row is created first, to exist.
     */
    async lockPublic(trx: Transaction<Database>): Promise<unknown> {
      await trx
        .insertInto('app_settings')
        .values({ key: PUBLIC_KEY, value: '{}', updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      const row = await locks.forUpdate(trx, (trx) => trx.selectFrom('app_settings').select('value').where('key', '=', PUBLIC_KEY)).executeTakeFirstOrThrow()
      return JSON.parse(row.value)
    },

    async writePublic(db: Db, value: unknown): Promise<void> {
      await db
        .updateTable('app_settings')
        .set({ value: JSON.stringify(value), updated_at: new Date().toISOString() })
        .where('key', '=', PUBLIC_KEY)
        .execute()
    },

    /** What the user chose, without defaults, or undefined. */
    async readUser(db: Db, userId: string): Promise<unknown> {
      const row = await db.selectFrom('user_settings').select('value').where('user_id', '=', userId).executeTakeFirst()
      return row && JSON.parse(row.value)
    },

    /**
     * What the user chose (`{}` when nothing yet), held as `lockPublic` holds the public settings,
     * so that concurrent changes of one user's settings merge one after the other. Undefined when
     * the user was deleted while the request ran.
     */
    async lockUser(trx: Transaction<Database>, userId: string): Promise<unknown> {
      try {
        await trx
          .insertInto('user_settings')
          .values({ user_id: userId, value: '{}', updated_at: new Date().toISOString() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute()
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined
        throw error
      }
      const row = await locks.forUpdate(trx, (trx) => trx.selectFrom('user_settings').select('value').where('user_id', '=', userId)).executeTakeFirst()
      return row && JSON.parse(row.value)
    },

    async writeUser(db: Db, userId: string, value: unknown): Promise<void> {
      await db
        .updateTable('user_settings')
        .set({ value: JSON.stringify(value), updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .execute()
    }
  }
}
