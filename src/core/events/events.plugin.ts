import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { EventLog } from './event-log.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the activity log and webhook outbox: services write events through it */
    events: EventLog
  }
}

/** The event log every module writes its events through. */
async function eventsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('events', new EventLog(app.bus))
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['bus'] })
