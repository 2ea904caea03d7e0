import type { FastifyInstance } from 'fastify'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'

/**
 * An API answers JSON only: nothing may be framed, scripted or sniffed. The docs page and the
 * panel set their own policy for their assets, over this one.
 */
const API_POLICY: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-origin' }
}

/** Helmet's headers for an API on every answer, by @fastify/helmet. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, API_POLICY)
}
