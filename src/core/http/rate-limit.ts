import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { AppError } from '../errors.js'
import { authenticate } from './auth.js'

const WINDOW_MS = 60_000

/**
 * CONTRACT section 11: RATE_LIMIT_USER_PER_MIN per user for a request with a valid token,
 * RATE_LIMIT_ANON_PER_MIN per client IP otherwise, over a 60 s window, shared through Redis
 * when it is configured. Every request is counted, once, before anything else reads it: on open
 * routes too (a valid token there counts for its user), for unknown paths, for a token that
 * turns out bad (401: the request had no valid token, so it counts for its IP) and for bodies
 * that turn out malformed. A route opts out with `config: { rateLimit: false }` (the health
 * check does).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { rateLimitAnonPerMin, rateLimitUserPerMin } = app.config
  // Not `global`: the plugin would hook each route after its auth check, so a bad token would
  // never be counted, and the not-found handler, which is no route, not at all.
  await app.register(rateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    keyGenerator: callerKey,
    max: async (_request: FastifyRequest, key: string) => (key.startsWith('user:') ? rateLimitUserPerMin : rateLimitAnonPerMin),
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisPrefix}rate:` } : {}),
    // A failed count reaches the hook below, which lets the request through.
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`)
  })
  const limit = app.rateLimit()
  // A callback hook, not an async one: it runs on every request, and the health check, which
  // opts out, then costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done()
    limit.call(app, request, reply).then(
      () => done(),
      (error: unknown) => {
        if (error instanceof AppError) return done(error)
        // Redis cannot count: a Redis outage must not take the API down with it, so the request
        // passes, uncounted and so without X-RateLimit-* headers (there is no count to tell), and
        // the health check reports `degraded`.
        request.log.debug({ err: error }, 'request not counted: the rate-limit store failed')
        done()
      }
    )
  })
}

/**
 * The user of a valid token, whatever the route; the client IP for everyone else. A route that
 * needs a token reads the same verification afterwards and answers 401 when it failed.
 */
async function callerKey(request: FastifyRequest): Promise<string> {
  if (request.headers.authorization !== undefined) {
    try {
      return `user:${(await authenticate(request)).userId}`
    } catch {
      // Not a valid token: counted as anonymous.
    }
  }
  return `ip:${request.ip}`
}
