import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'

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
const MAX_AGE_SECONDS = 7200

/** An origin on the list: Access-Control-Allow-Origin (its own origin) and the exposed headers. */
const ALLOWED: FastifyCorsOptions = {
  origin: true,
  methods: ALLOWED_METHODS,
  allowedHeaders: ALLOWED_HEADERS,
  exposedHeaders: EXPOSED_HEADERS,
  maxAge: MAX_AGE_SECONDS
}
/**
 * An allowed origin's OPTIONS that is no preflight (no Access-Control-Request-Method): the CORS
 * headers, then what the path serves (the not-found handler's 204 with Allow), where the plugin
 * would answer a text/plain 400 outside the envelope.
 */
const ALLOWED_NO_PREFLIGHT: FastifyCorsOptions = { ...ALLOWED, preflight: false }
/** Any other origin, or none: no CORS header at all, so the browser refuses the call itself. */
const REFUSED: FastifyCorsOptions = { origin: false }

/**
 * CORS for the origins of CORS_ORIGINS, by @fastify/cors. Its hook runs where it is registered
 * among the onRequest hooks: after the headers every answer carries, before the refusals
 * (406, 503) so that a UI can read those, and before authentication and rate limits, which a
 * browser's preflight carries no credentials for. An allowed origin's preflight is answered 204
 * there. Every answer varies by Origin, allowed or not (a shared cache must not mix them).
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins)
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin
    if (origin === undefined || !allowed.has(origin)) return REFUSED
    return request.method === 'OPTIONS' && request.headers['access-control-request-method'] === undefined ? ALLOWED_NO_PREFLIGHT : ALLOWED
  }
  await app.register(fastifyCors, { delegator: (request, callback) => callback(null, optionsFor(request)) })
}
