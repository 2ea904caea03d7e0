import type { components, operations, paths } from './openapi.js'

/** The methods the API serves. */
export type Method = 'get' | 'post' | 'put' | 'delete'

/**
 * Paths that answer `M` with JSON a call can hand back: the envelope's `data`, or the health
 * report. The Prometheus text and file downloads are not JSON: they have methods of their own.
 */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : [JsonAnswer<Data<NonNullable<paths[P][M]>>>] extends [never] ? never : P
}[keyof paths]

/** `D` when it is a JSON value a call reads from an answer; never for text or bytes (typed as a string). */
type JsonAnswer<D> = [D] extends [never] ? never : [D] extends [string] ? never : D

/** The operation at `P` for `M`. */
export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

type Parameters<O> = O extends { parameters: infer Known } ? Known : never
type Present<T> = [T] extends [never] ? never : [T] extends [undefined] ? never : T

/** Path parameters of an operation (`{id}` and the like), or never when it has none. */
export type PathParams<O> = Present<Parameters<O> extends { path: infer Path } ? Path : never>
/** Query parameters of an operation, or never when it has none. */
export type QueryParams<O> = Present<Parameters<O> extends { query?: infer Query } ? CursorOrPage<Query> : never>

/**
 * A list's query takes a `cursor` or a `page`, not both: the service refuses a cursor with a
 * `page` other than 1, so the type does too.
 */
type CursorOrPage<Query> = Query extends { cursor?: string; page?: number }
  ? (Omit<Query, 'cursor'> & { cursor?: undefined }) | (Omit<Query, 'cursor' | 'page'> & { cursor: string; page?: 1 })
  : Query
/** The JSON body of an operation, or never when it takes none. */
export type JsonBody<O> = Present<O extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never>

/**
 * What `data` holds in the success envelope of an operation (its 200, 201 or 202 answer); the whole
 * body for the one answer that has no envelope (the health check).
 */
export type Data<O> = O extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body extends { success: true; data: infer D }
            ? D
            : Body
          : never
        : never
    }[keyof Responses]
  : never

/** What a call takes besides its method and path: each part required exactly when the operation has it. */
export type RequestOptions<O> = ([PathParams<O>] extends [never] ? { path?: undefined } : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never] ? { query?: undefined } : { query?: QueryParams<O> }) &
  ([JsonBody<O>] extends [never] ? { body?: undefined } : { body: JsonBody<O> }) & {
    signal?: AbortSignal
    headers?: Record<string, string>
  }

/** What `GET /api/health` answers, without the envelope. */
export type HealthReport = operations['getHealth']['responses'][200]['content']['application/json']

/** Every error code the service answers with. */
export type ErrorCode = components['schemas']['ErrorEnvelope']['error']['code']

/** The error envelope of every failure. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope']

/** Schemas the API names, such as `User` and `ContentItem`. */
export type Schemas = components['schemas']
