/**
 * Makes the document @fastify/swagger builds precise enough to generate a client from: what
 * the route schemas cannot say by themselves, said once here for every operation.
 */

interface Operation {
  operationId?: string
  security?: unknown[]
  parameters?: Array<{ in: string; required?: boolean; schema?: { default?: unknown } }>
  responses: Record<string, { description?: string; headers?: Record<string, unknown> }>
}

interface Document {
  paths: Record<string, Record<string, Operation>>
  components?: { headers?: Record<string, unknown> }
}

const HEADERS = {
  'X-Request-Id': { description: 'The request id: yours when valid (1 to 128 of [A-Za-z0-9._-]), else a new one. Quote it when reporting a problem.', schema: { type: 'string' } },
  'API-Version': { description: 'The API version that answered.', schema: { type: 'string', const: 'v1' } },
  'X-RateLimit-Limit': { description: 'Requests allowed in the window that applies to the caller (absent while the shared counter store is down).', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the current window ends.', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'WWW-Authenticate': {
    description:
      'RFC 6750: `Bearer error="invalid_token", error_description="…"` when a token was sent. The description begins with a stable word: `expired` (refresh it), `revoked` (the session has ended; sign in again) or `invalid`.',
    schema: { type: 'string' }
  }
}

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Success: the envelope, with the result in `data`.',
  '201': 'Created: the envelope, with the new resource in `data`.'
}

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` })

/** Adds what every operation shares: open security, optional defaulted parameters, descriptions and headers of each answer. */
export function refineDocument<D>(document: D): D {
  const doc = document as Document
  doc.components = { ...doc.components, headers: HEADERS }
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      // An operation that names no security is open; saying so stops a generator from
      // applying a global default.
      operation.security ??= []
      for (const parameter of operation.parameters ?? []) {
        // A parameter with a default may be left out: TypeBox lists it as required only
        // because the validated value always has it.
        if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false
      }
      const rateLimited = '429' in operation.responses
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description || response.description === 'Default Response') {
          response.description = SUCCESS_DESCRIPTIONS[status] ?? 'Success'
        }
        response.headers = {
          'X-Request-Id': ref('X-Request-Id'),
          'API-Version': ref('API-Version'),
          ...(rateLimited && {
            'X-RateLimit-Limit': ref('X-RateLimit-Limit'),
            'X-RateLimit-Remaining': ref('X-RateLimit-Remaining'),
            'X-RateLimit-Reset': ref('X-RateLimit-Reset')
          }),
          ...((status === '429' || status === '503') && { 'Retry-After': ref('Retry-After') }),
          ...(status === '401' && { 'WWW-Authenticate': ref('WWW-Authenticate') })
        }
      }
    }
  }
  return document
}
