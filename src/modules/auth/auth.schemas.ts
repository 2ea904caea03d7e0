import Type from 'typebox'
import { Nullable } from '../../core/http/envelope.js'
import { Email, Name, Password, UserSchema } from '../users/users.schemas.js'
import { PageQuery } from '../../core/http/pagination.js'
import { ChallengeSchema } from './two-factor/two-factor.schemas.js'

export const RegisterBody = Type.Object({
  name: Name,
  email: Email,
  password: Password,
  password_confirmation: Type.String({ maxLength: 128, description: 'must equal password' })
}, { examples: [{ name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery' }] })

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  // Longer than any password we accept, but bounded so no one can make us hash megabytes.
  password: Type.String({ minLength: 1, maxLength: 1024 })
}, { examples: [{ email: 'ada@example.com', password: 'correct-horse-battery' }] })

export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1024 }),
  password: Password,
  password_confirmation: Type.String({ maxLength: 128, description: 'must equal password' })
}, { examples: [{ current_password: 'correct-horse-battery', password: 'staple-battery-horse', password_confirmation: 'staple-battery-horse' }] })

export const TokenSchema = Type.Object({
  token: Type.String({ description: 'JWT (HS256) for the Authorization header: Bearer <token>' }),
  expiresAt: Type.String({ format: 'date-time', description: 'when the token stops being accepted' })
})

export const SignedInSchema = Type.Object({
  user: Type.Ref('User'),
  token: TokenSchema.properties.token,
  expiresAt: TokenSchema.properties.expiresAt
})

export const LoginAnswerSchema = Type.Union([
  Type.Object({
    ...SignedInSchema.properties,
    mfaEnrolmentRequired: Type.Optional(
      Type.Literal(true, {
        description:
          'REQUIRE_2FA_FOR_ADMINS is on and this administrator has not turned on two-factor sign-in: every route but the enrolment ones answers 403 MFA_ENROLMENT_REQUIRED until they do'
      })
    )
  }),
  ChallengeSchema
])

export const RegisteredSchema = Type.Union([
  SignedInSchema,
  Type.Object({
    user: Type.Ref('User'),
    emailVerificationRequired: Type.Literal(true, { description: 'REQUIRE_EMAIL_VERIFICATION is on: sign in once the address is verified' })
  })
])

export const SessionSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time', description: 'accurate to about a minute' }),
  userAgent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  current: Type.Boolean({ description: 'the session of the token that made this request' })
})

export const SessionsQuery = Type.Object(PageQuery)

export { UserSchema }
