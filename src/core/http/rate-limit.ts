import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import { AppError } from '../errors.js'
import type { SharedRedis } from '../redis/redis.js'
import { redisHit } from '../../lib/fixed-windows.js'
import { withPrincipal } from './auth.js'

const WINDOW_MS = 60_000
// Bounds the memory a flood of distinct addresses can take in one window (about 100 bytes each).
const MAX_LOCAL_KEYS = 100_000

const USER = 'user:'
/** The request's key, found before the limiter is chosen, for the limiter's keyGenerator to answer. */
const RATE_LIMIT_KEY = Symbol('rate-limit key')

declare module 'fastify' {
  interface FastifyRequest {
    [RATE_LIMIT_KEY]: string
  }
}

type RateLimitResult = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>

/**
 * Counts every request once, per user with a valid token, else per IP. Our own hook asks
 * @fastify/rate-limit's limiter because its route hooks miss unknown paths (docs/decisions/rate-limit-plugin.md).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { rateLimitAnonPerMin, rateLimitUserPerMin, redisPrefix } = app.config
  const redis = app.redis
  app.decorateRequest(RATE_LIMIT_KEY, '')
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => request[RATE_LIMIT_KEY],
    ...(redis && { store: sharedRedisStore(redis, `${redisPrefix}rate:`) })
  })
  // One limiter per kind of key, each with its limit as a number: the plugin awaits a limit
  // given as a function on every request. Each in-memory store holds at most MAX_LOCAL_KEYS
  // (the option is read by the store the limiter makes, though its type leaves it out).
  const limiter = (max: number) => app.createRateLimit({ max, cache: MAX_LOCAL_KEYS } as Parameters<FastifyInstance['createRateLimit']>[0])
  const forUser = limiter(rateLimitUserPerMin)
  const forAddress = limiter(rateLimitAnonPerMin)

  /** Counts `request` under `key` with the limiter of its kind, then ends the hook with the verdict. */
  const count = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, key: string) => {
    request[RATE_LIMIT_KEY] = key
    ;(key.startsWith(USER) ? forUser : forAddress)(request).then(
      (counted) => done(verdict(reply, counted)),
      (error: unknown) => {
        // Redis cannot count: a Redis outage must not take the API down with it, so the request
        // passes, uncounted and so without X-RateLimit-* headers (there is no count to tell),
        // and the health check reports `degraded`.
        request.log.debug({ err: error }, 'request not counted: the rate-limit store failed')
        done()
      }
    )
  }

  // A callback hook, not an async one: it runs on every request, and the limiter's promise is
  // the only one it needs when the principal is at hand.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done()
    const key = keyOf(request)
    if (typeof key === 'string') count(request, reply, done, key)
    else void key.then((found) => count(request, reply, done, found))
  })
}

/** Sets the X-RateLimit-* headers of a counted request; the 429 when it is over its limit. */
function verdict(reply: FastifyReply, counted: RateLimitResult): AppError | undefined {
  if (counted.isAllowed) return undefined
  const seconds = Math.max(1, counted.ttlInSeconds)
  reply.header('X-RateLimit-Limit', counted.max)
  reply.header('X-RateLimit-Remaining', counted.remaining)
  reply.header('X-RateLimit-Reset', seconds)
  if (!counted.isExceeded) return undefined
  return new AppError('RATE_LIMITED', `Too many requests; retry in ${seconds} seconds`, undefined, { 'Retry-After': String(seconds) })
}

/**
 * `user:<id>` for a request with a valid token, `ip:<address>` for any other. A string when the
 * principal is at hand (its caches held the session), which is nearly always: this runs on every
 * request, and needs no promise then.
 */
function keyOf(request: FastifyRequest): string | Promise<string> {
  if (request.headers.authorization === undefined) return `ip:${request.ip}`
  let key: string | undefined
  let settle: ((key: string) => void) | undefined
  const found = (value: string) => (settle ? settle(value) : (key = value))
  withPrincipal(
    request,
    (principal) => found(`${USER}${principal.userId}`),
    // Not a valid token: counted as anonymous. The route's own check answers the 401.
    () => found(`ip:${request.ip}`)
  )
  return key ?? new Promise((resolve) => (settle = resolve))
}

/**
 * The plugin's store interface over our Redis connection, so that its circuit breaker covers
 * rate limits too (the plugin's own Redis store would talk to the client directly, and a frozen
 * Redis would hold every request for its command timeout).
 */
function sharedRedisStore(redis: SharedRedis, prefix: string) {
  return class SharedRedisStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      redis.run((client) => redisHit(client, prefix + key, timeWindow)).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetAt - Date.now() }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)))
      )
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }
}
