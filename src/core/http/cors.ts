import type { FastifyReply, FastifyRequest } from 'fastify'

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE'
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Request-Id'
/** What a UI may read of an answer besides the body and the CORS-safelisted headers. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'API-Version',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Content-Disposition',
  'WWW-Authenticate'
].join(', ')
/** Two hours: the most Chromium honours, so a UI sends one preflight per route per two hours. */
const MAX_AGE_SECONDS = '7200'

/** Every answer varies by Origin, whether it allowed it or not (a shared cache must not mix them). */
export const VARY_ORIGIN = { vary: 'Origin' } as const

/**
 * CORS for CORS_ORIGINS; a listed origin's preflight is answered 204 before authentication and
 * rate limits, as browsers send it without credentials. Answers true when it answered.
 */
export function corsStep(origins: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const allowed = new Set(origins)
  return (request, reply) => {
    const origin = request.headers.origin
    if (origin === undefined || !allowed.has(origin)) return false
    reply.header('Access-Control-Allow-Origin', origin)
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return false
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', MAX_AGE_SECONDS)
      .header('Content-Length', '0')
      .send()
    return true
  }
}
