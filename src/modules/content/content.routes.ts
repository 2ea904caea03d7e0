import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { ContentService } from './content.service.js'
import { ContentItemSchema, CreateContentBody, ListContentQuery, UpdateContentBody } from './content.schemas.js'

const tags = ['content']
const NOT_YOURS = 'FORBIDDEN: the caller can see the item but is neither its author nor an administrator'
const VISIBILITY = 'Every signed-in user sees published items and their own; an administrator sees all. An item the caller cannot see answers 404.'

export const contentRoutes: FastifyPluginAsyncTypebox<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/api/content',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listContent',
        tags,
        summary: 'List content items',
        description: `${VISIBILITY} Filters combine; \`sort\` defaults to \`-createdAt\`; items never published sort last by \`publishedAt\`.`,
        querystring: ListContentQuery,
        response: { 200: EnvelopeSchema(PageSchema(ContentItemSchema, true)) }
      }
    },
    async (request) => ok(await content.list(principalOf(request), request.query))
  )

  app.get(
    '/api/content/:id',
    {
      config: { auth: 'user' },
      schema: { operationId: 'getContent', tags, summary: 'One content item', description: VISIBILITY, params: IdParams, response: { 200: EnvelopeSchema(ContentItemSchema) } }
    },
    async (request) => ok(await content.get(principalOf(request), request.params.id))
  )

  app.post(
    '/api/content',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'createContent',
        tags,
        summary: 'Create a content item',
        description: 'Defaults: content "", type `blog`, status `draft`, no tags. Created published, it writes `content.published`.',
        body: CreateContentBody,
        response: { 201: EnvelopeSchema(ContentItemSchema) }
      }
    },
    async (request, reply) => reply.code(201).send(ok(await content.create(principalOf(request), request.body), 'Content created'))
  )

  app.put(
    '/api/content/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'updateContent',
        tags,
        summary: 'Change a content item',
        description: `Fields left out keep their value. The author or an administrator may change an item; another user who can see it gets 403. Status moves: draft → published | archived, published → draft | archived, archived → draft; archived → published is 422 INVALID_TRANSITION. \`publishedAt\` is set on first publication and kept. Writes \`content.updated\`, and \`content.published\` when the item becomes published.`,
        params: IdParams,
        body: UpdateContentBody,
        response: { 200: EnvelopeSchema(ContentItemSchema), 403: errorResponse(NOT_YOURS) }
      }
    },
    async (request) => ok(await content.update(principalOf(request), request.params.id, request.body), 'Content updated')
  )

  app.delete(
    '/api/content/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'deleteContent',
        tags,
        summary: 'Delete a content item',
        description: 'The author or an administrator; another user who can see the item gets 403.',
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema), 403: errorResponse(NOT_YOURS) }
      }
    },
    async (request) => {
      await content.delete(principalOf(request), request.params.id)
      return ok({ id: request.params.id }, 'Content deleted')
    }
  )
}
