import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import { isDeeplyFrozen } from '../../lib/deep-freeze.js'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type SerializerCompiler = ReturnType<SerializerFactory>
type Serializer = ReturnType<SerializerCompiler>

const fastJsonStringify = SerializerSelector()

/**
 * Fastify's own serializer factory (fast-json-stringify) for one app, compiling each distinct
 * response schema once. Fastify compiles one serializer per route and status, asks each plugin
 * context for a compiler of its own, and openapi.ts gives every route the same error answers:
 * ten times as many compilations as distinct schemas, each costing start-up time and memory. A serializer depends only on its schema, the context's shared schemas and the app's
 * serializer options: contexts with the same shared schemas get one compiler, as Fastify gives
 * a plugin its parent's, and it compiles each schema once (a success envelope that carries
 * cached data, twice: whole, and its data alone, see reusingFrozenData).
 */
export function sharedSerializers(): SerializerFactory {
  const compilers = new Map<string, SerializerCompiler>()
  return (externalSchemas, options) => {
    const key = JSON.stringify(externalSchemas ?? null)
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
 * A success envelope whose `data` deepFreeze froze gets that data's JSON from the first time it
 * was serialized: such an answer is one a cache holds (a page of the content list, an item), so
 * it cannot have changed, and serializing a page again was a large part of a cached list
 * request. Anything else is serialized as usual. The envelope around
 * it is written here as fast-json-stringify writes it: the required properties, then the
 * optional message.
 *
 * A large answer is bytes, not a string (Fastify sends either as it is): the data's JSON is kept
 * encoded and copied once into the answer, where a string around it would be flattened into new
 * young-generation strings twice per request (for Content-Length, then behind the headers). A
 * small one (a user) stays a string: Node writes it with the headers in one piece,
 * where bytes cost a Buffer, its copies and a chunk of their own on every answer.
 */
function reusingFrozenData(whole: Serializer, data: Serializer): Serializer {
  const written = new WeakMap<object, string | Buffer>()
  const serialize = (envelope: { data?: unknown; message?: string; timestamp: string }): string | Buffer => {
    const value = envelope.data
    if (!isDeeplyFrozen(value)) return whole(envelope)
    let json = written.get(value)
    if (json === undefined) {
      const text = data(value)
      json = text.length < SMALL_ANSWER_CHARACTERS ? text : Buffer.from(text)
      written.set(value, json)
    }
    const message = envelope.message === undefined ? '' : `,"message":${JSON.stringify(envelope.message)}`
    const closing = `,"timestamp":${JSON.stringify(envelope.timestamp)}${message}}`
    if (typeof json === 'string') return `{"success":true,"data":${json}${closing}`
    const answer = Buffer.allocUnsafe(OPENING.length + json.length + Buffer.byteLength(closing))
    OPENING.copy(answer, 0)
    json.copy(answer, OPENING.length)
    answer.write(closing, OPENING.length + json.length)
    return answer
  }
  // Fastify's serializer type says string; its reply sends a Buffer the same way.
  return serialize as Serializer
}

const OPENING = Buffer.from('{"success":true,"data":')
/** Cached data whose JSON is shorter than this is answered as a string (see reusingFrozenData). */
export const SMALL_ANSWER_CHARACTERS = 512
