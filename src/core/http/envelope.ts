import Type, { type Static, type TInteger, type TNumber, type TSchema, type TString } from 'typebox'
import { ERROR_STATUS } from '../errors.js'

export interface Envelope<T> {
  success: true
  data: T
  message?: string
  timestamp: string
}

/** The success envelope; `message` on every mutation. */
export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined
    ? { success: true, data, timestamp: new Date().toISOString() }
    : { success: true, data, message, timestamp: new Date().toISOString() }
}

/** Response schema of a success envelope around `data`. */
export function EnvelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({
    success: Type.Literal(true),
    data,
    message: Type.Optional(Type.String()),
    timestamp: Type.String({ format: 'date-time' })
  })
}

export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({
      code: StringEnum(Object.keys(ERROR_STATUS) as Array<keyof typeof ERROR_STATUS>, { description: 'machine-readable code; the status it travels with is fixed per code' }),
      message: Type.String(),
      details: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), {
          description: 'field name (dotted when nested; query parameters by name) to its messages'
        })
      )
    }),
    timestamp: Type.String({ format: 'date-time' })
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' }
)

export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>

/** A string that must be one of `values`; a plain JSON-schema enum reads best in OpenAPI. */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/**
 * A scalar or null, written as JSON Schema's `type: [T, 'null']` (OpenAPI 3.1) rather than an
 * `anyOf`: fast-json-stringify serializes an `anyOf` by validating the value against each branch
 * with Ajv (a date-time format check on every item of a list), a type list by its `typeof`.
 */
export function Nullable<T extends TString | TInteger | TNumber>(schema: T, options: { description?: string } = {}) {
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] })
}

/** `{id}` path parameter of an opaque identifier. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) })

export const DeletedSchema = Type.Object({ id: Type.String() })
