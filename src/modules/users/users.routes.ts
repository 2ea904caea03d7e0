import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { BodyRules } from '../../core/http/body-rules.js'
import type { UsersService } from './users.service.js'
import { CreateUserBody, ListUsersQuery, ProfileUpdateBody, UpdateUserBody, UserSchema, type ApiUser } from './users.schemas.js'
import type { ErrorDetails } from '../../core/errors.js'

/** A user is created with a name and a password, or invited without a password. */
function inviteRules(body: Record<string, unknown>): ErrorDetails {
  if (body.invite === true) return body.password === undefined ? {} : { password: ['must be left out with invite: the invited user chooses it'] }
  return {
    ...(body.password === undefined && { password: ['is required, unless invite is true'] }),
    ...(body.name === undefined && { name: ['is required, unless invite is true'] })
  }
}

const tags = ['users']

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  // The rules that need the database, checked with the schema so that one 422 names every bad field.
  const profileRules: BodyRules = (body, request) => users.profileProblems(principalOf(request).userId, body)
  const newUser: BodyRules = async (body) => ({ ...inviteRules(body), ...(await users.emailProblems(body.email)) })
  const changedEmail: BodyRules = (body, request) => users.emailProblems(body.email, (request.params as { id: string }).id)

  app.get(
    '/api/users/me',
    { config: { auth: 'user' }, schema: { operationId: 'getMe', tags, summary: 'Your account', response: { 200: EnvelopeSchema(UserSchema) } } },
    async (request) => ok(await users.getOwn(principalOf(request).userId))
  )

  app.put(
    '/api/users/me',
    {
      config: { auth: 'user', bodyRules: profileRules },
      schema: {
        operationId: 'updateMe',
        tags,
        summary: 'Change your name or email',
        description:
          'Fields left out keep their value. `role` and other fields are ignored. A new `email` (other than a change of letter case) is the sign-in email, so it needs `current_password`, as a password change does: missing or wrong is 422 on `current_password`, and a wrong one counts as a failed sign-in of the account\'s email from this IP (after 10 in 15 minutes, 429). The new address does not replace the old one at once: a link valid 24 hours is mailed to it (POST /api/auth/email/verify confirms it) and a notice to the old one; the answer shows the account as it is until then.',
        body: ProfileUpdateBody,
        response: { 200: EnvelopeSchema(UserSchema) }
      }
    },
    async (request) => {
      const { userId } = principalOf(request)
      const { current_password: currentPassword, ...changes } = request.body
      const confirm = () => request.server.authenticator.confirmPassword(userId, currentPassword, request.ip)
      const requestChange = (user: ApiUser, email: string) => request.server.emailLinks.verification.requestChange(user, email)
      const { user, emailChangeRequested } = await users.updateProfile(userId, changes, confirm, requestChange)
      return ok(user, emailChangeRequested ? 'Profile updated; the new address changes once the link mailed to it is followed' : 'Profile updated')
    }
  )

  app.get(
    '/api/users',
    {
      config: { auth: 'admin' },
      schema: { operationId: 'listUsers', tags, summary: 'List users', querystring: ListUsersQuery, response: { 200: EnvelopeSchema(PageSchema(UserSchema, true)) } }
    },
    async (request) => ok(await users.list(request.query))
  )

  app.get(
    '/api/users/:id',
    { config: { auth: 'admin' }, schema: { operationId: 'getUser', tags, summary: 'One user', params: IdParams, response: { 200: EnvelopeSchema(UserSchema) } } },
    async (request) => ok(await users.get(request.params.id))
  )

  app.post(
    '/api/users',
    {
      config: { auth: 'admin', bodyRules: newUser },
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Create or invite a user',
        description:
          '`role` defaults to `user`. With a `name` and a `password`, the account is active at once and a link to verify its address is mailed to it. With `invite: true` and no password, the user is `pending` and is mailed a link valid 72 hours to choose their name and password (POST /api/auth/invitation/accept); `name` is optional then. `user.created` is written with the mail.',
        body: CreateUserBody,
        response: { 201: EnvelopeSchema(UserSchema) }
      }
    },
    async (request, reply) => {
      const { invite, password, name, ...rest } = request.body
      const actorId = principalOf(request).userId
      const { emailLinks } = request.server
      if (invite) return reply.code(201).send(ok(await emailLinks.invitations.invite({ ...rest, name }, actorId), 'User invited'))
      const mailVerification = await emailLinks.verification.mailer()
      const user = await users.create({ ...rest, name: name!, password: password! }, actorId, mailVerification)
      return reply.code(201).send(ok(user, 'User created'))
    }
  )

  app.put(
    '/api/users/:id',
    {
      config: { auth: 'admin', bodyRules: changedEmail },
      schema: {
        operationId: 'updateUser',
        tags,
        summary: "Change a user's name, email, role or password",
        description: 'Fields left out keep their value. Demoting the last administrator is 422 LAST_ADMIN. A new password ends every session of the user.',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: EnvelopeSchema(UserSchema) }
      }
    },
    async (request) => ok(await users.update(request.params.id, request.body, principalOf(request).userId), 'User updated')
  )

  app.delete(
    '/api/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'deleteUser',
        tags,
        summary: 'Delete a user',
        description: 'Their sessions, settings and webhooks go with them; their content and files remain. Deleting the last administrator is 422 LAST_ADMIN.',
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema) }
      }
    },
    async (request) => {
      await users.delete(request.params.id, principalOf(request).userId)
      return ok({ id: request.params.id }, 'User deleted')
    }
  )
}
