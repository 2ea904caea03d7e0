import Type, { type Static } from 'typebox'
import { StringEnum } from '../../core/http/envelope.js'

const THEMES = ['light', 'dark', 'system'] as const
const Theme = StringEnum(THEMES)
const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', description: 'a language code such as en or pt-BR' })

export const UserSettingsSchema = Type.Object({
  theme: Theme,
  language: Type.String({ description: 'one of the public `languages`' }),
  notifications: Type.Object({ email: Type.Boolean(), push: Type.Boolean() })
})
export type UserSettings = Static<typeof UserSettingsSchema>

export const UserSettingsBody = Type.Object({
  theme: Type.Optional(Theme),
  language: Type.Optional(LanguageCode),
  notifications: Type.Optional(Type.Object({ email: Type.Optional(Type.Boolean()), push: Type.Optional(Type.Boolean()) }))
}, { examples: [{ theme: 'dark', language: 'en', notifications: { email: true, push: false } }] })
export type UserSettingsChanges = Static<typeof UserSettingsBody>

/** The public settings an administrator edits. */
const EditablePublicSchema = Type.Object({
  appName: Type.String({ minLength: 1, maxLength: 100 }),
  defaultTheme: Theme,
  defaultLanguage: Type.String({ description: 'one of `languages`' }),
  languages: Type.Array(Type.String(), { description: 'language codes users may choose' }),
  registrationEnabled: Type.Boolean({ description: 'false: POST /api/auth/register answers 403' })
})
export type EditablePublic = Static<typeof EditablePublicSchema>

export const PublicSettingsSchema = Type.Object({
  ...EditablePublicSchema.properties,
  maxUploadBytes: Type.Integer({ description: 'MAX_UPLOAD_BYTES' }),
  allowedFileTypes: Type.Array(Type.String(), { description: 'media types an upload may have' }),
  version: Type.String({ description: 'release number of the running service' })
})
export type PublicSettings = Static<typeof PublicSettingsSchema>

export const PublicSettingsBody = Type.Object({
  appName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  defaultTheme: Type.Optional(Theme),
  defaultLanguage: Type.Optional(LanguageCode),
  languages: Type.Optional(Type.Array(LanguageCode, { minItems: 1, maxItems: 50, uniqueItems: true })),
  registrationEnabled: Type.Optional(Type.Boolean())
}, { examples: [{ appName: 'Acme Admin', defaultLanguage: 'en', languages: ['en', 'fr'], registrationEnabled: false }] })
export type PublicSettingsChanges = Static<typeof PublicSettingsBody>
