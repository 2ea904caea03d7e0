import type { Kysely } from 'kysely'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import { eventsAbout } from '../../core/events/event-log.js'
import type { Database } from '../../core/db/schema.js'
import { notFound } from '../../core/errors.js'
import { deepFreeze } from '../../lib/deep-freeze.js'
import type { Viewer } from '../../core/principal.js'
import { fromMinorUnits } from '../orders/money.js'
import type { ActivityEntry } from '../activity/activity.schemas.js'
import type { DashboardRepository, DayTotal } from './dashboard.repository.js'
import { WIDGET_IDS, type ContentSummary, type Dashboard, type Point, type Range, type Stats, type Widget, type WidgetId } from './dashboard.schemas.js'

const DAY_MS = 86_400_000
const RECENT_ACTIVITY = 20
const GROWTH_DAYS = 30
const RANGE_DAYS: Record<Range, number> = { '7d': 7, '30d': 30, '90d': 90 }

/** The head of the activity log; the activity module provides it, cached until an event or a prune changes it. */
export interface ActivityFeed {
  newest(count: number, actorId?: string): ActivityEntry[] | Promise<ActivityEntry[]>
}

/** What the dashboard shows besides the recent activity: only users and orders move it. */
type Figures = Omit<Dashboard, 'recentActivity'>

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
   * The figures, by UTC day. Users and orders change only with a committed event about one of
   * them (each of their writes records one), so other writes (content, files) leave them cached.
   */
  private readonly figures: PageCache<Figures>
  /**
   * The answer made of one figures and one recent activity: the same frozen object while both
   * are, so the serializer writes its JSON once (core/http/serializers.ts).
   */
  private readonly answers = new WeakMap<Figures, WeakMap<readonly ActivityEntry[], Dashboard>>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: DashboardRepository,
    private readonly activity: ActivityFeed,
    bus: InvalidationBus,
    private readonly now: () => Date = () => new Date()
  ) {
    // Dropped by an event about an order (its own key) or about a user.
    this.figures = new PageCache(bus, eventsAbout('order'), [eventsAbout('user')])
  }

  /**
   * Stats, the newest activity the viewer may read and the 30-day charts at once. After a write
   * only the part it changed is read again: the activity after any event, the figures after one
   * about a user or an order.
   */
  dashboard(viewer: Viewer): Dashboard | Promise<Dashboard> {
    const figures = this.figures.get(daysEndingToday(this.now(), 1)[0], async () => {
      const [stats, users, revenue] = await Promise.all([this.stats(), this.usersChart('30d'), this.revenueChart('30d')])
      return { stats, charts: { users, revenue } }
    })
    const recentActivity = this.recentActivity(viewer)
    if (figures instanceof Promise || recentActivity instanceof Promise) {
      return Promise.all([figures, recentActivity]).then(([loaded, activity]) => this.answer(loaded, activity))
    }
    return this.answer(figures, recentActivity)
  }

  private answer(figures: Figures, recentActivity: ActivityEntry[]): Dashboard {
    let byActivity = this.answers.get(figures)
    if (!byActivity) this.answers.set(figures, (byActivity = new WeakMap()))
    let answer = byActivity.get(recentActivity)
    if (!answer) byActivity.set(recentActivity, (answer = deepFreeze({ stats: figures.stats, recentActivity, charts: figures.charts })))
    return answer
  }

  /** One widget by id; 404 for an id that is none. `range` applies to the charts. */
  async widget(viewer: Viewer, id: string, range: Range): Promise<Widget> {
    if (!(WIDGET_IDS as readonly string[]).includes(id)) throw notFound(`Widget ${id}`)
    const readers: Record<WidgetId, () => Widget['data'] | Promise<Widget['data']>> = {
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
  recentActivity(viewer: Viewer): ActivityEntry[] | Promise<ActivityEntry[]> {
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
