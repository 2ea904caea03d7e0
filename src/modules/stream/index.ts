import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Gauge } from 'prom-client'
import { EventFanout } from './fanout.js'
import { createStreamRepository } from './stream.repository.js'
import { StreamsService } from './stream.service.js'
import { streamRoutes } from './stream.routes.js'
import { createTicketsRepository } from './tickets.repository.js'
import { TicketsService } from './tickets.service.js'

/**
 * Live events over SSE: local streams hear commits at once, other instances' through the fan-out
 * (docs/decisions/live-streams.md). Closing the app ends every stream first so the server can close.
 */
async function streamModule(app: FastifyInstance): Promise<void> {
  const { config, database } = app
  if (config.maxStreams >= config.maxConnections) {
    app.log.warn(`MAX_STREAMS (${config.maxStreams}) is not below MAX_CONNECTIONS (${config.maxConnections}): open streams could take every connection`)
  }
  const repo = createStreamRepository()
  const streams = new StreamsService({
    db: database.db,
    repo,
    content: app.content,
    authenticator: app.authenticator,
    maxStreams: config.maxStreams,
    log: app.log
  })
  const fanout = await EventFanout.start({
    redis: app.redis,
    prefix: config.redisPrefix,
    postgresUrl: database.dialect === 'postgres' ? config.databaseUrl : undefined,
    db: database.db,
    repo,
    log: app.log,
    onEvent: (event) => streams.deliver(event),
    onGap: () => {
      if (streams.size > 0) app.log.warn({ streams: streams.size }, 'live events from other instances may have been missed: streams end so that their clients replay from the log')
      streams.reconnectAll()
    }
  })
  app.addHook('onClose', () => fanout.close())
  const tickets = new TicketsService(database.db, createTicketsRepository())
  new Gauge({ name: 'live_streams', help: 'Live event streams open on this instance', registers: [app.metrics.registry], collect() {
    this.set(streams.size)
  } })

  const unsubscribe = app.events.onCommitted(({ id, type, subject_type, subject_id, payload, created_at }) => {
    const event = { id, type, subject_type, subject_id, payload, created_at }
    streams.deliver(event)
    fanout.publish(event)
  })
  app.bus.onInvalidate((key) => streams.invalidated(key))
  // Before the server waits for the requests in flight: a stream would never end by itself.
  app.addHook('preClose', async () => {
    unsubscribe()
    streams.closeAll()
  })
  await app.register(streamRoutes, { streams, tickets, authenticator: app.authenticator })
}

export default fp(streamModule, { name: 'stream', dependencies: ['http', 'config', 'database', 'redis', 'events', 'bus', 'auth', 'content', 'metrics'] })
