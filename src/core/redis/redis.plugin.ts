import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openRedis, type SharedRedis } from './redis.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** null when REDIS_URL is not set; behind a circuit breaker that every user of Redis shares */
    redis: SharedRedis | null
  }
}

/** The Redis connection REDIS_URL names, if any. Start-up does not wait for a Redis that is down: health says so. */
async function redisPlugin(app: FastifyInstance): Promise<void> {
  const { redisUrl } = app.config
  const redis = redisUrl ? await openRedis(redisUrl) : null
  app.decorate('redis', redis)
  if (!redis) return
  app.addHook('onClose', async () => redis.client.disconnect())
  await redis.client.connect().catch((error: Error) => app.log.warn({ err: error }, 'redis unreachable at start'))
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] })
