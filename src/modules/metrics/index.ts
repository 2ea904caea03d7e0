import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { alertWriter } from './alerts.js'
import { MetricsService } from './metrics.service.js'
import { metricsRoutes } from './metrics.routes.js'
import { PrometheusMetrics } from './prometheus.js'
import { RequestStats } from './request-stats.js'
import { Sampler } from './sampler.js'
import { diskPercent, memoryPercent, readCpuTimes, readNetworkBytes } from './system-probes.js'
import { answersWithin } from '../../lib/answers-within.js'

const SAMPLE_INTERVAL_MS = 5000
const PING_TIMEOUT_MS = 2000

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This app's metrics: `counter({name, help, labelNames})` adds a Prometheus counter (the
     * webhook worker's deliveries), `sample()` takes a sample of the machine at once.
     */
    metrics: Pick<PrometheusMetrics, 'counter' | 'registry'> & { sample(): Promise<void> }
  }
}

/**
 * System metrics (/api/metrics), Prometheus text (/metrics) and system alerts. Registered before
 * the other modules: its hook counts every answer, of every route and of the not-found handler.
 */
async function metricsModule(app: FastifyInstance): Promise<void> {
  const { database, redis, events, config } = app
  const prometheus = new PrometheusMetrics(config.metricsToken !== undefined)
  const requests = new RequestStats()
  const sampler = new Sampler({
    intervalMs: SAMPLE_INTERVAL_MS,
    log: app.log,
    probes: {
      cpuTimes: readCpuTimes,
      memory: memoryPercent,
      disk: () => diskPercent(config.dataDir),
      network: () => readNetworkBytes(),
      database: () => answersWithin(() => database.ping(), PING_TIMEOUT_MS),
      ...(redis && { redis: () => answersWithin(() => redis.run((client) => client.ping()), PING_TIMEOUT_MS) })
    },
    writeAlert: alertWriter(database.db, events)
  })
  app.decorate('metrics', { counter: prometheus.counter.bind(prometheus), registry: prometheus.registry, sample: () => sampler.sample() })

  app.addHook('onResponse', (request, reply, done) => {
    // A stream that ends after an hour would read as an hour-long request in the latencies.
    // Read once: Fastify builds the route's options object anew on every read.
    const route = request.routeOptions
    if (route.config.longLived) return done()
    requests.record(reply.statusCode, reply.elapsedTime)
    prometheus.observe({ method: request.method, route: route.url, status: reply.statusCode, durationMs: reply.elapsedTime })
    done()
  })
  app.addHook('onReady', () => sampler.start())
  app.addHook('onClose', () => sampler.stop())

  await app.register(metricsRoutes, { metrics: new MetricsService(sampler, requests), prometheus, token: config.metricsToken })
}

export default fp(metricsModule, { name: 'metrics', dependencies: ['http', 'config', 'database', 'redis', 'events'] })
