import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../../core/http/auth.js'
import type { BodyRules } from '../../../core/http/body-rules.js'
import type { ErrorDetails } from '../../../core/errors.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../../core/http/envelope.js'
import { errorResponse } from '../../../core/http/openapi.js'
import { PageSchema } from '../../../core/http/pagination.js'
import { MAX_TOKENS_PER_USER, type ApiTokensService } from './api-tokens.service.js'
import { ApiTokenSchema, CreatedApiTokenSchema, ListApiTokensQuery, NewApiTokenBody } from './api-tokens.schemas.js'

const tags = ['auth']

/** An expiry already past, named in the same 422 as the schema's findings (the service checks it too). */
const expiresInFuture: BodyRules = (body) => {
  const past = typeof body.expiresAt === 'string' && Date.parse(body.expiresAt) <= Date.now()
  const found: ErrorDetails = {}
  if (past) found.expiresAt = ['must be in the future']
  return found
}

export const apiTokensRoutes: FastifyPluginAsyncTypebox<{ apiTokens: ApiTokensService }> = async (app, { apiTokens }) => {
  app.post(
    '/api/auth/tokens',
    {
      config: { auth: 'user', apiTokens: false, bodyRules: expiresInFuture },
      schema: {
        operationId: 'createApiToken',
        tags,
        summary: 'Create a personal API token (shown once)',
        description: `A token for scripts and integrations, acting as you: \`apt_\` and 43 characters, answered in \`token\` this once and stored only as a hash, so copy it now. Scope \`read\` allows GET and HEAD only; \`write\` all you may do, except what needs a sign-in (tokens, two-factor settings, your password). It stops working at \`expiresAt\` (never when left out), when revoked, when your account is deleted, and when your password is changed or reset. Your role applies, as it is at each request. At most ${MAX_TOKENS_PER_USER} per account (409 CONFLICT past it). Writes a \`token.created\` activity entry.`,
        body: NewApiTokenBody,
        response: {
          201: EnvelopeSchema(CreatedApiTokenSchema),
          409: errorResponse(`CONFLICT: you already hold ${MAX_TOKENS_PER_USER} tokens; revoke one first`)
        }
      }
    },
    async (request, reply) => reply.code(201).send(ok(await apiTokens.create(principalOf(request), request.body), 'API token created'))
  )

  app.get(
    '/api/auth/tokens',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listApiTokens',
        tags,
        summary: 'Your personal API tokens, newest first (an administrator: any user\'s)',
        description:
          "Never the tokens themselves: `hint` shows their first characters. Expired tokens are listed until revoked. An administrator lists another user's with `userId` (404 when there is no such user); anyone else asking for another user's is 403.",
        querystring: ListApiTokensQuery,
        response: {
          200: EnvelopeSchema(PageSchema(ApiTokenSchema)),
          403: errorResponse("FORBIDDEN: another user's tokens, asked for by someone who is not an administrator"),
          404: errorResponse('NOT_FOUND: no user with this userId')
        }
      }
    },
    async (request) => ok(await apiTokens.list(principalOf(request), request.query))
  )

  app.delete(
    '/api/auth/tokens/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'revokeApiToken',
        tags,
        summary: 'Revoke a personal API token',
        description:
          "The token answers 401 from the next request on, on every instance. Your own, or an administrator any user's; a token you cannot see, or one already revoked, is 404. Called with a personal API token, only that token itself (403 FORBIDDEN for any other: managing tokens needs a sign-in). Writes a `token.revoked` activity entry.",
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema), 403: errorResponse('FORBIDDEN: a personal API token revoking another token') }
      }
    },
    async (request) => {
      await apiTokens.revoke(principalOf(request), request.params.id)
      return ok({ id: request.params.id }, 'API token revoked')
    }
  )
}
