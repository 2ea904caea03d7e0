import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { PageWindow } from '../../core/paging.js'

type Db = Kysely<Database>

export interface ActivityFilter {
  /** exact event names; a prefix filter arrives as the names it covers, which an index can read */
  types?: string[]
  actorId?: string
  subjectId?: string
  since?: string
  until?: string
}

export interface ActivityRow {
  id: string
  type: string
  actor_id: string | null
  actor_name: string | null
  subject_type: string
  subject_id: string
  created_at: string
}

const COLUMNS = ['id', 'type', 'actor_id', 'subject_type', 'subject_id', 'created_at'] as const
type Matching = SelectQueryBuilder<Database, 'events', object>

function matching(db: Db, filter: ActivityFilter): Matching {
  let query: Matching = db.selectFrom('events')
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId)
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId)
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  if (filter.until) query = query.where('created_at', '<', filter.until)
  return query
}

/** The SQL of the activity log: the events table, newest first, with each actor's current name. */
export function createActivityRepository() {
  return {
    /** One page of the entries that match, newest first. */
    page(db: Db, filter: ActivityFilter & Pick<PageWindow, 'offset' | 'limit'>): Promise<ActivityRow[]> {
      const events = matching(db, filter)
      const newest = (query: Matching, count: number) => query.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count)
      // One type reads its (type, created_at, id) index in order. Several (a prefix) cannot be
      // read in one order from it, and both databases then sorted every match; so each type's newest offset + limit are read apart and only those are merged.
      const window = filter.offset + filter.limit
      const branches = (filter.types ?? [undefined]).map((type) =>
        db.selectFrom(newest(type === undefined ? events : events.where('type', '=', type), window).as('branch')).selectAll()
      )
      const merged = branches.reduce((union, next) => union.unionAll(next))
      const page = db.selectFrom(merged.as('merged')).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset)
      // Only the page's rows are joined to their actors, once it is chosen.
      return db
        .selectFrom(page.as('page'))
        .leftJoin('users', 'users.id', 'page.actor_id')
        .select(['page.id', 'page.type', 'page.actor_id', 'users.name as actor_name', 'page.subject_type', 'page.subject_id', 'page.created_at'])
        .orderBy('page.created_at', 'desc')
        .orderBy('page.id', 'desc')
        .execute()
    },

    /** How many entries match. */
    async count(db: Db, filter: ActivityFilter): Promise<number> {
      const events = matching(db, filter)
      const counted = filter.types ? events.where('type', 'in', filter.types) : events
      const row = await counted.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow()
      return Number(row.total)
    }
  }
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>
