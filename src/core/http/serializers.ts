import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifyReply } from 'fastify'
import { isDeeplyFrozen } from '../../lib/deep-freeze.js'
import { freeBuffer, isWhole } from '../../lib/free-buffer.js'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type SerializerCompiler = ReturnType<SerializerFactory>
type Serializer = ReturnType<SerializerCompiler>

const fastJsonStringify = SerializerSelector()

/**
 * One fast-json-stringify compiler per set of shared schemas, compiling each distinct response
 * schema once: Fastify compiles per route, status and plugin context, many times over the same schemas.
 * Kept for the process, not per app: a process that builds many apps (tests) compiles them once.
 */
const compilers = new Map<string, SerializerCompiler>()

export function sharedSerializers(): SerializerFactory {
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas ?? null, options ?? null])
    let compiler = compilers.get(key)
    if (!compiler) {
      compiler = compileOnce(fastJsonStringify(externalSchemas, options))
      compilers.set(key, compiler)
    }
    return compiler
  }
}

function compileOnce(compile: SerializerCompiler): SerializerCompiler {
  const compiled = new Map<string, Serializer>()
  return (route) => {
    const key = JSON.stringify(route.schema)
    let serializer = compiled.get(key)
    if (!serializer) {
      serializer = isSuccessEnvelope(route.schema) ? reusingFrozenData(compile(route), dataOnly(compile, route)) : compile(route)
      compiled.set(key, serializer)
    }
    return serializer
  }
}

/** Whether the schema is a success envelope's (core/http/envelope.ts). */
function isSuccessEnvelope(schema: unknown): schema is { properties: Record<string, unknown> } {
  const { properties, required } = (schema ?? {}) as { properties?: Record<string, { const?: unknown }>; required?: string[] }
  return (
    properties !== undefined &&
    properties.success?.const === true &&
    Object.keys(properties).join() === 'success,data,message,timestamp' &&
    required?.includes('data') === true
  )
}

/**
 * The serializer of an envelope's `data` alone. Compiled as the envelope with `data` its only
 * property, so that the references it makes resolve as they do in the whole envelope, and cut
 * out of the `{"data":…}` that writes.
 */
function dataOnly(compile: SerializerCompiler, route: Parameters<SerializerCompiler>[0]): Serializer {
  const { properties } = route.schema as { properties: Record<string, unknown> }
  const opening = '{"data":'.length
  // Compiled when first needed: most envelopes never carry cached data, and start-up need not pay for them.
  let serialize: Serializer | undefined
  return (data: unknown) => {
    serialize ??= compile({ ...route, schema: { ...(route.schema as object), properties: { data: properties.data }, required: ['data'] } })
    return serialize({ data }).slice(opening, -1)
  }
}

/**
 * A frozen `data` (a cached answer, so unchanged) reuses its JSON from the first serialization.
 * Large answers are kept as bytes to avoid re-flattening strings per request; small ones stay
 * strings, written with the headers (docs/decisions/caches-and-invalidation.md).
 */
function reusingFrozenData(whole: Serializer, data: Serializer): Serializer {
  const written = new WeakMap<object, string | Buffer>()
  const serialize = (envelope: { data?: unknown; message?: string; timestamp: string }): string | Buffer => {
    const value = envelope.data
    if (!isDeeplyFrozen(value)) return whole(envelope)
    let json = written.get(value)
    if (json === undefined) {
      const text = data(value)
      json = text.length < SMALL_ANSWER_CHARACTERS ? text : ownBytes(text)
      written.set(value, json)
    }
    const message = envelope.message === undefined ? '' : `,"message":${JSON.stringify(envelope.message)}`
    const closing = `,"timestamp":${JSON.stringify(envelope.timestamp)}${message}}`
    if (typeof json === 'string') return `{"success":true,"data":${json}${closing}`
    const answer = Buffer.allocUnsafe(OPENING.length + json.length + Buffer.byteLength(closing))
    OPENING.copy(answer, 0)
    json.copy(answer, OPENING.length)
    answer.write(closing, OPENING.length + json.length)
    // A small answer is a slice of Buffer's pool, which freeBuffer leaves alone: no 'finish' listener for it.
    if (isWhole(answer)) built.add(answer)
    return answer
  }
  // Fastify's serializer type says string; its reply sends a Buffer the same way.
  return serialize as Serializer
}

const OPENING = Buffer.from('{"success":true,"data":')

/** The answers reusingFrozenData built, each one request's alone. */
const built = new WeakSet<Buffer>()

/**
 * Frees a built answer's memory once its response is written. Left to the collector, hundreds
 * are freed at once by one scavenge, and glibc gives the space back to the system only for the
 * next requests to fault it in again, page by page.
 */
export function freeAnswerOnceSent(reply: FastifyReply, payload: unknown): void {
  if (payload instanceof Buffer && built.has(payload)) reply.raw.once('finish', () => freeBuffer(payload))
}

/** Cached data whose JSON is shorter than this is answered as a string (see reusingFrozenData). */
export const SMALL_ANSWER_CHARACTERS = 512

/** `text`'s UTF-8 in a buffer of its own: a Buffer.from slice of the shared 8 KiB pool, kept, would keep the whole slab. */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text))
  bytes.write(text)
  return bytes
}
