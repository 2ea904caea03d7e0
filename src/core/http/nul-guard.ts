import type { FastifyInstance } from 'fastify'
import { AppError, type ErrorDetails } from './errors.js'

const NUL = '\u0000'
const MESSAGE = 'must not contain the NUL character (U+0000)'

/**
 * PostgreSQL text cannot hold U+0000: a string carrying it would fail in the database as a 500.
 * So no body, query or path string may contain it, on either database, for every route at once:
 * 422 VALIDATION_ERROR naming each field, before the schema runs.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const details: ErrorDetails = {}
    collect(request.params, [], details)
    collect(request.query, [], details)
    collect(request.body, [], details)
    if (Object.keys(details).length > 0) throw new AppError('VALIDATION_ERROR', 'The request has invalid fields', details)
  })
}

// Bodies are already bounded in size and depth by the JSON parser, so a recursive walk is safe.
function collect(value: unknown, path: string[], details: ErrorDetails): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) details[path.join('.') || 'body'] = [MESSAGE]
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, String(index)], details))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) details[[...path, key].join('.')] = [MESSAGE]
      else collect(item, [...path, key], details)
    }
  }
}
