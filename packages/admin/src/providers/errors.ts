import { HttpError } from 'ra-core'
import { ApiError, SessionEndedError } from '@admin-panel/client'
import { markSessionEnded } from './session-end.js'

/**
 * A failure as react-admin shows it. A 422's `details` become `body.errors`, keyed like the
 * form's fields, so each message lands on its field (a list's item, `tags.2`, on the list); the
 * rest of the answer is a notice that carries the request id, to quote when reporting it.
 */
export function toHttpError(error: unknown): HttpError | Error {
  if (error instanceof HttpError) return error
  if (error instanceof SessionEndedError) markSessionEnded()
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the service cannot be reached at all.
    return error instanceof TypeError ? new Error('app.error.unreachable') : (error as Error)
  }
  const message = error.requestId ? `${error.message} (request id ${error.requestId})` : error.message
  const fields = Object.entries(error.details)
  const body: Record<string, unknown> = { code: error.code, requestId: error.requestId, retryAfter: error.retryAfter }
  if (fields.length > 0) {
    const errors: Record<string, unknown> = {}
    for (const [field, messages] of fields) {
      const name = field.replace(/\.\d+(\..*)?$/, '')
      errors[name] = [errors[name], ...messages].filter(Boolean).join(' ')
    }
    body.errors = { ...errors, root: { serverError: message } }
  }
  return new HttpError(message, error.status, body)
}

/** The code the service answered with, when the error came from it. */
export function errorCode(error: unknown): string | undefined {
  return (error as HttpError | undefined)?.body?.code as string | undefined
}
