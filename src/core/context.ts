import type { SharedRedis } from './redis/redis.js'
import type { Config } from './config/config.js'
import type { DatabaseHandle } from './db/database.js'
import type { InvalidationBus } from './cache/invalidation.js'
import type { EventLog } from './events/event-log.js'
import type { StorageDriver } from './storage/storage.js'
import type { StorageMonitor } from './storage/storage-monitor.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    /** null when REDIS_URL is not set; behind a circuit breaker that every user of Redis shares */
    redis: SharedRedis | null
    /** tells every instance that cached state changed */
    bus: InvalidationBus
    /** the activity log and webhook outbox: services write events through it */
    events: EventLog
    /** where uploaded bytes live (STORAGE) */
    storage: StorageDriver
    /** whether storage can write, as last tried in the background */
    storageMonitor: StorageMonitor
  }
}
