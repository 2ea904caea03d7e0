import type { Kysely } from 'kysely'
import type { ApiTokenRow, Database } from '../../../core/db/schema.js'
import { countOf, fetchWindow } from '../../../core/db/paged.js'
import type { PageWindow, Position } from '../../../core/paging.js'

type Db = Kysely<Database>

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>

/** The api_tokens table's queries; each takes the database or a transaction first. */
export function createApiTokensRepository() {
  return {
    findByHash(db: Db, tokenHash: string): Promise<ApiTokenRow | undefined> {
      return db.selectFrom('api_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
    },

    findById(db: Db, id: string): Promise<ApiTokenRow | undefined> {
      return db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async insert(db: Db, row: ApiTokenRow): Promise<void> {
      await db.insertInto('api_tokens').values(row).execute()
    },

    /** Deletes the token; answers whether it was there (of two revocations racing, one did it). */
    async remove(db: Db, id: string): Promise<boolean> {
      const result = await db.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    countForUser(db: Db, userId: string): Promise<number> {
      return countOf(db.selectFrom('api_tokens').where('user_id', '=', userId))
    },

    /** One page of a user's tokens, newest first. */
    async listForUser(db: Db, userId: string, window: PageWindow): Promise<{ rows: ApiTokenRow[]; total: number; next: Position | null }> {
      const owned = db.selectFrom('api_tokens').where('user_id', '=', userId)
      const [page, total] = await Promise.all([fetchWindow(owned, window, { column: 'created_at', direction: 'desc' }, (query) => query.selectAll()), countOf(owned)])
      return { ...page, total }
    },

    /**
     * Records a use at `at` unless one was recorded after `notAfter`: instances that each saw
     * a first use within the minute write it once between them.
     */
    async touch(db: Db, id: string, at: string, notAfter: string): Promise<void> {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', notAfter)]))
        .execute()
    }
  }
}
