import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import { MAX_DETAIL_FIELDS, type ErrorDetails } from '../errors.js'

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Unknown fields are dropped before the handler sees them, so they are never stored.
    removeAdditional: 'all',
    useDefaults: true,
    strict: false,
    // Keeps each error's schema, so that a pattern's error can say what the pattern means.
    verbose: true,
    ...options
  })
  addFormats(ajv, ['email', 'uri', 'uuid', 'date-time', 'date'])
  return ajv
}

// JSON bodies keep their types ("title": 42 is an error); query strings and path parameters
// arrive as text, so those are converted to the declared types.
const bodyAjv = makeAjv({ coerceTypes: false })
const textAjv = makeAjv({ coerceTypes: true })

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv
  return boundErrors(ajv.compile(schema as object)) as ReturnType<FastifySchemaCompiler<unknown>>
}

/**
 * With allErrors, a body holding many wrong array items yields an error per item, and building
 * the answer would hold the event loop for seconds. The first MAX_DETAIL_FIELDS errors say all a
 * caller can act on.
 */
function boundErrors(validate: ValidateFunction): ValidateFunction {
  const bounded = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context)
    bounded.errors = validate.errors?.slice(0, MAX_DETAIL_FIELDS) ?? null
    return valid
  }) as ValidateFunction
  // Fastify hands the request to ajv as the parent of the value only when it sees schemaEnv.
  bounded.schemaEnv = validate.schemaEnv
  bounded.schema = validate.schema
  return bounded
}

/** Turns schema errors into `details`: field name (dotted when nested) to messages. */
export function validationDetails(errors: ErrorObject[], part: string | undefined): ErrorDetails {
  const details: ErrorDetails = {}
  for (const error of errors) {
    // anyOf/oneOf repeat what their branches already said
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue
    const path = error.instancePath.split('/').slice(1).map(decodePointer)
    if (error.keyword === 'required') path.push(String(error.params.missingProperty))
    const field = path.join('.') || (part === 'body' || part === undefined ? 'body' : part)
    const message = describe(error, part)
    const list = (details[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return details
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

function describe(error: ErrorObject, part: string | undefined): string {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'type':
      if (error.instancePath === '' && part === 'body') return 'must be a JSON object'
      return `must be ${article(String(p.type))}`
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`
    case 'maxLength':
      return `must be at most ${p.limit} characters`
    case 'minimum':
      return `must be at least ${p.limit}`
    case 'maximum':
      return `must be at most ${p.limit}`
    case 'minItems':
      return p.limit === 1 ? 'must not be empty' : `must have at least ${p.limit} items`
    case 'maxItems':
      return `must have at most ${p.limit} items`
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${p.format}`
    case 'pattern':
      return error.parentSchema && typeof error.parentSchema.description === 'string'
        ? `must be ${error.parentSchema.description}`
        : 'has an invalid format'
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`
    default:
      return error.message ?? 'is invalid'
  }
}

function article(type: string): string {
  const names: Record<string, string> = {
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'an array',
    null: 'null'
  }
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ')
}
