import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SERVICE_VERSION } from '../../core/version.js'
import { healthRoutes } from './health.routes.js'

/** GET /api/health. */
async function healthModule(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, {
    deps: {
      database: app.database,
      redis: app.redis,
      storage: () => app.storageMonitor.status,
      version: SERVICE_VERSION,
      startedAt: Date.now(),
      isClosing: () => app.isClosing()
    }
  })
}

export default fp(healthModule, { name: 'health', dependencies: ['database', 'redis', 'storage', 'http'] })
