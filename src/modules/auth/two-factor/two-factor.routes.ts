import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../../core/http/auth.js'
import { EnvelopeSchema, ok } from '../../../core/http/envelope.js'
import { errorResponse } from '../../../core/http/openapi.js'
import { client } from '../auth.routes.js'
import { SignedInSchema } from '../auth.schemas.js'
import type { SignInService } from '../sign-in.service.js'
import { MAX_WRONG_FACTORS, type TwoFactorService } from './two-factor.service.js'
import {
  DisableBody,
  EnableBody,
  oneSecondFactor,
  RecoveryCodesSchema,
  TwoFactorLoginBody,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema
} from './two-factor.schemas.js'

const tags = ['auth']
const ENROLMENT = 'Answers an administrator who must still enrol (REQUIRE_2FA_FOR_ADMINS).'
const THROTTLED = 'A wrong code counts as a failed sign-in of the account\'s email from this IP: after 10 in 15 minutes, 429 with `Retry-After`.'

export const twoFactorRoutes: FastifyPluginAsyncTypebox<{ twoFactor: TwoFactorService; signIn: SignInService }> = async (app, { twoFactor, signIn }) => {
  app.get(
    '/api/auth/2fa',
    {
      config: { auth: 'user', apiTokens: false, mfaEnrolment: true },
      schema: {
        operationId: 'getTwoFactor',
        tags,
        summary: 'Whether your two-factor sign-in is on',
        description: ENROLMENT,
        response: { 200: EnvelopeSchema(TwoFactorStatusSchema) }
      }
    },
    async (request) => ok(await twoFactor.status(principalOf(request).userId))
  )

  app.post(
    '/api/auth/2fa/setup',
    {
      config: { auth: 'user', apiTokens: false, mfaEnrolment: true },
      schema: {
        operationId: 'setUpTwoFactor',
        tags,
        summary: 'Start enrolling in two-factor sign-in (TOTP): a new secret and its QR code',
        description: `Nothing changes at sign-in until POST /api/auth/2fa/enable confirms the secret with a code. Calling it again replaces a secret not yet confirmed. The secret is stored encrypted (the key scheme of webhook secrets: WEBHOOK_SECRET_KEY, else JWT_SECRET; changing it locks out every enrolled account). ${ENROLMENT}`,
        response: {
          200: EnvelopeSchema(TwoFactorSetupSchema),
          409: errorResponse('CONFLICT: two-factor sign-in is already on; turn it off first')
        }
      }
    },
    async (request) => ok(await twoFactor.setup(principalOf(request).userId), 'Scan the QR code, then confirm with a code')
  )

  app.post(
    '/api/auth/2fa/enable',
    {
      config: { auth: 'user', apiTokens: false, mfaEnrolment: true },
      schema: {
        operationId: 'enableTwoFactor',
        tags,
        summary: 'Turn on two-factor sign-in with a code from the app; answers 10 recovery codes, once',
        description: `From now on signing in asks for a code after the password. The recovery codes are shown this once and stored as hashes; each signs in once in place of a code. A code that is not the app's current one (a step either side is accepted) is 422 on \`code\`. ${ENROLMENT}`,
        body: EnableBody,
        response: {
          200: EnvelopeSchema(RecoveryCodesSchema),
          409: errorResponse('CONFLICT: nothing set up to confirm (POST /api/auth/2fa/setup first), or two-factor sign-in is already on')
        }
      }
    },
    async (request) => ok(await twoFactor.enable(principalOf(request).userId, request.body.code), 'Two-factor sign-in is on')
  )

  app.post(
    '/api/auth/2fa/disable',
    {
      config: { auth: 'user', apiTokens: false, bodyRules: oneSecondFactor },
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        summary: 'Turn off two-factor sign-in (password and a code)',
        description: `Needs \`current_password\` and either \`code\` or \`recoveryCode\`; the secret and the recovery codes are deleted. A wrong password is 422 on \`current_password\`, a wrong or used code 422 on its field. ${THROTTLED}`,
        body: DisableBody,
        response: {
          200: EnvelopeSchema(TwoFactorStatusSchema),
          409: errorResponse('CONFLICT: two-factor sign-in is not on')
        }
      }
    },
    async (request) => {
      const { userId } = principalOf(request)
      await signIn.disableTwoFactor(userId, request.body.current_password, request.body, request.ip)
      return ok(await twoFactor.status(userId), 'Two-factor sign-in is off')
    }
  )

  app.post(
    '/api/auth/login/2fa',
    {
      config: { bodyRules: oneSecondFactor },
      schema: {
        operationId: 'loginTwoFactor',
        tags,
        summary: 'Complete a sign-in with a code from the app, or a recovery code',
        description: `The second step after POST /api/auth/login answered \`mfaRequired: true\`: the challenge it answered (valid 5 minutes, completes one sign-in) and either \`code\` or \`recoveryCode\`. Answers as a sign-in does. A code is accepted once: a code already used in its 30-second step is refused, as is a used recovery code (422 on its field). An unknown, expired or already completed challenge, one answered before the account's password was changed or reset, or one that has had ${MAX_WRONG_FACTORS} wrong codes or recovery codes (from any address), is 401 INVALID_CREDENTIALS, even with the right code: sign in again with the password. ${THROTTLED}`,
        body: TwoFactorLoginBody,
        response: {
          200: EnvelopeSchema(SignedInSchema),
          401: errorResponse(`INVALID_CREDENTIALS: the challenge is unknown, expired, already completed, older than a password change or used up by ${MAX_WRONG_FACTORS} wrong factors; sign in again`)
        }
      }
    },
    async (request) => ok(await signIn.completeLogin(request.body.challenge, request.body, client(request)), 'Signed in')
  )
}
