import type { FastifyInstance } from 'fastify'
import { ContentService } from './content.service.js'
import { contentRoutes } from './content.routes.js'

/** Content items: /api/content. */
export default async function contentModule(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes, { content: new ContentService(app.database.db, app.database.dialect, app.events) })
}
