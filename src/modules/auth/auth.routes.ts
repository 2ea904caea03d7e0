import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { principalOf } from '../../core/http/auth.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { allRules, passwordConfirmed as confirmed } from '../../core/http/body-rules.js'
import { errorResponse } from '../../core/http/openapi.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { ClientInfo, SessionsService } from './sessions.service.js'
import type { SignInService } from './sign-in.service.js'
import {
  ChangePasswordBody,
  LoginAnswerSchema,
  LoginBody,
  RegisterBody,
  RegisteredSchema,
  SessionSchema,
  SessionsQuery,
  SignedInSchema,
  TokenSchema
} from './auth.schemas.js'

/** Where a request comes from, as a session records it. */
export function client(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }
}

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncTypebox<{ signIn: SignInService; sessions: SessionsService }> = async (app, { signIn, sessions }) => {
  const registration = allRules(confirmed, (body) => app.users.emailProblems(body.email))

  app.post(
    '/api/auth/register',
    {
      config: { bodyRules: registration },
      schema: {
        operationId: 'register',
        tags,
        summary: 'Create an account and sign in',
        description:
          'The new account has role `user` and `emailVerifiedAt: null`; a link to verify the address, valid 48 hours, is mailed to it. Answers as login does, so the caller is signed in (`lastLoginAt` set, an `auth.login` entry written), except with REQUIRE_EMAIL_VERIFICATION=true: then the answer is `{user, emailVerificationRequired: true}` with no token, and sign-in works once the address is verified. 403 when the public setting `registrationEnabled` is false; administrators can still create users.',
        body: RegisterBody,
        response: { 201: EnvelopeSchema(RegisteredSchema), 403: errorResponse('FORBIDDEN: registration is closed') }
      }
    },
    async (request, reply) => {
      const signedIn = await signIn.register(request.body, client(request))
      return reply.code(201).send(ok(signedIn, 'Registered'))
    }
  )

  app.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'login',
        tags,
        summary: 'Sign in with email and password',
        description:
          'A wrong password, an unknown email and an invitation not yet accepted answer the same 401 INVALID_CREDENTIALS. After 10 failures for one email from one IP within 15 minutes, further tries answer 429 with `Retry-After` until the window, which opens at the first failure, passes; a success clears the count. With REQUIRE_EMAIL_VERIFICATION=true, the right password of an account whose address is not verified answers 403 EMAIL_NOT_VERIFIED.\n\nWith two-factor sign-in on, the right password answers `{mfaRequired: true, challenge, expiresAt}` and no token: POST /api/auth/login/2fa with the challenge and a code completes the sign-in. That password neither counts as a failure nor clears the count; wrong codes count as failures. With REQUIRE_2FA_FOR_ADMINS=true, an administrator without two-factor sign-in is signed in with `mfaEnrolmentRequired: true`, and only GET /api/auth/2fa, POST /api/auth/2fa/setup and POST /api/auth/2fa/enable answer them (everything else 403 MFA_ENROLMENT_REQUIRED) until they enable it.',
        body: LoginBody,
        response: {
          200: EnvelopeSchema(LoginAnswerSchema),
          401: errorResponse('INVALID_CREDENTIALS'),
          403: errorResponse('EMAIL_NOT_VERIFIED: the address is not verified yet, and REQUIRE_EMAIL_VERIFICATION is true'),
          503: errorResponse('too many sign-ins at once')
        }
      }
    },
    async (request) => {
      const answer = await signIn.login(request.body.email, request.body.password, client(request))
      return ok(answer, 'mfaRequired' in answer ? 'Password accepted; now the code from the authenticator app' : 'Signed in')
    }
  )

  app.post(
    '/api/auth/logout',
    {
      schema: {
        operationId: 'logout',
        tags,
        summary: 'End the current session',
        description:
          'Bearer token required; it may be expired by less than REFRESH_WINDOW_SECONDS, so that an idle tab can sign out. The token, and every token of its session, answers 401 from now on, on every instance.',
        security: [{ bearerAuth: [] }],
        response: { 200: EnvelopeSchema(DeletedSchema), 401: errorResponse('UNAUTHORIZED: no token, or the session has already ended') }
      }
    },
    async (request) => ok({ id: await sessions.logout(request.headers.authorization) }, 'Signed out')
  )

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags,
        summary: 'Exchange the current token for a new one',
        description: `Bearer token required; it may be expired by less than REFRESH_WINDOW_SECONDS. The presented token stops working at once. Refreshing the same token twice within 10 seconds (two tabs) is allowed and both answers are valid; presenting a replaced token later ends the whole session (reuse detection).`,
        security: [{ bearerAuth: [] }],
        response: { 200: EnvelopeSchema(SignedInSchema), 401: errorResponse('UNAUTHORIZED') }
      }
    },
    async (request) => ok(await sessions.refresh(request.headers.authorization), 'Token refreshed')
  )

  app.get(
    '/api/auth/sessions',
    {
      // Where the owner signed in from is theirs to see, not a script's.
      config: { auth: 'user', apiTokens: false },
      schema: {
        operationId: 'listSessions',
        tags,
        summary: "The caller's live sessions, newest first",
        querystring: SessionsQuery,
        response: { 200: EnvelopeSchema(PageSchema(SessionSchema)) }
      }
    },
    async (request) => ok(await sessions.list(principalOf(request), request.query))
  )

  app.delete(
    '/api/auth/sessions/:id',
    {
      // A leaked token must not be able to keep signing its owner out.
      config: { auth: 'user', apiTokens: false },
      schema: {
        operationId: 'endSession',
        tags,
        summary: 'End one of your sessions',
        description: "Another user's session, or one already ended, is 404.",
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema) }
      }
    },
    async (request) => {
      await sessions.end(principalOf(request), request.params.id)
      return ok({ id: request.params.id }, 'Session ended')
    }
  )

  // The path is under /users/me, but changing a password ends sessions and opens a new one:
  // an auth operation, so it lives with the sessions.
  app.put(
    '/api/users/me/password',
    {
      config: { auth: 'user', apiTokens: false, bodyRules: confirmed },
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Change your password',
        description:
          'Ends every session of the account (other devices are signed out) and answers a fresh token for this one. A wrong `current_password` is 422 and counts as a failed sign-in of the account\'s email from this IP: after 10 in 15 minutes, 429.',
        body: ChangePasswordBody,
        response: { 200: EnvelopeSchema(TokenSchema) }
      }
    },
    async (request) => {
      const token = await signIn.changePassword(principalOf(request), request.body.current_password, request.body.password, client(request))
      return ok(token, 'Password changed')
    }
  )
}
