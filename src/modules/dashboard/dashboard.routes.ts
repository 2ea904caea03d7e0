import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import type { DashboardService } from './dashboard.service.js'
import { DashboardSchema, WidgetParams, WidgetQuery, WidgetSchema } from './dashboard.schemas.js'

const tags = ['dashboard']
const WHO =
  "Any signed-in user. The figures are the whole panel's; the activity shown is the whole log's for an administrator, and only the caller's own actions for anyone else, since the log names other accounts and what they did."

export const dashboardRoutes: FastifyPluginAsyncTypebox<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/api/dashboard',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getDashboard',
        tags,
        summary: 'Stats, recent activity and 30-day charts',
        description: `Computed from the rows at the time of the request. Days are UTC days. ${WHO}`,
        response: { 200: EnvelopeSchema(DashboardSchema) }
      }
    },
    async (request) => ok(await dashboard.dashboard(principalOf(request)))
  )

  app.get(
    '/api/dashboard/widgets/:widgetId',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getDashboardWidget',
        tags,
        summary: 'One widget of the dashboard',
        description: `Answers \`{id, data}\`. Widgets: \`stats\`, \`recent-activity\`, \`users-chart\`, \`revenue-chart\` (\`range\` 7d, 30d or 90d, default 30d), \`content-summary\` (\`{draft, published, archived}\`). Another id is 404. ${WHO}`,
        params: WidgetParams,
        querystring: WidgetQuery,
        response: { 200: EnvelopeSchema(WidgetSchema) }
      }
    },
    async (request) => ok(await dashboard.widget(principalOf(request), request.params.widgetId, request.query.range ?? '30d'))
  )
}
