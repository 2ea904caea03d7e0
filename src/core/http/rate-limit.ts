import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { AppError } from './errors.js'

const WINDOW_MS = 60_000

/**
 * CONTRACT section 11: RATE_LIMIT_USER_PER_MIN per user for a request with a valid token,
 * RATE_LIMIT_ANON_PER_MIN per client IP otherwise, over a 60 s window, shared through Redis
 * when it is configured. The check runs at preParsing: after a route's auth check has set the
 * principal, and before the body is read, so that malformed bodies are counted too.
 * A route opts out with `config: { rateLimit: false }` (the health check does).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { rateLimitAnonPerMin, rateLimitUserPerMin } = app.config
  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => (request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`),
    max: async (request: FastifyRequest) => (request.principal ? rateLimitUserPerMin : rateLimitAnonPerMin),
    ...(app.redis ? { redis: app.redis, nameSpace: 'admin:rate:' } : {}),
    // A Redis outage must not take the API down with it: requests pass uncounted and the
    // health check reports `degraded`.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`)
  })
}
