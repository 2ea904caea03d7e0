import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { InvalidationBus } from './invalidation.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** tells every instance that cached state changed */
    bus: InvalidationBus
  }
}

/** The invalidation bus: through Redis when REDIS_URL is set, else through the database. */
async function busPlugin(app: FastifyInstance): Promise<void> {
  const bus = await InvalidationBus.create({ redis: app.redis, prefix: app.config.redisPrefix, db: app.database.db })
  app.decorate('bus', bus)
  // Before Redis and the database close (plugins close in reverse order): what is still being
  // sent goes out first.
  app.addHook('onClose', () => bus.close())
}

export default fp(busPlugin, { name: 'bus', dependencies: ['config', 'database', 'redis'] })
