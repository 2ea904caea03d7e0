import type { FastifyInstance } from 'fastify'
import { AppError, MAX_DETAIL_FIELDS, type ErrorDetails } from '../errors.js'

const NUL = '\u0000'
const MESSAGE = 'must not contain the NUL character (U+0000)'

/**
 * PostgreSQL text cannot hold U+0000: a string carrying it would fail in the database as a 500.
 * So no body, query or path string may contain it, on either database, for every route at once:
 * 422 VALIDATION_ERROR naming each field, before the schema runs.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // An unknown path is 404 whatever it holds; its only parameter is the router's catch-all '*'.
    if (request.is404) return done()
    const found = new Findings()
    found.collect(request.params)
    found.collect(request.query)
    found.collect(request.body)
    done(found.details ? new AppError('VALIDATION_ERROR', 'The request has invalid fields', found.details) : undefined)
  })
}

/**
 * The fields holding a NUL; at most MAX_DETAIL_FIELDS, so a body of many NULs cannot make a huge
 * answer. This runs on every request, nearly always finding nothing: the walk keeps one path and
 * allocates only for what it finds.
 */
class Findings {
  details: ErrorDetails | undefined
  private count = 0
  private readonly path: string[] = []

  // Bodies are already bounded in size and depth by the JSON parser, so a recursive walk is safe.
  collect(value: unknown): void {
    if (this.count >= MAX_DETAIL_FIELDS) return
    if (typeof value === 'string') {
      if (value.includes(NUL)) this.add(this.path.join('.') || 'body')
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) this.collectAt(String(index), value[index])
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (key.includes(NUL)) this.add([...this.path, key].join('.'))
        else this.collectAt(key, (value as Record<string, unknown>)[key])
      }
    }
  }

  private collectAt(key: string, value: unknown): void {
    this.path.push(key)
    this.collect(value)
    this.path.pop()
  }

  private add(field: string): void {
    this.details ??= {}
    if (this.count >= MAX_DETAIL_FIELDS || this.details[field]) return
    this.details[field] = [MESSAGE]
    this.count++
  }
}
