import type { Redis } from 'ioredis'
import type { Config } from './config/config.js'
import type { DatabaseHandle } from './db/database.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    /** null when REDIS_URL is not set */
    redis: Redis | null
  }
}
