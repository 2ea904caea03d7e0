import { sql, type Kysely } from 'kysely'
import type { Database, EventRow } from '../../core/db/schema.js'

type Db = Kysely<Database>

/** What a stream sends of an event. */
export type StreamedEvent = Pick<EventRow, 'id' | 'type' | 'subject_type' | 'subject_id' | 'payload' | 'created_at'>

/** Where an event stands in the log: events are read back in (created_at, id) order. */
export type Position = Pick<EventRow, 'id' | 'created_at'>

const COLUMNS = ['id', 'type', 'subject_type', 'subject_id', 'payload', 'created_at'] as const

/** The SQL of the streams' replay: the events table, read in order from a position. */
export function createStreamRepository() {
  return {
    /** Where the event stands, or undefined when it is not (or no longer) in the log. */
    position(db: Db, id: string): Promise<Position | undefined> {
      return db.selectFrom('events').select(['id', 'created_at']).where('id', '=', id).executeTakeFirst()
    },

    /** The newest event's position, or undefined when the log is empty. */
    newest(db: Db): Promise<Position | undefined> {
      return db.selectFrom('events').select(['id', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
    },

    /** Up to `limit` events after `from`, oldest first; only those types when given. */
    after(db: Db, from: Position, types: string[] | undefined, limit: number): Promise<StreamedEvent[]> {
      let query = db
        .selectFrom('events')
        .select(COLUMNS)
        .where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(from.created_at, from.id)))
      if (types) query = query.where('type', 'in', types)
      return query.orderBy('created_at').orderBy('id').limit(limit).execute()
    },

    /** The event as a stream sends it, or undefined when the log does not hold it. */
    byId(db: Db, id: string): Promise<StreamedEvent | undefined> {
      return db.selectFrom('events').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    },

    /** PostgreSQL only: NOTIFY `channel` with `payload` (under 8000 bytes). */
    async notify(db: Db, channel: string, payload: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db)
    }
  }
}

export type StreamRepository = ReturnType<typeof createStreamRepository>
