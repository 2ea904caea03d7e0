import type { TestApp } from './test-app.js'

/** An event of the log as a test reads it: its payload parsed. */
export interface LoggedEvent {
  type: string
  actorId: string | null
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any -- the resource, as the API showed it
}

/** The events written about `subjectId`, in the order they were written (ids are UUIDv7). */
export async function eventsAbout(t: TestApp, subjectId: string): Promise<LoggedEvent[]> {
  const rows = await t.app.database.db
    .selectFrom('events')
    .select(['type', 'actor_id', 'payload'])
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ type: row.type, actorId: row.actor_id, data: JSON.parse(row.payload) }))
}

/** The types of the events written about `subjectId`, in order. */
export async function eventTypesAbout(t: TestApp, subjectId: string): Promise<string[]> {
  return (await eventsAbout(t, subjectId)).map((event) => event.type)
}

/** How many events the log holds. */
export async function eventCount(t: TestApp): Promise<number> {
  const row = await t.app.database.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The id of the newest event (ids are UUIDv7, so they sort by time), or undefined when there is none. */
export async function lastEventId(t: TestApp): Promise<string | undefined> {
  const row = await t.app.database.db.selectFrom('events').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.id
}

/** The types of the events written after the event `afterId` (all of them when undefined), in order. */
export async function eventTypesSince(t: TestApp, afterId: string | undefined): Promise<string[]> {
  let query = t.app.database.db.selectFrom('events').select('type').orderBy('id')
  if (afterId !== undefined) query = query.where('id', '>', afterId)
  return (await query.execute()).map((row) => row.type)
}
