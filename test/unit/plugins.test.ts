import { test } from 'node:test'
import assert from 'node:assert/strict'
import Fastify, { type FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import httpPlugin from '../../src/core/http/http.plugin.js'
import activityModule from '../../src/modules/activity/index.js'
import adminModule from '../../src/modules/admin/index.js'
import authModule from '../../src/modules/auth/index.js'
import contentModule from '../../src/modules/content/index.js'
import dashboardModule from '../../src/modules/dashboard/index.js'
import emailLinksModule from '../../src/modules/email-links/index.js'
import filesModule from '../../src/modules/files/index.js'
import healthModule from '../../src/modules/health/index.js'
import metricsModule from '../../src/modules/metrics/index.js'
import ordersModule from '../../src/modules/orders/index.js'
import settingsModule from '../../src/modules/settings/index.js'
import streamModule from '../../src/modules/stream/index.js'
import usersModule from '../../src/modules/users/index.js'
import webhooksModule from '../../src/modules/webhooks/index.js'

type Meta = { name: string; dependencies?: string[] }
const metaOf = (plugin: unknown): Meta => (plugin as Record<symbol, Meta>)[Symbol.for('plugin-meta')]!

/**
 * Started with every other plugin it names but not the one `missing`: Fastify refuses to start,
 * naming it, before the plugin's own code runs (stand-ins take the other names).
 */
async function startWithout(plugin: FastifyPluginAsync, missing: string): Promise<unknown> {
  const app = Fastify({ logger: false })
  for (const name of metaOf(plugin).dependencies ?? []) {
    if (name !== missing) app.register(fp(async () => {}, { name }))
  }
  app.register(plugin)
  return app.ready().then(
    () => null,
    (error: unknown) => error
  )
}

// The HTTP conventions add the auth check to every route that declares `config.auth`: a module
// registered before them would serve its routes to anyone.
const modulesWithRoutes = [activityModule, adminModule, authModule, contentModule, dashboardModule, emailLinksModule, filesModule, healthModule, metricsModule, ordersModule, settingsModule, streamModule, usersModule, webhooksModule]
for (const module of modulesWithRoutes) {
  test(`the ${metaOf(module).name} module does not start before the HTTP conventions`, async () => {
    const error = await startWithout(module as FastifyPluginAsync, 'http')
    assert.match(String(error), /dependency 'http'/)
  })
}

for (const missing of ['config', 'redis']) {
  test(`the HTTP conventions do not start without the ${missing} plugin`, async () => {
    const error = await startWithout(httpPlugin as FastifyPluginAsync, missing)
    assert.match(String(error), new RegExp(`dependency '${missing}'`))
  })
}
