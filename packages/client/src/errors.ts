import type { ErrorCode } from './types.js'

/** A failure the service answered, in its error envelope: status, code, message and, for 422, the bad fields. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** field name (dotted when nested) to its messages; empty unless the answer named fields */
    readonly details: Readonly<Record<string, string[]>>,
    /** the request id the service logged the failure under */
    readonly requestId: string | null,
    /** seconds to wait before trying again, when the service said so (429, 503) */
    readonly retryAfter: number | null
  ) {
    super(message)
  }

  /** The messages about one field, or none. */
  field(name: string): string[] {
    return this.details[name] ?? []
  }
}

/**
 * The session is over (signed out elsewhere, revoked, or too old to refresh): the token was
 * dropped and the caller must sign in again.
 */
export class SessionEndedError extends ApiError {
  override readonly name = 'SessionEndedError'
}

/** True when `error` is an ApiError with this code (narrows it). */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}
