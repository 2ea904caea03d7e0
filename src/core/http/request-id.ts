import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/

/** The caller's X-Request-Id when it is well-formed, a new one otherwise (Fastify's genReqId). */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID()
}
