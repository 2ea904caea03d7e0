import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SERVICE_VERSION } from '../../core/version.js'
import { ALLOWED_FILE_TYPES } from '../files/file-types.js'
import { SettingsService } from './settings.service.js'
import { createSettingsRepository } from './settings.repository.js'
import { settingsRoutes } from './settings.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService
  }
}

/** /api/settings and /api/settings/public. */
async function settingsModule(app: FastifyInstance): Promise<void> {
  const settings = new SettingsService({
    db: app.database.db,
    repo: createSettingsRepository(app.database.dialect),
    maxUploadBytes: app.config.maxUploadBytes,
    allowedFileTypes: ALLOWED_FILE_TYPES,
    version: SERVICE_VERSION
  })
  app.decorate('settings', settings)
  await app.register(settingsRoutes, { settings })
}

export default fp(settingsModule, { name: 'settings', dependencies: ['http', 'config', 'database'] })
