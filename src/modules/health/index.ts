import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'
import { SERVICE_VERSION } from '../../core/version.js'
import { healthRoutes } from './health.routes.js'

/** GET /api/health. */
export default async function healthModule(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, {
    deps: {
      database: app.database,
      redis: app.redis,
      uploadsDir: join(app.config.dataDir, 'uploads'),
      version: SERVICE_VERSION,
      startedAt: Date.now(),
      isClosing: () => app.isClosing()
    }
  })
}
