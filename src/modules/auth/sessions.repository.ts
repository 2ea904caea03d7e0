import type { Kysely } from 'kysely'
import type { Database, SessionRow } from '../../core/db/schema.js'
import { countOf, fetchWindow } from '../../core/db/paged.js'
import type { PageWindow, Position } from '../../core/paging.js'

type Db = Kysely<Database>

export type SessionsRepository = ReturnType<typeof createSessionsRepository>

/**
 * The sessions table's queries; each takes the database or a transaction first. None depends on
 * the dialect (a rotation is one conditional UPDATE, not a locked read), so it takes none.
 */
export function createSessionsRepository() {
  return {
    findById(db: Db, id: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async insert(db: Db, row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute()
    },

    /**
     * Replaces the session's current token id, only if it is still `expectedJti`: of two refreshes
     * racing with one token, exactly one rotates. Returns whether this one did.
     */
    async rotate(
      db: Db,
      id: string,
      expectedJti: string,
      changes: { current_jti: string; rotated_at: string; expires_at: string; last_used_at: string }
    ): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ ...changes, previous_jti: expectedJti })
        .where('id', '=', id)
        .where('current_jti', '=', expectedJti)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async revoke(db: Db, id: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute()
    },

    async touch(db: Db, id: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', id).execute()
    },

    /** One page of the user's sessions that are neither revoked nor past their refresh deadline, newest first. */
    async listLive(
      db: Db,
      userId: string,
      at: { now: string; validAfter: string | null },
      window: PageWindow
    ): Promise<{ rows: SessionRow[]; total: number; next: Position | null }> {
      let live = db.selectFrom('sessions').where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', at.now)
      if (at.validAfter) live = live.where('created_at', '>=', at.validAfter)
      const [page, total] = await Promise.all([fetchWindow(live, window, { column: 'created_at', direction: 'desc' }, (query) => query.selectAll()), countOf(live)])
      return { ...page, total }
    }
  }
}
