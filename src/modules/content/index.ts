import type { FastifyInstance } from 'fastify'
import { ContentService } from './content.service.js'
import { contentRoutes } from './content.routes.js'
import { createContentRepository } from './content.repository.js'

/** Content items: /api/content. */
export default async function contentModule(app: FastifyInstance): Promise<void> {
  const content = new ContentService(app.database.db, createContentRepository(app.database.dialect), app.events)
  await app.register(contentRoutes, { content })
}
