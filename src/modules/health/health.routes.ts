import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthReportSchema } from './health.schemas.js'
import { checkHealth, type HealthDeps } from './health.service.js'

export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: HealthDeps }> = async (app, { deps }) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false, answersWhileClosing: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Health of the service and its dependencies',
        description: 'No envelope, no authentication, no rate limit. 503 `unhealthy` when the database is unreachable or the server is shutting down.',
        response: { 200: HealthReportSchema, 503: HealthReportSchema }
      }
    },
    async (_request, reply) => {
      const report = await checkHealth(deps)
      return reply.code(report.status === 'unhealthy' ? 503 : 200).send(report)
    }
  )
}
