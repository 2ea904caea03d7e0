import Type, { type Static } from 'typebox'
import { StringEnum } from '../../core/http/envelope.js'
import { ActivityEntrySchema } from '../activity/activity.schemas.js'

export const RANGES = ['7d', '30d', '90d'] as const
export type Range = (typeof RANGES)[number]
export const WIDGET_IDS = ['stats', 'recent-activity', 'users-chart', 'revenue-chart', 'content-summary'] as const
export type WidgetId = (typeof WIDGET_IDS)[number]

export const StatsSchema = Type.Object({
  users: Type.Integer({ description: 'accounts' }),
  orders: Type.Integer({ description: 'orders, whatever their status' }),
  revenue: Type.Number({ description: 'sum of the totals of paid orders, every currency added as it is' }),
  growth: Type.Number({
    description:
      'percent change of paid revenue over the last 30 UTC days (today included) against the 30 before, two decimals; 0 when both are 0, 100 when only the earlier is 0'
  })
})
export type Stats = Static<typeof StatsSchema>

export const PointSchema = Type.Object({ date: Type.String({ format: 'date', description: 'a UTC day' }), value: Type.Number() })
export type Point = Static<typeof PointSchema>

const Series = (what: string) =>
  Type.Array(PointSchema, { description: `${what}: one point per UTC day, oldest first, today last, days without any at 0` })

export const ContentSummarySchema = Type.Object({ draft: Type.Integer(), published: Type.Integer(), archived: Type.Integer() })
export type ContentSummary = Static<typeof ContentSummarySchema>

const RecentActivity = Type.Array(ActivityEntrySchema, { description: 'the newest 20 entries of the activity log, newest first' })

export const DashboardSchema = Type.Object({
  stats: StatsSchema,
  recentActivity: RecentActivity,
  charts: Type.Object({
    users: Series('new accounts per day over the last 30 days'),
    revenue: Series('paid revenue per day (by the day the order was recorded) over the last 30 days')
  })
})
export type Dashboard = Static<typeof DashboardSchema>

export const WidgetParams = Type.Object({
  widgetId: Type.String({ minLength: 1, maxLength: 64, description: `one of ${WIDGET_IDS.join(', ')}; another is 404` })
})

export const WidgetQuery = Type.Object({
  range: Type.Optional(
    StringEnum(RANGES, { default: '30d', description: 'days the charts cover: 7d, 30d or 90d; the other widgets ignore it' })
  )
})

export const WidgetSchema = Type.Object({
  id: StringEnum(WIDGET_IDS),
  data: Type.Union([StatsSchema, RecentActivity, Series('the chart'), ContentSummarySchema], {
    description: 'stats: as in the dashboard; recent-activity: its entries; users-chart, revenue-chart: the series over `range`; content-summary: items per status'
  })
})
export type Widget = Static<typeof WidgetSchema>
