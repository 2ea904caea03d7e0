import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { EnvelopeSchema, ok } from '../../core/http/envelope.js'
import type { SettingsService } from './settings.service.js'
import { PublicSettingsBody, PublicSettingsSchema, UserSettingsBody, UserSettingsSchema } from './settings.schemas.js'

const tags = ['settings']

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Your settings',
        description: 'Defaults: theme `system`, language the public `defaultLanguage`, email notifications on, push off.',
        response: { 200: EnvelopeSchema(UserSettingsSchema) }
      }
    },
    async (request) => ok(await settings.forUser(principalOf(request).userId))
  )

  app.put(
    '/api/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Change your settings',
        description: 'Merges deeply: fields left out keep their value, inside `notifications` too. `language` must be one of the public `languages`.',
        body: UserSettingsBody,
        response: { 200: EnvelopeSchema(UserSettingsSchema) }
      }
    },
    async (request) => ok(await settings.updateUser(principalOf(request).userId, request.body), 'Settings updated')
  )

  app.get(
    '/api/settings/public',
    { schema: { tags, summary: 'Public settings of the panel', description: 'No authentication.', response: { 200: EnvelopeSchema(PublicSettingsSchema) } } },
    async () => ok(await settings.publicSettings())
  )

  app.put(
    '/api/settings/public',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Change the public settings',
        description: 'Fields left out keep their value. `defaultLanguage` must be one of `languages`. The last three fields are read-only.',
        body: PublicSettingsBody,
        response: { 200: EnvelopeSchema(PublicSettingsSchema) }
      }
    },
    async (request) => ok(await settings.updatePublic(request.body), 'Public settings updated')
  )
}
