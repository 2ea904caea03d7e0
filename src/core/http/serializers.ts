import SerializerSelector from '@fastify/fast-json-stringify-compiler'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type SerializerCompiler = ReturnType<SerializerFactory>
type Serializer = ReturnType<SerializerCompiler>

const fastJsonStringify = SerializerSelector()

/**
 * Fastify's own serializer factory (fast-json-stringify) for one app, compiling each distinct
 * response schema once. Fastify compiles one serializer per route and status, asks each plugin
 * context for a compiler of its own, and openapi.ts gives every route the same error answers:
 * 562 compilations of 54 distinct schemas, 150 ms of start-up and their generated code kept in
 * memory. A serializer depends only on its schema, the context's shared schemas and the app's
 * serializer options: contexts with the same shared schemas get one compiler, as Fastify gives
 * a plugin its parent's, and it compiles each schema once.
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
      serializer = compile(route)
      compiled.set(key, serializer)
    }
    return serializer
  }
}
