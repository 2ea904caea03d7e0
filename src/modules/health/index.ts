import type { FastifyInstance } from 'fastify'
import { SERVICE_VERSION } from '../../core/version.js'
import { healthRoutes } from './health.routes.js'

/** GET /api/health. */
export default async function healthModule(app: FastifyInstance): Promise<void> {
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
