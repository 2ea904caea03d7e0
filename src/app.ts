import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './core/config/config.js'
import configPlugin from './core/config/config.plugin.js'
import databasePlugin from './core/db/database.plugin.js'
import redisPlugin from './core/redis/redis.plugin.js'
import storagePlugin from './core/storage/storage.plugin.js'
import busPlugin from './core/cache/bus.plugin.js'
import eventsPlugin from './core/events/events.plugin.js'
import { parseQueryString } from './core/http/query-string.js'
import { requestId } from './core/http/request-id.js'
import { withRequestLog } from './core/http/request-log.js'
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
import filesModule from './modules/files/index.js'
import adminModule from './modules/admin/index.js'
import streamModule from './modules/stream/index.js'
import retentionModule from './modules/retention/index.js'
import mailModule from './modules/mail/index.js'
import emailLinksModule from './modules/email-links/index.js'

export interface AppOptions {
  config: Config
  /** runs after the HTTP conventions and before the modules: tests observe routes with it */
  beforeModules?: (app: FastifyInstance) => void
}

/**
 * The service as a plugin: the infrastructure plugins (each opens itself and closes itself when
 * the app closes, in the reverse order), the HTTP conventions, then every module. Never listens:
 * server.ts does.
 */
async function app(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(configPlugin, { config: options.config })
  warnAboutConfig(app)
  closeStalledConnections(app)
  await app.register(databasePlugin)
  await app.register(redisPlugin)
  await app.register(storagePlugin)
  await app.register(busPlugin)
  await app.register(eventsPlugin)

  await app.register(httpPlugin)
  options.beforeModules?.(app)
  // First, so that its hook counts the answers of every route registered after it.
  await app.register(metricsModule)
  await app.register(healthModule)
  await app.register(usersModule)
  await app.register(settingsModule)
  await app.register(mailModule)
  await app.register(emailLinksModule)
  await app.register(authModule)
  await app.register(contentModule)
  await app.register(filesModule)
  await app.register(ordersModule)
  await app.register(activityModule)
  await app.register(dashboardModule)
  await app.register(webhooksModule)
  await app.register(streamModule)
  await app.register(retentionModule)
  // Last: its catch-all route answers the panel for paths no module serves.
  await app.register(adminModule)
}

export default fp(app, { name: 'app' })

/** Fastify's own options for the service: the ones the app plugin relies on, from the configuration. */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger'] = { level: config.logLevel }): FastifyServerOptions {
  return {
    logger: withRequestLog(logger),
    genReqId: requestId,
    rewriteUrl: (request) => stripVersionPrefix(request.url ?? '/'),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: config.maxBodyBytes,
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
    // Each plugin bounds its own waits (database and Redis connections, the storage probe); a
    // start on a busy machine may take longer than Fastify's default 10 s in all.
    pluginTimeout: 0,
    ...timeoutOptions(config)
  }
}

export interface BuildOptions extends Omit<AppOptions, 'config'> {
  /** pino options (tests pass a stream to read the log), or false for no logs */
  logger?: FastifyServerOptions['logger']
}

/**
 * A Fastify instance with the app registered, not yet ready (the bench, scripts and tests; server.ts
 * does the same itself). A start that fails closes what it had opened.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { logger, ...appOptions } = options
  const instance = Fastify(serverOptions(config, logger)).withTypeProvider<TypeBoxTypeProvider>()
  try {
    await instance.register(app, { config, ...appOptions })
  } catch (error) {
    await instance.close().catch(() => {})
    throw error
  }
  return instance
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
