import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import { rowLocks } from '../../core/db/locking.js'
import type { Database, MailOutboxRow } from '../../core/db/schema.js'

type Db = Kysely<Database>

export type ClaimedMail = MailOutboxRow & { claim_token: string }

export type MailRepository = ReturnType<typeof createMailRepository>

/**
 * The mail outbox's SQL. Claims skip rows another PostgreSQL transaction holds, so that
 * instances never wait on, or take, each other's mail; SQLite runs one write at a time.
 */
export function createMailRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)

  return {
    async insert(db: Db, row: MailOutboxRow): Promise<void> {
      await db.insertInto('mail_outbox').values(row).execute()
    },

    /** Takes up to `limit` due mails no live claim holds; each gets `token` and a lease until `until`. */
    async claimDue(trx: Transaction<Database>, now: string, until: string, token: string, limit: number): Promise<ClaimedMail[]> {
      const due = locks.skipLocked(trx, (trx) =>
        trx
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(limit)
      )
      const claimed = await trx
        .updateTable('mail_outbox')
        .set({ claimed_until: until, claim_token: token })
        .where('id', 'in', due)
        // Checked again on the row itself: another instance may have claimed it meanwhile.
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returningAll()
        .execute()
      return claimed as ClaimedMail[]
    },

    /** When the next unclaimed mail falls due, if any is waiting. */
    async nextDueAt(db: Db): Promise<string | undefined> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.min('next_attempt_at').as('due'))
        .where('status', '=', 'pending')
        .where('claimed_until', 'is', null)
        .executeTakeFirst()
      return row?.due ?? undefined
    },

    /** Removes a sent mail, if `token` still holds it. */
    async remove(db: Db, id: string, token: string): Promise<void> {
      await db.deleteFrom('mail_outbox').where('id', '=', id).where('claim_token', '=', token).execute()
    },

    /** Writes a failed attempt's outcome, if `token` still holds the mail. */
    async settle(db: Db, id: string, token: string, changes: Pick<MailOutboxRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'message_sealed'>): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ ...changes, claimed_until: null, claim_token: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute()
    }
  }
}
