import Type from 'typebox'
import { Nullable } from '../../../core/http/envelope.js'
import type { BodyRules } from '../../../core/http/body-rules.js'
import type { ErrorDetails } from '../../../core/errors.js'
import { CHALLENGE_TTL_MS } from './two-factor.service.js'

const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'the 6-digit code the authenticator app shows now' })
const RecoveryCode = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'one of the recovery codes, such as k3mzq-8ttwa (case, spaces, dashes and other punctuation do not matter); each works once'
})

export const TwoFactorStatusSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'true: signing in asks for a code after the password' }),
    enabledAt: Nullable(Type.String({ format: 'date-time' })),
    recoveryCodesLeft: Type.Integer({ description: 'recovery codes not used yet (0 while it is off)' })
  },
  { title: 'TwoFactorStatus' }
)

export const TwoFactorSetupSchema = Type.Object(
  {
    secret: Type.String({ description: 'the shared secret in base32, to type into the app when the QR code cannot be scanned' }),
    otpauthUri: Type.String({ description: 'otpauth://totp/… URI with the secret (SHA-1, 6 digits, 30 s), the content of the QR code' }),
    qrCode: Type.String({ description: 'the QR code of otpauthUri as an SVG data URI (data:image/svg+xml;base64,…), for an <img src>' })
  },
  { title: 'TwoFactorSetup' }
)

export const EnableBody = Type.Object({ code: Code }, { examples: [{ code: '123456' }] })

export const RecoveryCodesSchema = Type.Object(
  {
    recoveryCodes: Type.Array(Type.String(), {
      minItems: 10,
      maxItems: 10,
      description: 'ten single-use codes that stand in for the app (a lost phone), shown this once: only their hashes are kept'
    })
  },
  { title: 'RecoveryCodes' }
)

export const DisableBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    code: Type.Optional(Code),
    recoveryCode: Type.Optional(RecoveryCode)
  },
  { description: 'the password and either `code` or `recoveryCode`', examples: [{ current_password: 'correct-horse-battery', code: '123456' }] }
)

export const TwoFactorLoginBody = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 128, description: 'what POST /api/auth/login answered' }),
    code: Type.Optional(Code),
    recoveryCode: Type.Optional(RecoveryCode)
  },
  { description: 'the challenge and either `code` or `recoveryCode`', examples: [{ challenge: 'Xb2…', code: '123456' }] }
)

export const ChallengeSchema = Type.Object(
  {
    mfaRequired: Type.Literal(true, { description: 'two-factor sign-in is on: complete the sign-in with POST /api/auth/login/2fa' }),
    challenge: Type.String({ description: `completes this sign-in once, within ${CHALLENGE_TTL_MS / 60_000} minutes` }),
    expiresAt: Type.String({ format: 'date-time' })
  },
  { title: 'TwoFactorChallenge' }
)

/** Exactly one second factor: a code from the app or a recovery code. */
export const oneSecondFactor: BodyRules = (body): ErrorDetails => {
  if (body.code === undefined && body.recoveryCode === undefined) return { code: ['send code, or recoveryCode instead'] }
  if (body.code !== undefined && body.recoveryCode !== undefined) return { recoveryCode: ['send code or recoveryCode, not both'] }
  return {}
}
