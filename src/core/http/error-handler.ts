import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { randomUUID } from 'node:crypto'
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, ERROR_STATUS, type ErrorCode, type ErrorDetails } from '../errors.js'
import type { ErrorEnvelope } from './envelope.js'
import { validationDetails } from './validation.js'
import { mergeDetails, ruleDetails } from './body-rules.js'
import { API_VERSION } from './versioning.js'

export function errorEnvelope(code: ErrorCode, message: string, details?: ErrorDetails): ErrorEnvelope {
  return {
    success: false,
    error: details ? { code, message, details } : { code, message },
    timestamp: new Date().toISOString()
  }
}

// Fastify's own 4xx errors, by code, as the API's error codes. Their messages are ours:
// the framework's wording is not part of our interface.
const FRAMEWORK_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is larger than the service accepts'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'The Content-Length header does not match the body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', 'The request body is empty; send a JSON document'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', 'The request body is not valid JSON'],
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'The request URL is malformed'],
  FST_ERR_MAX_PARAM_LENGTH: ['NOT_FOUND', 'Nothing has a path segment that long'],
  FST_ERR_ASYNC_CONSTRAINT: ['BAD_REQUEST', 'The request could not be routed']
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_VERSION',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE'
}

// Errors that mean the database (or another dependency) cannot be reached right now, rather
// than a bug: the caller may retry, so they answer 503 instead of 500.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'SQLITE_BUSY', 'SQLITE_LOCKED'])
// PostgreSQL SQLSTATE: 08 connection exception, 57P0x server shutting down, 53300 too many
// connections, 3D000 the database is gone, 57014 a statement cancelled (PG_STATEMENT_TIMEOUT_MS).
const UNAVAILABLE_SQLSTATE = /^(08|57P0|57014|53300|3D000)/
// pg's own: the connection dropped, no connection within the wait, no answer within
// PG_QUERY_TIMEOUT_MS, a client whose connection was closed for that.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|driver has already been destroyed|Query read timeout|is not queryable/

function isDependencyDown(error: Error): boolean {
  // A dependency that did not answer in time: the AWS SDK's timeouts (core/storage/s3-storage.ts).
  if (error.name === 'TimeoutError') return true
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  return UNAVAILABLE_MESSAGES.test(error.message)
}

/**
 * Whether the client closed the connection mid-body. ECONNRESET alone could be a database or Redis
 * reset, so the 'aborted' message and the request's aborted stream are checked too.
 */
function clientHungUp(error: Error, request: FastifyRequest): boolean {
  return (error as { code?: unknown }).code === 'ECONNRESET' && error.message === 'aborted' && request.raw.readableAborted
}

/** Every error, thrown anywhere, leaves as the error envelope. Handlers never build error JSON. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const { validation, validationContext } = error as FastifyError
    if (validation && validationContext === 'body') {
      // The schema stops the request before the route's own body rules run: ask them too, so
      // that one answer names every bad field.
      const details = mergeDetails(validationDetails(validation as never, validationContext), await ruleDetails(request))
      return reply.code(422).send(errorEnvelope('VALIDATION_ERROR', 'The request has invalid fields', details))
    }
    return sendError(error, request, reply)
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const allowed = app.allowedMethods(path)
    if (allowed.length === 0) return reply.code(404).send(errorEnvelope('NOT_FOUND', `No route ${request.method} ${path}`))
    reply.header('Allow', [...allowed, 'OPTIONS'].join(', '))
    // Any OPTIONS but an allowed origin's preflight (cors.ts answers that): what the path
    // serves. A preflight from another origin gets no CORS header, so the browser refuses the
    // cross-origin call itself.
    if (request.method === 'OPTIONS') return reply.code(204).header('Content-Length', '0').send()
    return reply
      .code(405)
      .send(errorEnvelope('METHOD_NOT_ALLOWED', `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}`))
  })
}

export function sendError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers)
    return reply.code(error.status).send(errorEnvelope(error.code, error.message, error.details))
  }
  const fastifyError = error as FastifyError
  if (fastifyError.validation) {
    const details = validationDetails(fastifyError.validation as never, fastifyError.validationContext)
    return reply.code(422).send(errorEnvelope('VALIDATION_ERROR', 'The request has invalid fields', details))
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined
  if (known) {
    const [code, message] = known
    return reply.code(ERROR_STATUS[code]).send(errorEnvelope(code, message))
  }
  const status = fastifyError.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // A 4xx from a plugin: its message speaks about the request, not about our internals. A
    // status with no error code of its own (416 or 412 from the docs' static files) keeps its
    // status, as BAD_REQUEST: the caller's request is what is wrong, so it is no 500.
    return reply.code(status).send(errorEnvelope(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', fastifyError.message))
  }
  if (clientHungUp(error, request)) {
    // No one is left to answer, and nothing of ours failed: not worth an error in the log.
    request.log.info({ err: error }, 'the client closed the connection before the request was read')
    return reply.code(400).send(errorEnvelope('BAD_REQUEST', 'The request ended before its body did'))
  }
  if (status === 503 || isDependencyDown(error)) {
    request.log.error({ err: error }, 'dependency unavailable')
    return reply.code(503).send(errorEnvelope('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; try again shortly'))
  }
  request.log.error({ err: error }, 'unexpected error')
  return reply
    .code(500)
    .send(errorEnvelope('INTERNAL_ERROR', `An unexpected error occurred; quote request id ${request.id} when reporting it`))
}

/**
 * Fastify's `frameworkErrors`: the router's own failures (a malformed URL, an over-long path
 * segment) happen before any hook runs, so the headers every answer carries are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.headers({ 'X-Request-Id': request.id, 'API-Version': API_VERSION, 'X-Content-Type-Options': 'nosniff' })
  return sendError(error, request, reply)
}

/**
 * Answers requests Node's parser cannot read (they never reach the router) with the envelope too;
 * 408 and 431 keep their HTTP status, under BAD_REQUEST.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are larger than the service accepts']
        : [400, 'The request is not valid HTTP']
  const id = randomUUID()
  // Usually a scanner or a misconfigured proxy: worth a debug line, not an error.
  this.log.debug({ reqId: id, err: error }, 'unreadable request')
  answerOnSocket(socket, status, message, id)
  socket.destroy(error)
}

/**
 * Writes a complete error answer straight to a socket, with Connection: close, for requests
 * that never reached (or can no longer reach) Fastify's reply. The caller destroys the socket.
 */
export function answerOnSocket(socket: Socket, status: number, message: string, id: string = randomUUID()): void {
  if (!socket.writable) return
  const body = JSON.stringify(errorEnvelope('BAD_REQUEST', message))
  socket.write(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `API-Version: ${API_VERSION}`,
      `X-Request-Id: ${id}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body
    ].join('\r\n')
  )
}
