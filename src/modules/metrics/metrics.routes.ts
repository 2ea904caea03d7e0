import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AppError } from '../../core/errors.js'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import type { MetricsService } from './metrics.service.js'
import { MetricsSchema } from './metrics.schemas.js'
import { presentsToken, type PrometheusMetrics } from './prometheus.js'

const tags = ['metrics']

export const metricsRoutes: FastifyPluginAsyncTypebox<{ metrics: MetricsService; prometheus: PrometheusMetrics; token: string | undefined }> = async (
  app,
  { metrics, prometheus, token }
) => {
  app.get(
    '/api/metrics',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'getMetrics',
        tags,
        summary: 'System metrics',
        description:
          'CPU, memory and disk in percent, network in bytes per second (machine-wide, sampled every 5 seconds in the background), and the requests this instance answered.',
        response: { 200: EnvelopeSchema(MetricsSchema) }
      }
    },
    async () => ok(await metrics.current())
  )

  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'getPrometheusMetrics',
        tags,
        summary: 'Prometheus metrics',
        description:
          'Prometheus text format, outside /api. Served only when METRICS_TOKEN is set and presented as `Authorization: Bearer <METRICS_TOKEN>`; otherwise 404, as if there were no such path. Series: `http_request_duration_seconds` (histogram by method, route pattern and status code), `rate_limit_rejections_total`, `login_failures_total`, and Node process metrics.',
        response: {
          200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } },
          404: errorResponse('NOT_FOUND: METRICS_TOKEN is not set, or the request does not present it')
        }
      }
    },
    async (request, reply) => {
      if (!presentsToken(request.headers.authorization, token)) throw new AppError('NOT_FOUND', `No route GET ${request.url.split('?')[0]}`)
      const { text, contentType } = await prometheus.exposition()
      return reply.type(contentType).send(text)
    }
  )
}
