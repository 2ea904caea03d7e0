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
        operationId: 'getSettings',
        tags,
        summary: 'Your settings',
        description: 'Defaults: theme `system`, language the public `defaultLanguage`, email notifications on, push off. A language the administrators have since removed from `languages` reads as the default language.',
        response: { 200: EnvelopeSchema(UserSettingsSchema) }
      }
    },
    async (request) => ok(await settings.forUser(principalOf(request).userId))
  )

  app.put(
    '/api/settings',
    {
      config: { auth: 'user', bodyRules: (body) => settings.languageProblems(body.language) },
      schema: {
        operationId: 'updateSettings',
        tags,
        summary: 'Change your settings',
        description:
          'Merges deeply: fields left out keep their value, inside `notifications` too, and concurrent changes apply one after the other. ' +
          '`theme` is `light`, `dark` or `system`; `language` must be one of the public `languages`; `notifications.email` and `.push` are true or false. ' +
          '`null` is not a value (422, like any other wrong type): to go back to a default, send the default. Unknown fields are ignored and never stored, ' +
          'so what is kept per user is bounded. Every bad field is 422 VALIDATION_ERROR with `details` under its dotted name (`notifications.push`).',
        body: UserSettingsBody,
        response: { 200: EnvelopeSchema(UserSettingsSchema) }
      }
    },
    async (request) => ok(await settings.updateUser(principalOf(request).userId, request.body), 'Settings updated')
  )

  app.get(
    '/api/settings/public',
    {
      schema: {
        operationId: 'getPublicSettings',
        tags,
        summary: 'Public settings of the panel',
        description: 'No authentication. Defaults: `appName` `Admin Panel`, `defaultTheme` `system`, `defaultLanguage` `en`, `languages` `["en"]`, `registrationEnabled` true. A request with a valid token counts against that user (RATE_LIMIT_USER_PER_MIN) rather than the client IP.',
        response: { 200: EnvelopeSchema(PublicSettingsSchema) }
      }
    },
    async () => ok(await settings.publicSettings())
  )

  app.put(
    '/api/settings/public',
    {
      config: { auth: 'admin', bodyRules: (body) => settings.publicProblems(body) },
      schema: {
        operationId: 'updatePublicSettings',
        tags,
        summary: 'Change the public settings',
        description:
          'Fields left out keep their value, and concurrent changes apply one after the other. `appName` 1 to 100 characters; `defaultTheme` `light`, `dark` or `system`; ' +
          '`languages` 1 to 50 distinct codes such as `en` or `pt-BR`; `defaultLanguage` one of `languages`; `registrationEnabled` true or false. ' +
          '`null` is not a value (422). `maxUploadBytes`, `allowedFileTypes` and `version` are read-only and ignored here, as are unknown fields. ' +
          'Every bad field is 422 VALIDATION_ERROR with `details` under its name.',
        body: PublicSettingsBody,
        response: { 200: EnvelopeSchema(PublicSettingsSchema) }
      }
    },
    async (request) => ok(await settings.updatePublic(request.body), 'Public settings updated')
  )
}
