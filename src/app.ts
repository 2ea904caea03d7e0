import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './core/config/config.js'
import { connectDatabase } from './core/db/database.js'
import { migrateToLatest } from './core/db/migrator.js'
import { parseQueryString } from './core/http/query-string.js'
import { openRedis } from './core/redis/redis.js'
import { requestId } from './core/http/request-id.js'
import { stripVersionPrefix } from './core/http/versioning.js'
import { clientErrorHandler, frameworkErrorHandler } from './core/http/error-handler.js'
import httpPlugin from './core/http/http.plugin.js'
import { closeStalledConnections, timeoutOptions } from './core/http/timeouts.js'
import { sharedSerializers } from './core/http/serializers.js'
import healthModule from './modules/health/index.js'
import usersModule from './modules/users/index.js'
import settingsModule from './modules/settings/index.js'
import authModule from './modules/auth/index.js'
import contentModule from './modules/content/index.js'
import metricsModule from './modules/metrics/index.js'
import ordersModule from './modules/orders/index.js'
import activityModule from './modules/activity/index.js'
import dashboardModule from './modules/dashboard/index.js'
import webhooksModule from './modules/webhooks/index.js'
import { InvalidationBus } from './core/cache/invalidation.js'
import { EventLog } from './core/events/event-log.js'
import { createStorage } from './core/storage/index.js'
import { StorageMonitor } from './core/storage/storage-monitor.js'
import filesModule from './modules/files/index.js'
import adminModule from './modules/admin/index.js'
import streamModule from './modules/stream/index.js'
import './core/context.js'

export interface BuildOptions {
  /** pino options (tests pass a stream to read the log), or false for no logs */
  logger?: FastifyServerOptions['logger']
  /** runs after the HTTP conventions and before the modules: tests observe routes with it */
  beforeModules?: (app: FastifyInstance) => void
}

/**
 * Builds the service: opens the database (running migrations) and Redis, then registers the
 * HTTP conventions and every module. Never listens: server.ts does.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: requestId,
    rewriteUrl: (request) => stripVersionPrefix(request.url ?? '/'),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: config.maxBodyBytes,
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
    ...timeoutOptions(config)
  }).withTypeProvider<TypeBoxTypeProvider>()

  const database = await connectDatabase(config.databaseUrl, config.postgres)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('events', new EventLog())
  app.decorate('redis', config.redisUrl ? await openRedis(config.redisUrl) : null)
  const storage = await createStorage(config)
  const storageMonitor = new StorageMonitor(storage, (status, error) =>
    status === 'available' ? app.log.info('storage writable again') : app.log.error({ err: error }, 'storage cannot write')
  )
  app.decorate('storage', storage)
  app.decorate('storageMonitor', storageMonitor)
  app.addHook('onClose', async () => {
    storageMonitor.stop()
    storage.close()
    await app.bus.close()
    await database.close()
    app.redis?.client.disconnect()
  })
  closeStalledConnections(app)
  warnAboutConfig(app)

  const ran = await migrateToLatest(database.db, database.dialect)
  if (ran.length > 0) app.log.info({ migrations: ran }, 'database migrated')
  await app.redis?.client.connect().catch((error: Error) => app.log.warn({ err: error }, 'redis unreachable at start'))
  app.decorate('bus', await InvalidationBus.create({ redis: app.redis, prefix: config.redisPrefix, db: database.db }))
  await storageMonitor.start()

  await app.register(httpPlugin)
  options.beforeModules?.(app)
  // First, so that its hook counts the answers of every route registered after it.
  await app.register(metricsModule)
  await app.register(healthModule)
  await app.register(usersModule)
  await app.register(settingsModule)
  await app.register(authModule)
  await app.register(contentModule)
  await app.register(filesModule)
  await app.register(ordersModule)
  await app.register(activityModule)
  await app.register(dashboardModule)
  await app.register(webhooksModule)
  await app.register(streamModule)
  // Last: its catch-all route answers the panel for paths no module serves.
  await app.register(adminModule)
  return app
}

/** Settings that are allowed but probably not what the operator meant: one line each. */
function warnAboutConfig(app: FastifyInstance): void {
  const { config } = app
  if (config.tokenTtlSeconds < 60) {
    app.log.warn(`TOKEN_TTL_SECONDS is ${config.tokenTtlSeconds}: tokens expire within a minute, which suits tests of expiry, not users`)
  }
  // A generated key lives in this instance's DATA_DIR: another instance on the same database or
  // Redis generates its own, and the tokens of one are refused by the other.
  const shared = config.redisUrl !== undefined || !config.databaseUrl.startsWith('sqlite:')
  if (!config.jwtSecretGiven && shared) {
    app.log.warn(
      'JWT_SECRET is not set: this instance signs tokens with the key generated in its DATA_DIR; instances sharing this database or Redis must all be given the same JWT_SECRET, or their tokens will not work on each other'
    )
  }
}

/** A hop count as Fastify applies it (trust the nearest `hops` addresses); a list as it is. */
function proxyTrust(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
}
