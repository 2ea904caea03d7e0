import Type, { type Static } from 'typebox'
import { Nullable, StringEnum } from '../../../core/http/envelope.js'
import { PageQuery } from '../../../core/http/pagination.js'
import { TOKEN_SCOPES } from '../../../core/principal.js'

export const ApiTokenSchema = Type.Object(
  {
    id: Type.String(),
    userId: Type.String({ description: 'the owner, as whom the token acts' }),
    name: Type.String({ description: 'what the token is for, as its creator named it' }),
    scope: StringEnum(TOKEN_SCOPES, { description: 'read: GET and HEAD only; write: all the owner may do' }),
    hint: Type.String({ description: 'the first characters of the token (apt_ and 4 more), to tell tokens apart; the rest is never shown again' }),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Nullable(Type.String({ format: 'date-time' }), { description: 'when it stops working; null: never' }),
    lastUsedAt: Nullable(Type.String({ format: 'date-time' }), { description: 'its last use, to the minute (written at most once a minute); null: never used' })
  },
  { title: 'ApiToken' }
)
export type ApiTokenView = Static<typeof ApiTokenSchema>

export const CreatedApiTokenSchema = Type.Object(
  {
    ...ApiTokenSchema.properties,
    token: Type.String({
      description: 'the token, shown this once and never again (only its hash is stored): send it as Authorization: Bearer <token>'
    })
  },
  { title: 'CreatedApiToken' }
)
export type CreatedApiToken = Static<typeof CreatedApiTokenSchema>

export const NewApiTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, description: 'what the token is for (1 to 100 characters)' }),
    scope: StringEnum(TOKEN_SCOPES, { description: 'read: GET and HEAD only; write: all you may do, except what needs a sign-in' }),
    expiresAt: Type.Optional(
      Nullable(Type.String({ format: 'date-time' }), { description: 'an instant in the future (ISO 8601 with a time zone); left out or null: never' })
    )
  },
  { examples: [{ name: 'site build', scope: 'read', expiresAt: '2027-06-30T00:00:00Z' }] }
)
export type NewApiToken = Static<typeof NewApiTokenBody>

export const ListApiTokensQuery = Type.Object({
  ...PageQuery,
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "administrators: this user's tokens instead of your own" }))
})
