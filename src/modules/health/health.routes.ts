import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthReportSchema, type HealthReport } from './health.schemas.js'
import { whenReady } from '../../lib/maybe-promise.js'
import { healthCheck, type HealthDeps } from './health.service.js'

export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: HealthDeps }> = async (app, { deps }) => {
  const checkHealth = healthCheck(deps)
  app.get(
    '/api/health',
    {
      config: { rateLimit: false, answersWhileClosing: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Health of the service and its dependencies',
        description:
          'No envelope, no authentication, no rate limit. 503 `unhealthy` when the database is unreachable or the server is shutting down. The database and Redis are asked at most twice a second, and every check in between reads the last answer, so an outage shows within 2 s; storage is the background write probe\'s last finding (once a second).',
        response: { 200: HealthReportSchema, 503: HealthReportSchema }
      }
    },
    (_request, reply) => whenReady(checkHealth(), (report) => answer(reply, report))
  )
}

function answer(reply: FastifyReply, report: HealthReport): void {
  reply.code(report.status === 'unhealthy' ? 503 : 200).send(report)
}
