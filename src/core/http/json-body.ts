import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.js'

/** Deeper JSON than this is refused before parsing; no request field needs more than a few levels. */
const MAX_JSON_DEPTH = 32

// fatal: bytes that are not UTF-8 are refused, never replaced by U+FFFD and stored so.
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Replaces Fastify's JSON parser with one that bounds nesting, takes UTF-8 only and reports the
 * API's error codes, and drops the text/plain parser so that a non-JSON body answers 415.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1]
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON in UTF-8: the only charset accepted is utf-8'), undefined)
      return
    }
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid UTF-8'), undefined)
      return
    }
    if (text.trim() === '') {
      // Clients often label every request as JSON; an empty body where the route reads none
      // (logout, refresh, DELETE) is simply no body.
      if (!request.routeOptions.schema?.body) done(null, undefined)
      else done(new AppError('BAD_REQUEST', 'The request body is empty; send a JSON document'), undefined)
      return
    }
    if (nestingDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError('BAD_REQUEST', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined)
      return
    }
    try {
      done(null, JSON.parse(text, rejectBadKeysAndText))
    } catch (error) {
      done(error instanceof AppError ? error : new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined)
    }
  })
}

// __proto__ and constructor.prototype keys are the prototype-pollution vectors; no field of
// ours uses those names, so a body carrying them is refused outright. A lone surrogate escape
// ("\ud800") is valid JSON but no Unicode text: it could not be stored or sent back as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function rejectBadKeysAndText(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new AppError('BAD_REQUEST', 'The JSON body has a forbidden key: __proto__')
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new AppError('BAD_REQUEST', 'The JSON body holds a lone surrogate escape (such as \\ud800), which is no Unicode text')
  }
  return value
}

/** Maximum depth of arrays and objects in JSON text, ignoring brackets inside strings. */
function nestingDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) max = depth
      if (max > MAX_JSON_DEPTH) return max
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return max
}
