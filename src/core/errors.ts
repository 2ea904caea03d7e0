/** Every error code the API answers with, and the status each one travels with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  EMAIL_NOT_VERIFIED: 403,
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNSUPPORTED_VERSION: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  INVALID_TRANSITION: 422,
  LAST_ADMIN: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** Field name (dotted for nested fields) to the messages about it. */
export type ErrorDetails = Record<string, string[]>

/** At most this many problems are reported at once, so a huge bad body cannot make a huge answer. */
export const MAX_DETAIL_FIELDS = 100

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    /** headers the answer must carry, such as Retry-After */
    readonly headers?: Record<string, string>
  ) {
    super(message)
    this.status = ERROR_STATUS[code]
  }
}

/** A 422 VALIDATION_ERROR about one field. */
export function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', 'The request has invalid fields', { [field]: [message] })
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`)
}

/**
 * Why a bearer token is refused, in one stable word a UI can act on: `expired` (refresh it),
 * `revoked` (the session has ended: sign in again), `invalid` (not a token of ours), or
 * `missing` (none was sent).
 */
export type TokenProblem = 'missing' | 'invalid' | 'expired' | 'revoked'

/**
 * 401 UNAUTHORIZED with the RFC 6750 challenge: `WWW-Authenticate: Bearer error="invalid_token",
 * error_description="<word>: <message>"`, or no error at all when no token was sent (RFC 6750
 * section 3.1).
 */
export function unauthorized(problem: TokenProblem, message: string): AppError {
  const challenge =
    problem === 'missing' ? 'Bearer realm="api"' : `Bearer realm="api", error="invalid_token", error_description="${problem}: ${message.replaceAll('"', "'")}"`
  return new AppError('UNAUTHORIZED', message, undefined, { 'WWW-Authenticate': challenge })
}

/**
 * 403 INSUFFICIENT_SCOPE for a personal API token whose scope does not allow the request, with
 * the RFC 6750 challenge naming the scope it would need.
 */
export function insufficientScope(needed: string, message: string): AppError {
  return new AppError('INSUFFICIENT_SCOPE', message, undefined, {
    'WWW-Authenticate': `Bearer realm="api", error="insufficient_scope", scope="${needed}", error_description="${message.replaceAll('"', "'")}"`
  })
}

/** 401 for a token whose account was deleted, whichever check finds it gone. */
export function accountGone(): AppError {
  return unauthorized('revoked', 'The account no longer exists')
}

/** "A" or "An" before a word, for messages that name a state ("An archived item…"). */
export function article(word: string): 'A' | 'An' {
  return /^[aeiou]/i.test(word) ? 'An' : 'A'
}
