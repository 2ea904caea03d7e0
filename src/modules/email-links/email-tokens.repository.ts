import type { Kysely } from 'kysely'
import type { Database, EmailTokenPurpose, EmailTokenRow } from '../../core/db/schema.js'

type Db = Kysely<Database>

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>

/** The SQL of the links mailed to an address, stored by the SHA-256 of their tokens. */
export function createEmailTokensRepository() {
  return {
    async insert(db: Db, row: EmailTokenRow): Promise<void> {
      await db.insertInto('email_tokens').values(row).execute()
    },

    /**
     * Deletes the token, if it is one of `purposes`, and answers what it held: of two requests
     * with one token, one gets it. In a transaction, a change that fails puts it back.
     */
    take(db: Db, id: string, purposes: EmailTokenPurpose[]): Promise<EmailTokenRow | undefined> {
      return db.deleteFrom('email_tokens').where('id', '=', id).where('purpose', 'in', purposes).returningAll().executeTakeFirst()
    },

    /** Ends every link of these purposes the user holds (a new one replaces them, or they were used). */
    async removeFor(db: Db, userId: string, purposes: EmailTokenPurpose[]): Promise<void> {
      await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', 'in', purposes).execute()
    },

    async removeExpired(db: Db, now: string): Promise<void> {
      await db.deleteFrom('email_tokens').where('expires_at', '<=', now).execute()
    }
  }
}
