import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { AppError, insufficientScope } from '../errors.js'
import type { Authenticator, Principal } from '../principal.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route: any signed-in user, or an administrator */
    auth?: 'user' | 'admin'
    /**
     * false: a personal API token may not call the route, whatever its scope (managing tokens,
     * two-factor settings, a password change: what a leaked token must not be able to do)
     */
    apiTokens?: boolean
    /** true: the route answers an administrator who must still turn on two-factor sign-in (enrolment) */
    mfaEnrolment?: boolean
  }
  interface FastifyRequest {
    principal: Principal | null
  }
  interface FastifyInstance {
    authenticator: Authenticator
  }
}

/** What a personal API token with scope `read` may send. */
const READ_METHODS = new Set(['GET', 'HEAD'])
const READ_ONLY = insufficientScope('write', 'This API token has scope read: it may only send GET and HEAD requests')

/** 403 for an administrator who must still turn on two-factor sign-in (REQUIRE_2FA_FOR_ADMINS), on every route but the enrolment ones. */
export const ENROL_FIRST = new AppError(
  'MFA_ENROLMENT_REQUIRED',
  'Administrators must turn on two-factor sign-in first (REQUIRE_2FA_FOR_ADMINS): POST /api/auth/2fa/setup, then POST /api/auth/2fa/enable'
)

const verified = new WeakMap<FastifyRequest, Principal | Promise<Principal>>()

/**
 * The request's credentials, verified once however many hooks ask (rate limit, then the route).
 * A plain principal when the caches answered at once, so no hook waits; else a promise.
 */
function authenticate(request: FastifyRequest): Principal | Promise<Principal> {
  let principal = verified.get(request)
  if (!principal) {
    try {
      principal = request.server.authenticator.authenticate(request.headers.authorization)
    } catch (error) {
      principal = Promise.reject(error as Error)
    }
    verified.set(request, principal)
  }
  return principal
}

/**
 * Calls `then` with the request's principal, at once when it is at hand; `otherwise` with the
 * 401, or with what `then` threw after a wait (which, called at once, throws to the hook's caller).
 */
export function withPrincipal(request: FastifyRequest, then: (principal: Principal) => void, otherwise: (error: Error) => void): void {
  const principal = authenticate(request)
  if (principal instanceof Promise) principal.then(then).catch(otherwise)
  else then(principal)
}

/** The caller of a route declared with `config.auth`; throws if used on an open route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`route ${request.routeOptions.url} reads the principal without config.auth`)
  return request.principal
}

/**
 * Adds the check for `config: { auth: 'user' | 'admin' }` before the body is parsed (an anonymous
 * caller learns nothing of the body rules), with its 401/403 and bearer entry in OpenAPI.
 */
export function registerAuthConvention(app: FastifyInstance): void {
  app.decorateRequest('principal', null)
  app.addHook('onRoute', (route) => {
    const required = route.config?.auth
    if (!required) return
    const tokensAllowed = route.config?.apiTokens !== false
    const enrolment = route.config?.mfaEnrolment === true
    // A callback hook, not an async one: with the principal at hand it costs no promise.
    const check: onRequestHookHandler = (request, _reply, done) => {
      withPrincipal(
        request,
        (principal) => {
          if (principal.scope !== undefined) {
            if (principal.scope === 'read' && !READ_METHODS.has(request.method)) return done(READ_ONLY)
            if (!tokensAllowed) return done(new AppError('FORBIDDEN', 'A personal API token cannot do this; sign in with your password'))
          }
          if (principal.mfaEnrolmentRequired && !enrolment) return done(ENROL_FIRST)
          if (required === 'admin' && principal.role !== 'admin') return done(new AppError('FORBIDDEN', 'This action needs an administrator'))
          request.principal = principal
          done()
        },
        done
      )
    }
    route.onRequest = [...toArray(route.onRequest), check]
    if (route.schema) {
      const reads = [route.method].flat().every((method) => READ_METHODS.has(method))
      const who = required === 'admin' ? 'Needs an administrator token' : 'Needs a bearer token'
      const which = !tokensAllowed ? ' from a sign-in; personal API tokens are refused (403 FORBIDDEN).' : reads ? ', or a personal API token.' : ', or a personal API token with scope `write` (403 INSUFFICIENT_SCOPE for a `read` one).'
      route.schema = {
        ...route.schema,
        security: tokensAllowed ? [{ bearerAuth: [] }, { apiToken: [] }] : [{ bearerAuth: [] }],
        description: [route.schema.description, who + which].filter(Boolean).join('\n\n')
      }
    }
  })
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}
