import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * An API answers JSON only: nothing may be framed, scripted or sniffed. The docs page sets its
 * own policy for its assets.
 */
const API_POLICY: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-origin' }
}

/**
 * Helmet's headers for our policy, computed once: they depend on nothing in the request
 * (docs/decisions/security-headers.md). Keys are lower case, as Fastify stores them.
 */
export function securityHeaders(options: HelmetOptions = API_POLICY): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader() {}
  }
  // helmet checks its options when it is made (a bad one throws there) and sets the headers at once.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {})
  return Object.freeze(headers)
}
