import type { Kysely } from 'kysely'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import type { Database, EventRow } from '../../core/db/schema.js'
import { typesCovered } from '../../core/events/event-types.js'
import { fixedOrderWindow, page, storedInstant, type Page } from '../../core/paging.js'
import type { ActivityRepository, ActivityRow } from './activity.repository.js'
import type { ActivityEntry, ListActivityQuery } from './activity.schemas.js'

/**
 * The bus key that drops every cached page of the activity log (a prune). An event committed
 * drops fewer (changedBy): the pages filtered by no actor, and those of its actor, so that one
 * account's activity stays cached while others write.
 */
export const ACTIVITY_CHANGED = 'activity:*' as const

/** The part of the activity log's cached pages that a filter by this actor (or by none) is in. */
function activityScope(actorId: string | undefined): string {
  return actorId === undefined ? 'any:' : `actor:${actorId}:`
}

/**
 * The bus keys of the activity pages a committed event can change: its actor's, those of no
 * actor, and for an event about a user (a rename, a deletion) that user's, whose name their entries show.
 */
export function changedBy(event: EventRow): string[] {
  const actors = new Set([undefined, event.actor_id ?? undefined, event.subject_type === 'user' ? event.subject_id : undefined])
  return [...actors].map((actorId) => `activity:${activityScope(actorId)}*`)
}

/** An entry of the log as the API shows it. */
function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name },
    subject: { type: row.subject_type, id: row.subject_id },
    createdAt: row.created_at
  }
}

/** The activity log: who did what to which resource, read from the event log. */
export class ActivityService {
  /**
   * Pages of the log by what was asked. An entry's rows, its total and its actor's name change
   * only with a committed event (a renamed or deleted account writes user.updated or
   * user.deleted), which drops the pages it can be in, or a prune, which drops them all.
   */
  private readonly pages: PageCache<Page<ActivityEntry>>
  /** The newest entries (the dashboard's recent activity), by count, dropped as the pages are. */
  private readonly heads: PageCache<ActivityEntry[]>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: ActivityRepository,
    bus: InvalidationBus
  ) {
    this.pages = new PageCache(bus, ACTIVITY_CHANGED)
    this.heads = new PageCache(bus, ACTIVITY_CHANGED)
  }

  /** One page of the log, newest first, filtered. */
  async list(query: ListActivityQuery): Promise<Page<ActivityEntry>> {
    const window = fixedOrderWindow('activity', query)
    const filter = {
      types: query.type === undefined ? undefined : typesCovered(query.type),
      actorId: query.actorId,
      subjectId: query.subjectId,
      since: storedInstant('since', query.since),
      until: storedInstant('until', query.until)
    }
    return this.pages.get({ filter, window }, async () => {
      const [{ rows, next }, total] = await Promise.all([this.repo.page(this.db, { ...filter, ...window }), this.repo.count(this.db, filter)])
      return page('activity', rows.map(toEntry), total, window, next)
    }, activityScope(filter.actorId || undefined))
  }

  /** The newest `count` entries, newest first; with `actorId`, only what that account did. */
  newest(count: number, actorId?: string): ActivityEntry[] | Promise<ActivityEntry[]> {
    return this.heads.get(count, async () => (await this.repo.page(this.db, { offset: 0, limit: count, actorId })).rows.map(toEntry), activityScope(actorId))
  }
}
