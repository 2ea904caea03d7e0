import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ContentService } from './content.service.js'
import { contentRoutes } from './content.routes.js'
import { createContentRepository } from './content.repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** who sees which item: the webhooks ask it before sending a content event */
    content: ContentService
  }
}

/** Content items: /api/content. */
async function contentModule(app: FastifyInstance): Promise<void> {
  const content = new ContentService(app.database.db, createContentRepository(app.database.dialect), app.events, app.bus)
  app.decorate('content', content)
  await app.register(contentRoutes, { content })
}

export default fp(contentModule, { name: 'content', dependencies: ['http', 'database', 'events', 'bus'] })
