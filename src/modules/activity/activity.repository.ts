import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Dialect } from '../../core/db/database.js'
import { afterPosition, boundedCount, pageAndNext, type Keyset } from '../../core/db/paged.js'
import { readCounts } from '../../core/db/row-counts.js'
import { rangeParts, type RangePart } from '../../core/events/event-hours.js'
import type { PageWindow, Position, Total } from '../../core/paging.js'

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
/** The log's one order: newest first (ids are UUIDv7, so they break ties in time order too). */
const NEWEST_FIRST: Keyset = { column: 'created_at', direction: 'desc' }

function matching(db: Db, filter: ActivityFilter): Matching {
  let query: Matching = db.selectFrom('events')
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId)
  if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId)
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  if (filter.until) query = query.where('created_at', '<', filter.until)
  return query
}

/**
 * The total of a time range from its parts (rangeParts), in one statement: one snapshot, so it
 * is the COUNT(*) of that moment even while events are written and pruned.
 */
async function rangeTotal(db: Db, parts: RangePart[]): Promise<number> {
  if (parts.length === 0) return 0
  const terms = parts.map((part) => {
    const value =
      'all' in part
        ? sql`(select coalesce(sum(count), 0) from row_counts where name = ${'events'})`
        : 'hours' in part
          ? sql`(select coalesce(sum(count), 0) from row_counts where name >= ${part.hours[0]} and name < ${part.hours[1]})`
          : sql`(select count(*) from events where created_at >= ${part.events[0]} and created_at < ${part.events[1]})`
    return part.sign === 1 ? sql` + ${value}` : sql` - ${value}`
  })
  const { rows } = await sql<{ total: number | string }>`select 0${sql.join(terms, sql.raw(''))} as total`.execute(db)
  return Number(rows[0]!.total)
}

/** The SQL of the activity log: the events table, newest first, with each actor's current name. */
export function createActivityRepository(dialect: Dialect) {
  return {
    /**
     * One page of the entries that match, newest first, and where the next page starts: after
     * the window's cursor when it has one (a range on the index, at any depth), else past its offset.
     */
    async page(db: Db, filter: ActivityFilter & Pick<PageWindow, 'offset' | 'limit' | 'after'>): Promise<{ rows: ActivityRow[]; next: Position | null }> {
      const after = filter.after
      const events = after ? matching(db, filter).where(() => afterPosition(NEWEST_FIRST, after)) : matching(db, filter)
      const skipped = after ? 0 : filter.offset
      const newest = (query: Matching, count: number) => query.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count)
      const ofType = (type: string | undefined) => (type === undefined ? events : events.where('type', '=', type))
      const types = filter.types ?? [undefined]
      // One type reads its (type, created_at, id) index in order. Several (a prefix) cannot be
      // read in one order from it, and both databases then sorted every match; so each type's
      // newest rows up to the page's end are read apart (a range on its index) and only those are merged.
      const merged = () => {
        const window = skipped + filter.limit + 1
        const branches = types.map((type) => db.selectFrom(newest(ofType(type), window).as('branch')).selectAll())
        const union = db.selectFrom(branches.reduce((all, next) => all.unionAll(next)).as('merged')).selectAll()
        return union.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit + 1).offset(skipped) as unknown as ReturnType<typeof newest>
      }
      // One type, or none, is read straight from its index: no union to build and compile.
      const page = types.length === 1 ? newest(ofType(types[0]), filter.limit + 1).offset(skipped) : merged()
      // Only the page's rows are joined to their actors, once it is chosen.
      const rows = await db
        .selectFrom(page.as('page'))
        .leftJoin('users', 'users.id', 'page.actor_id')
        .select(['page.id', 'page.type', 'page.actor_id', 'users.name as actor_name', 'page.subject_type', 'page.subject_id', 'page.created_at'])
        .orderBy('page.created_at', 'desc')
        .orderBy('page.id', 'desc')
        .execute()
      return pageAndNext(rows, filter.limit, NEWEST_FIRST.column)
    },

    /**
     * How many entries match: from the events' counters where one fits the filter (all, type,
     * actor, time range alone), else counted on an index up to a bound and estimated past it.
     */
    async count(db: Db, filter: ActivityFilter): Promise<Total> {
      const parts = !filter.types && !filter.actorId && !filter.subjectId && (filter.since || filter.until) ? rangeParts(filter.since, filter.until) : undefined
      if (parts) return { count: await rangeTotal(db, parts), estimate: false }
      if (!filter.actorId && !filter.subjectId && !filter.since && !filter.until) {
        return { count: await readCounts(db, filter.types ? filter.types.map((type) => `events.type:${type}`) : ['events']), estimate: false }
      }
      if (filter.actorId && !filter.types && !filter.subjectId && !filter.since && !filter.until) {
        return { count: await readCounts(db, [`events.actor:${filter.actorId}`]), estimate: false }
      }
      const events = matching(db, filter)
      return boundedCount(db, dialect, filter.types ? events.where('type', 'in', filter.types) : events)
    }
  }
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>
