import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { fetchPage } from '../../core/db/paged.js'
import type { PageWindow } from '../../core/paging.js'

type Db = Kysely<Database>

export interface ActivityFilter extends Pick<PageWindow, 'offset' | 'limit'> {
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

/** The SQL of the activity log: the events table, newest first, with each actor's current name. */
export function createActivityRepository() {
  return {
    /** One page of the entries that match, newest first, and how many match in all. */
    list(db: Db, filter: ActivityFilter): Promise<{ rows: ActivityRow[]; total: number }> {
      let matching = db.selectFrom('events')
      if (filter.types) matching = matching.where('events.type', 'in', filter.types)
      if (filter.actorId) matching = matching.where('events.actor_id', '=', filter.actorId)
      if (filter.subjectId) matching = matching.where('events.subject_id', '=', filter.subjectId)
      if (filter.since) matching = matching.where('events.created_at', '>=', filter.since)
      if (filter.until) matching = matching.where('events.created_at', '<', filter.until)
      return fetchPage(matching, filter, (query) =>
        query
          .leftJoin('users', 'users.id', 'events.actor_id')
          .select([
            'events.id',
            'events.type',
            'events.actor_id',
            'users.name as actor_name',
            'events.subject_type',
            'events.subject_id',
            'events.created_at'
          ])
          .orderBy('events.created_at', 'desc')
          .orderBy('events.id', 'desc')
      )
    }
  }
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>
