import type { Kysely } from 'kysely'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import { EVENTS_CHANGED } from '../../core/events/event-log.js'
import type { Database } from '../../core/db/schema.js'
import { notFound } from '../../core/errors.js'
import type { Viewer } from '../../core/principal.js'
import { fromMinorUnits } from '../orders/money.js'
import type { ActivityEntry } from '../activity/activity.schemas.js'
import type { DashboardRepository, DayTotal } from './dashboard.repository.js'
import { WIDGET_IDS, type ContentSummary, type Dashboard, type Point, type Range, type Stats, type Widget, type WidgetId } from './dashboard.schemas.js'

const DAY_MS = 86_400_000
const RECENT_ACTIVITY = 20
const GROWTH_DAYS = 30
const RANGE_DAYS: Record<Range, number> = { '7d': 7, '30d': 30, '90d': 90 }

/** The head of the activity log; the activity module provides it. */
export interface ActivityFeed {
  newest(count: number, actorId?: string): Promise<ActivityEntry[]>
}

/** The UTC days of a series: `count` of them, oldest first, today last. */
function daysEndingToday(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** One point per day, 0 where the query found nothing. */
function zeroFilled(days: string[], totals: DayTotal[], toValue: (total: DayTotal['value']) => number): Point[] {
  const byDay = new Map(totals.map((total) => [total.day, toValue(total.value)]))
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }))
}

/** Percent change from `earlier` to `recent`, two decimals; 0 when both are 0, 100 when only the earlier is. */
export function growth(earlier: number, recent: number): number {
  if (earlier === 0) return recent === 0 ? 0 : 100
  return Math.round(((recent - earlier) / earlier) * 10_000) / 100
}

/** The dashboard: figures computed by aggregate queries over users, orders, content and the activity log. */
export class DashboardService {
  /**
   * The whole dashboard, by who asks and on which UTC day: users, orders and the log change
   * only with a committed event (each of their writes records one), which publishes EVENTS_CHANGED.
   */
  private readonly answers: PageCache<Dashboard>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: DashboardRepository,
    private readonly activity: ActivityFeed,
    bus: InvalidationBus,
    private readonly now: () => Date = () => new Date()
  ) {
    this.answers = new PageCache(bus, EVENTS_CHANGED)
  }

  /** Stats, the newest activity the viewer may read and the 30-day charts at once. */
  dashboard(viewer: Viewer): Dashboard | Promise<Dashboard> {
    const who = viewer.role === 'admin' ? 'admin' : viewer.userId
    return this.answers.get({ who, today: daysEndingToday(this.now(), 1)[0] }, async () => {
      const [stats, recentActivity, users, revenue] = await Promise.all([
        this.stats(),
        this.recentActivity(viewer),
        this.usersChart('30d'),
        this.revenueChart('30d')
      ])
      return { stats, recentActivity, charts: { users, revenue } }
    })
  }

  /** One widget by id; 404 for an id that is none. `range` applies to the charts. */
  async widget(viewer: Viewer, id: string, range: Range): Promise<Widget> {
    if (!(WIDGET_IDS as readonly string[]).includes(id)) throw notFound(`Widget ${id}`)
    const readers: Record<WidgetId, () => Promise<Widget['data']>> = {
      stats: () => this.stats(),
      'recent-activity': () => this.recentActivity(viewer),
      'users-chart': () => this.usersChart(range),
      'revenue-chart': () => this.revenueChart(range),
      'content-summary': () => this.contentSummary()
    }
    return { id: id as WidgetId, data: await readers[id as WidgetId]() }
  }

  /**
   * The newest entries of the activity log: all of them for an administrator; for anyone else
   * only what they did themselves, since the log names other accounts and their actions.
   */
  recentActivity(viewer: Viewer): Promise<ActivityEntry[]> {
    return this.activity.newest(RECENT_ACTIVITY, viewer.role === 'admin' ? undefined : viewer.userId)
  }

  /** Users, orders, paid revenue, and the growth of paid revenue over 30 days against the 30 before. */
  async stats(): Promise<Stats> {
    const days = daysEndingToday(this.now(), 2 * GROWTH_DAYS)
    const [totals, revenue] = await Promise.all([this.repo.totals(this.db), this.repo.paidRevenue(this.db, days[0]!, days[GROWTH_DAYS]!)])
    return {
      users: Number(totals.users),
      orders: Number(totals.orders),
      revenue: fromMinorUnits(revenue.all),
      growth: growth(Number(revenue.earlier ?? 0), Number(revenue.recent ?? 0))
    }
  }

  /** New accounts per UTC day over `range`. */
  async usersChart(range: Range): Promise<Point[]> {
    const days = daysEndingToday(this.now(), RANGE_DAYS[range])
    return zeroFilled(days, await this.repo.usersPerDay(this.db, days[0]!), Number)
  }

  /** Paid revenue per UTC day over `range`, by the day each order was recorded. */
  async revenueChart(range: Range): Promise<Point[]> {
    const days = daysEndingToday(this.now(), RANGE_DAYS[range])
    return zeroFilled(days, await this.repo.paidRevenuePerDay(this.db, days[0]!), fromMinorUnits)
  }

  /** Content items per status. */
  async contentSummary(): Promise<ContentSummary> {
    const counts = new Map((await this.repo.contentPerStatus(this.db, ['draft', 'published', 'archived'])).map((row) => [row.status, Number(row.n)]))
    return { draft: counts.get('draft') ?? 0, published: counts.get('published') ?? 0, archived: counts.get('archived') ?? 0 }
  }
}
