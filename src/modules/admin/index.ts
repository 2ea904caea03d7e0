import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SERVICE_VERSION } from '../../core/version.js'
import { findPanel } from './panel-files.js'
import { panelRoutes } from './panel.routes.js'
import { indexRoutes } from './index.routes.js'

const OFF = 'The panel is turned off (SERVE_ADMIN=false); the API answers under /api.'
const NOT_BUILT = 'The panel is not built: run npm run build, then start again. The API answers under /api.'

/**
 * The panel at / (the build of packages/admin), or, with SERVE_ADMIN=false or no build to serve,
 * a small index of the API there instead of a bare 404.
 */
async function adminModule(app: FastifyInstance): Promise<void> {
  const panel = app.config.serveAdmin ? findPanel() : null
  if (panel) return app.register(panelRoutes, { panel, filesOrigin: new URL(app.config.publicUrl).origin })
  if (app.config.serveAdmin) app.log.warn('the panel is not built (packages/admin/dist is missing): run npm run build; / answers an index of the API meanwhile')
  const appName = async () => (await app.settings.publicSettings()).appName
  return app.register(indexRoutes, { version: SERVICE_VERSION, appName, note: app.config.serveAdmin ? NOT_BUILT : OFF })
}

export default fp(adminModule, { name: 'admin', dependencies: ['http', 'config', 'settings'] })
