import type { Kysely } from 'kysely'
import type { Database, StreamTicketTable } from '../../core/db/schema.js'

type Db = Kysely<Database>

/** The SQL of stream tickets. */
export function createTicketsRepository() {
  return {
    async insert(db: Db, row: StreamTicketTable): Promise<void> {
      await db.insertInto('stream_tickets').values(row).execute()
    },

    /** Deletes the ticket and answers what it held: of two instances redeeming one ticket, one gets it. */
    take(db: Db, id: string): Promise<StreamTicketTable | undefined> {
      return db.deleteFrom('stream_tickets').where('id', '=', id).returningAll().executeTakeFirst()
    },

    async deleteExpired(db: Db, now: string): Promise<void> {
      await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute()
    }
  }
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>
