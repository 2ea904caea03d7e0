import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './core/config/config.js'
import { openDatabase } from './core/db/database.js'
import { migrateToLatest } from './core/db/migrator.js'
import { parseQueryString } from './core/http/query-string.js'
import { openRedis } from './core/redis/redis.js'
import { requestId } from './core/http/request-id.js'
import { stripVersionPrefix } from './core/http/versioning.js'
import { clientErrorHandler, frameworkErrorHandler } from './core/http/error-handler.js'
import httpPlugin from './core/http/http.plugin.js'
import healthModule from './modules/health/index.js'
import usersModule from './modules/users/index.js'
import settingsModule from './modules/settings/index.js'
import authModule from './modules/auth/index.js'
import contentModule from './modules/content/index.js'
import webhooksModule from './modules/webhooks/index.js'
import { InvalidationBus } from './core/cache/invalidation.js'
import { EventLog } from './core/events/event-log.js'
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
    trustProxy: config.trustProxy,
    bodyLimit: config.maxBodyBytes,
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString }
  }).withTypeProvider<TypeBoxTypeProvider>()

  const database = openDatabase(config.databaseUrl)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('events', new EventLog())
  app.decorate('redis', config.redisUrl ? openRedis(config.redisUrl) : null)
  app.addHook('onClose', async () => {
    await database.close()
    app.bus.close()
    app.redis?.disconnect()
  })

  const ran = await migrateToLatest(database.db, database.dialect)
  if (ran.length > 0) app.log.info({ migrations: ran }, 'database migrated')
  await app.redis?.connect().catch((error: Error) => app.log.warn({ err: error }, 'redis unreachable at start'))
  app.decorate('bus', await InvalidationBus.create(app.redis))

  await app.register(httpPlugin)
  options.beforeModules?.(app)
  await app.register(healthModule)
  await app.register(usersModule)
  await app.register(settingsModule)
  await app.register(authModule)
  await app.register(contentModule)
  await app.register(webhooksModule)
  return app
}
