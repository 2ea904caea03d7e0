import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { passwordConfirmed } from '../../core/http/body-rules.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import { UserSchema } from '../users/users.schemas.js'
import type { EmailVerificationService } from './email-verification.service.js'
import type { InvitationsService } from './invitations.service.js'
import type { PasswordResetService } from './password-reset.service.js'
import { PER_EMAIL, PER_IP } from './request-limit.js'
import { AcceptedSchema, AcceptInvitationBody, AddressBody, ResetPasswordBody, TokenBody } from './email-links.schemas.js'

export interface EmailLinksRoutesOptions {
  reset: PasswordResetService
  invitations: InvitationsService
  verification: EmailVerificationService
}

const LIMITS = `At most ${PER_EMAIL} requests for one address and ${PER_IP} from one client IP in 15 minutes, whether or not the address has an account; past that, 429 with \`Retry-After\`.`
const BAD_TOKEN = 'VALIDATION_ERROR on `token`: unknown, already used, or expired'

export const emailLinksRoutes: FastifyPluginAsyncTypebox<EmailLinksRoutesOptions> = async (app, { reset, invitations, verification }) => {
  /** A request for a mailed link: always 202 with the same body, at once, so that whether an account has the address is never told. */
  const linkRequest = (url: string, doc: { operationId: string; summary: string; description: string }, send: (email: string, ip: string) => Promise<void>, message: string) =>
    app.post(url, { schema: { ...doc, tags: ['auth'], body: AddressBody, response: { 202: EnvelopeSchema(AcceptedSchema) } } }, async (request, reply) => {
      await send(request.body.email, request.ip)
      return reply.code(202).send(ok({}, message))
    })

  linkRequest(
    '/api/auth/password/forgot',
    {
      operationId: 'forgotPassword',
      summary: 'Mail a link to reset a forgotten password',
      description: `Always 202 with the same body, at once: whether an account has this address is never told. When an active account has it, a link valid 30 minutes and usable once is mailed to it, to the panel's \`/reset-password\` page; a newer link replaces an older one. ${LIMITS}`
    },
    (email, ip) => reset.forgot(email, ip),
    'If an account has this address, a link to reset its password is on its way'
  )

  app.post(
    '/api/auth/password/reset',
    {
      config: { bodyRules: passwordConfirmed },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with a mailed link',
        description: "Sets the password of the link's account and ends every session of it (sign in again); the link is used up. Following it also verifies the address.",
        body: ResetPasswordBody,
        response: { 200: EnvelopeSchema(UserSchema), 422: errorResponse(BAD_TOKEN) }
      }
    },
    async (request) => ok(await reset.reset(request.body.token, request.body.password), 'Password reset; sign in with the new password')
  )

  linkRequest(
    '/api/auth/email/verification',
    {
      operationId: 'requestEmailVerification',
      summary: 'Mail the verification link again',
      description: `Always 202 with the same body, at once. When an active account has this address and has not verified it, a new link valid 48 hours is mailed to it, to the panel's \`/verify-email\` page. ${LIMITS}`
    },
    (email, ip) => verification.requestAgain(email, ip),
    'If an account has this address unverified, a link to verify it is on its way'
  )

  app.post(
    '/api/auth/email/verify',
    {
      schema: {
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary: 'Verify an address with a mailed link',
        description:
          "A new account's link sets `emailVerifiedAt`. The link of a change of sign-in address (PUT /api/users/me) makes the new address the account's, verified; it stops working once the account's password changes. 409 CONFLICT when another account took the address meanwhile.",
        body: TokenBody,
        response: { 200: EnvelopeSchema(UserSchema), 409: errorResponse('CONFLICT: the new address belongs to another account now'), 422: errorResponse(BAD_TOKEN) }
      }
    },
    async (request) => ok(await verification.verify(request.body.token), 'Email address verified')
  )

  app.post(
    '/api/auth/invitation/accept',
    {
      config: { bodyRules: passwordConfirmed },
      schema: {
        operationId: 'acceptInvitation',
        tags: ['auth'],
        summary: 'Accept an invitation: choose your name and password',
        description: 'The pending account becomes active with this name and password, its address verified; then sign in. Writes `user.updated`.',
        body: AcceptInvitationBody,
        response: { 200: EnvelopeSchema(UserSchema), 422: errorResponse(`${BAD_TOKEN}, or the invitation was withdrawn`) }
      }
    },
    async (request) => ok(await invitations.accept(request.body.token, request.body.name, request.body.password), 'Invitation accepted; sign in')
  )

  app.post(
    '/api/users/:id/invitation',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'resendInvitation',
        tags: ['users'],
        summary: 'Mail a pending user a new invitation link',
        description: 'The new link is valid 72 hours; the earlier one stops working. 409 when the user is not pending.',
        params: IdParams,
        response: { 200: EnvelopeSchema(UserSchema), 409: errorResponse('CONFLICT: the user has accepted the invitation already') }
      }
    },
    async (request) => ok(await invitations.resend(request.params.id, principalOf(request).userId), 'Invitation sent again')
  )

  app.delete(
    '/api/users/:id/invitation',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'revokeInvitation',
        tags: ['users'],
        summary: 'Withdraw an invitation',
        description: 'Deletes the pending user (`user.deleted`); the link stops working. 409 when the user is not pending.',
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema), 409: errorResponse('CONFLICT: the user has accepted the invitation already') }
      }
    },
    async (request) => {
      await invitations.revoke(request.params.id, principalOf(request).userId)
      return ok({ id: request.params.id }, 'Invitation withdrawn')
    }
  )
}
