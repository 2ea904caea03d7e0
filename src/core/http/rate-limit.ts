import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '../errors.js'
import { LocalWindows, redisHit, type WindowCount } from '../../lib/fixed-windows.js'
import { withPrincipal } from './auth.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not counted (the health check, downloads) */
    rateLimit?: false
  }
}

const WINDOW_MS = 60_000
// Bounds the memory a flood of distinct addresses can take in one window (about 100 bytes each).
const MAX_LOCAL_KEYS = 100_000

/**
 * RATE_LIMIT_USER_PER_MIN per user for a request with a valid token,
 * RATE_LIMIT_ANON_PER_MIN per client IP otherwise, in fixed 60 s windows, shared through Redis
 * when it is configured. Every request is counted, once, before anything else reads it: on open
 * routes too (a valid token there counts for its user), for unknown paths, for a token that
 * turns out bad (401: the request had no valid token, so it counts for its IP) and for bodies
 * that turn out malformed. A route opts out with `config: { rateLimit: false }`.
 *
 * Our own hook rather than @fastify/rate-limit: that plugin cost about 8 µs of CPU on every
 * request (a fifth of a `/users/me`), in promises and option lookups per request, where a
 * counter in memory needs a Map lookup; an anonymous request here costs no promise at all.
 */
export function registerRateLimit(app: FastifyInstance): void {
  const { rateLimitAnonPerMin, rateLimitUserPerMin, redisPrefix } = app.config
  const redis = app.redis
  const local = new LocalWindows(WINDOW_MS, MAX_LOCAL_KEYS)
  const count = redis ? (key: string) => redis.run((client) => redisHit(client, `${redisPrefix}rate:${key}`, WINDOW_MS)) : (key: string) => local.hit(key)

  /** Sets the headers, and answers the 429 when the hit is over `max`. */
  const judge = (reply: FastifyReply, max: number, hit: WindowCount): AppError | undefined => {
    const seconds = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000))
    reply.header('X-RateLimit-Limit', max)
    reply.header('X-RateLimit-Remaining', Math.max(0, max - hit.count))
    reply.header('X-RateLimit-Reset', seconds)
    if (hit.count <= max) return undefined
    return new AppError('RATE_LIMITED', `Too many requests; retry in ${seconds} seconds`, undefined, { 'Retry-After': String(seconds) })
  }

  // A callback hook, not an async one: it runs on every request, and an anonymous one counted in
  // memory then costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done()
    const counted = (key: string, max: number) => {
      const hit = count(key)
      if (!(hit instanceof Promise)) return done(judge(reply, max, hit))
      hit.then(
        (shared) => done(judge(reply, max, shared)),
        (error: unknown) => {
          // Redis cannot count: a Redis outage must not take the API down with it, so the request
          // passes, uncounted and so without X-RateLimit-* headers (there is no count to tell),
          // and the health check reports `degraded`.
          request.log.debug({ err: error }, 'request not counted: the rate-limit store failed')
          done()
        }
      )
    }
    const anonymous = () => counted(`ip:${request.ip}`, rateLimitAnonPerMin)
    if (request.headers.authorization === undefined) return anonymous()
    withPrincipal(
      request,
      (principal) => counted(`user:${principal.userId}`, rateLimitUserPerMin),
      // Not a valid token: counted as anonymous. The route's own check answers the 401.
      anonymous
    )
  })
}
