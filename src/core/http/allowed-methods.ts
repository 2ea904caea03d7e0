import type { FastifyInstance } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'

declare module 'fastify' {
  interface FastifyInstance {
    /** the methods some route answers at this path (already stripped of its version prefix) */
    allowedMethods(path: string): string[]
  }
}

const NOOP = () => {}

/**
 * Which methods a path answers, for the 405 and OPTIONS answers of the not-found handler.
 * Fastify's router is not asked: it offers no lookup by concrete path across methods, so a
 * second router (the same library, with the same parameter rule) holds every route's pattern.
 */
export function registerAllowedMethods(app: FastifyInstance, maxParamLength: number): void {
  const router = FindMyWay({ maxParamLength })
  const seen = new Set<string>()
  app.addHook('onRoute', (route) => {
    // A wildcard route (the docs page's static files) answers every path below it, existing or
    // not: it says nothing about what a path serves.
    if (route.url.endsWith('/*')) return
    for (const method of [route.method].flat()) {
      if (method === 'OPTIONS' || seen.has(`${method} ${route.url}`)) continue
      seen.add(`${method} ${route.url}`)
      router.on(method as HTTPMethod, route.url, NOOP)
    }
  })
  app.decorate('allowedMethods', (path: string) =>
    ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => router.find(method as HTTPMethod, path) !== null)
  )
}
