import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { ActivityService } from './activity.service.js'
import { ActivityEntrySchema, ListActivityQuery } from './activity.schemas.js'

export const activityRoutes: FastifyPluginAsyncTypebox<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get(
    '/api/activity',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listActivity',
        tags: ['activity'],
        summary: 'The activity log',
        description:
          'Every change that writes an event (user.*, content.*, order.*, system.alert) and every sign-in (auth.login), newest first. Filters combine; `type` takes an event name or a prefix such as `content.`; `since` is inclusive, `until` exclusive. `actor.name` is the account\'s current name.',
        querystring: ListActivityQuery,
        response: { 200: EnvelopeSchema(PageSchema(ActivityEntrySchema, true)) }
      }
    },
    async (request) => ok(await activity.list(request.query))
  )
}
