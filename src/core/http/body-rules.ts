import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, type ErrorDetails } from '../errors.js'

/**
 * A rule over a whole body that a schema cannot state (a confirmation, a value from the
 * database, an address a name resolves to); empty when it holds. It may read the request's
 * principal and path parameters, which are known before the body is checked.
 */
export type BodyRules = (body: Record<string, unknown>, request: FastifyRequest) => ErrorDetails | Promise<ErrorDetails>

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Checked with the body's schema, so that one 422 names every bad field: the rules' findings
     * join the schema's when the schema fails, and answer alone when it passes. They see the body
     * as sent, so they check the types they rely on.
     */
    bodyRules?: BodyRules
  }
}

/** The rules' findings about the request's body, or none when the route has no rules or no object body. */
export async function ruleDetails(request: FastifyRequest): Promise<ErrorDetails> {
  const rules = request.routeOptions.config.bodyRules
  const body = request.body
  if (!rules || typeof body !== 'object' || body === null || Array.isArray(body)) return {}
  return rules(body as Record<string, unknown>, request)
}

/**
 * `password_confirmation` must equal `password`: checked with the schema, so that a short
 * password and a confirmation that differs are named together.
 */
export const passwordConfirmed: BodyRules = (body) => {
  const found: ErrorDetails = {}
  if (typeof body.password === 'string' && typeof body.password_confirmation === 'string' && body.password !== body.password_confirmation) {
    found.password_confirmation = ['must equal password']
  }
  return found
}

/** One rule made of several, their findings merged. */
export function allRules(...rules: BodyRules[]): BodyRules {
  return async (body, request) => (await Promise.all(rules.map((rule) => rule(body, request)))).reduce(mergeDetails, {})
}

/** Adds the rules' check after a route's schema has passed. */
export function registerBodyRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.bodyRules) return
    const check = async (request: FastifyRequest) => {
      const details = await ruleDetails(request)
      if (Object.keys(details).length > 0) throw new AppError('VALIDATION_ERROR', 'The request has invalid fields', details)
    }
    route.preHandler = [...[route.preHandler ?? []].flat(), check]
  })
}

/** Both sets of findings, each field's messages once. */
export function mergeDetails(first: ErrorDetails, second: ErrorDetails): ErrorDetails {
  const merged: ErrorDetails = { ...first }
  for (const [field, messages] of Object.entries(second)) {
    merged[field] = [...new Set([...(merged[field] ?? []), ...messages])]
  }
  return merged
}
