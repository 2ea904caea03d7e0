import type { Kysely } from 'kysely'
import type { Database, EventRow } from '../db/schema.js'
import { newId } from '../ids.js'

export interface NewEvent {
  type: string
  actorId: string | null
  subject: { type: string; id: string }
  /** the resource as the API shows it */
  data: unknown
}

/**
 * Writes an event row. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does (the outbox pattern).
 */
export async function recordEvent(trx: Kysely<Database>, event: NewEvent): Promise<EventRow> {
  const row: EventRow = {
    id: newId(),
    type: event.type,
    actor_id: event.actorId,
    subject_type: event.subject.type,
    subject_id: event.subject.id,
    payload: JSON.stringify(event.data),
    created_at: new Date().toISOString()
  }
  await trx.insertInto('events').values(row).execute()
  return row
}
