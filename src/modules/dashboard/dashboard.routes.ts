import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import type { DashboardService } from './dashboard.service.js'
import { DashboardSchema, WidgetParams, WidgetQuery, WidgetSchema } from './dashboard.schemas.js'

const tags = ['dashboard']
const WHO =
  'Administrators only: the figures (revenue, every account) and the activity log are not for every account holder, as self-registration is open.'

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/api/dashboard',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Stats, recent activity and 30-day charts',
        description: `Computed from the rows at the time of the request. Days are UTC days. ${WHO}`,
        response: { 200: EnvelopeSchema(DashboardSchema) }
      }
    },
    async () => ok(await dashboard.dashboard())
  )

  app.get(
    '/api/dashboard/widgets/:widgetId',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'One widget of the dashboard',
        description: `Answers \`{id, data}\`. Widgets: \`stats\`, \`recent-activity\`, \`users-chart\`, \`revenue-chart\` (\`range\` 7d, 30d or 90d, default 30d), \`content-summary\` (\`{draft, published, archived}\`). Another id is 404. ${WHO}`,
        params: WidgetParams,
        querystring: WidgetQuery,
        response: { 200: EnvelopeSchema(WidgetSchema) }
      }
    },
    async (request) => ok(await dashboard.widget(request.params.widgetId, request.query.range ?? '30d'))
  )
}
