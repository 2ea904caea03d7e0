import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.js'

export const API_VERSION = 'v1'
const VERSIONED_PREFIX = `/api/${API_VERSION}`

/**
 * `/api/v1/x` is `/api/x`: the URL is rewritten before routing, so there is one route table.
 * Used as Fastify's `rewriteUrl`.
 */
export function stripVersionPrefix(url: string): string {
  if (!url.startsWith(VERSIONED_PREFIX)) return url
  const rest = url.slice(VERSIONED_PREFIX.length)
  if (rest === '' || rest.startsWith('/') || rest.startsWith('?')) return `/api${rest}`
  return url
}

const VENDOR_TYPE = /application\/vnd\.service\.([^+;,\s]+)\+json/gi

/**
 * Every answer names the API version; an Accept header that asks for a version we do not
 * serve is refused with 406 instead of being silently answered in another version.
 */
export function registerVersioning(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('API-Version', API_VERSION)
    const accept = request.headers.accept
    if (!accept || !accept.includes('vnd.service.')) return
    for (const match of accept.matchAll(VENDOR_TYPE)) {
      if (match[1] !== API_VERSION) {
        throw new AppError('UNSUPPORTED_VERSION', `API version ${match[1]} is not available; this service serves ${API_VERSION}`)
      }
    }
  })
}
