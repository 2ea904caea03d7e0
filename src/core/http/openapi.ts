import type { FastifyInstance, FastifySchema } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Type from 'typebox'
import { ErrorEnvelopeSchema } from './envelope.js'
import { API_VERSION } from './versioning.js'
import { refineDocument } from './openapi-document.js'

const DESCRIPTION = `JSON-over-HTTP back end for an administration panel.

Every path is served at \`/api/<path>\` and, identically, at \`/api/${API_VERSION}/<path>\`;
\`Accept: application/vnd.service.${API_VERSION}+json\` selects ${API_VERSION} as well, and an Accept naming only other
versions answers 406 UNSUPPORTED_VERSION. Every answer carries \`API-Version: ${API_VERSION}\` and \`X-Request-Id\`.

Success answers are \`{success: true, data, message?, timestamp}\`; failures are
\`{success: false, error: {code, message, details?}, timestamp}\`, where \`details\` maps a field
(dotted when nested, query parameters by name) to its messages, at most 100 fields. Validation failures answer
422 VALIDATION_ERROR. Unknown JSON fields are ignored; JSON values are never coerced. A query parameter
given twice is 422; one given empty (\`?status=\`) counts as left out.
One 422 names every bad field at once, nested ones included, with the rules a schema cannot state (a
\`password_confirmation\` that differs, an email already taken, a webhook URL whose host resolves to a
private address); an enum-like value's message names the allowed values.
No string anywhere (body, query, path) may contain U+0000 (422 on that field).
A query string with malformed percent-encoding (a bare \`%\`, or escapes that are not UTF-8) answers 400 BAD_REQUEST.
IDs are opaque strings. Timestamps are ISO 8601 in UTC.
Lists take \`page\` (from 1) and \`limit\` (1 to 100, default 20) and answer
\`{items, pagination: {page, limit, total, totalPages}}\`.

A known path with a method it does not serve is 405 METHOD_NOT_ALLOWED with \`Allow\`; an unknown
path is 404, as is a path segment over 200 characters. A malformed URL or a request that is not readable HTTP
is 400 (431 for headers over 16 KiB), in the envelope.
A 401 carries \`WWW-Authenticate\` (RFC 6750): with a token sent,
\`Bearer realm="api", error="invalid_token", error_description="<word>: <message>"\`, where the word is
\`expired\` (refresh it), \`revoked\` (the session has ended: sign in again) or \`invalid\`; with none,
\`Bearer realm="api"\`. Browsers on an origin listed in CORS_ORIGINS may call every route and read
\`X-RateLimit-*\`, \`Retry-After\`, \`X-Request-Id\`, \`API-Version\`, \`Content-Disposition\` and
\`WWW-Authenticate\`; other origins get no CORS header.

Bodies are JSON in UTF-8: bytes that are not UTF-8, or a lone surrogate escape such as \`"\\ud800"\`, answer
400 BAD_REQUEST, as do malformed JSON, JSON nested over 32 levels and an empty body where the route takes one;
a body that is not \`application/json\`, or a \`charset\` other than utf-8, answers 415. A request whose headers do not arrive within
HEADERS_TIMEOUT_MS (10 s), whose body stops arriving for IDLE_TIMEOUT_MS (30 s), or that is not complete within
REQUEST_TIMEOUT_MS (5 min) is answered 408 (BAD_REQUEST in the envelope) and its connection closed.

Rate limits: each request counts once, for the user of a valid bearer token (RATE_LIMIT_USER_PER_MIN, default 1000
a minute) or else for the client IP (RATE_LIMIT_ANON_PER_MIN, default 100), in a 60 s window. Counted answers carry
\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds); over the limit is 429 RATE_LIMITED
with \`Retry-After\`. The health check is not limited.`

const BEARER_DESCRIPTION = `The \`token\` that sign-in, registration and refresh answer: a JWT signed with HS256 only,
header \`typ: at+jwt\`, claims \`sub\`, \`sid\` (the session), \`jti\`, \`iat\`, \`exp\`, \`iss\` (\`admin-panel-service\`) and \`aud\`
(\`admin-panel-api\`), all checked. It lives TOKEN_TTL_SECONDS. The account's role and existence and the session are
checked on every request, so a demotion, a deletion or a sign-out holds from the next request on, on every instance.`

const API_TOKEN_DESCRIPTION = `A personal API token, for scripts: \`apt_\` followed by 43 characters (32 random bytes,
base64url), created with POST /api/auth/tokens and shown once. Sent as \`Authorization: Bearer apt_…\`, it acts as its
owner, with the owner's current role. Scope \`read\` allows GET and HEAD only: any other method answers 403
INSUFFICIENT_SCOPE with \`WWW-Authenticate: Bearer error="insufficient_scope", scope="write"\`; scope \`write\` allows all
the owner may do, except what needs a sign-in (managing tokens, two-factor settings, the password). A token stops
working at once, on every instance, when it expires or is revoked, and when its owner is deleted or their password is
changed or reset.`

/** Status codes every route can answer, whatever it declares (400: a malformed query string; 503: database lost, or shutting down). */
const ALWAYS = [400, 406, 500, 503]
// A body sent to any of these methods is parsed, whether or not the route reads it.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const WITH_BODY = [413, 415]
// 403: an administrator who must still enrol in two-factor sign-in (REQUIRE_2FA_FOR_ADMINS) is refused by any route.
const WITH_AUTH = [401, 403]

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'BAD_REQUEST: malformed JSON, multipart body, URL or query string (percent-encoding that is not UTF-8)',
  401: 'UNAUTHORIZED: missing, invalid, expired or revoked token',
  403: 'FORBIDDEN: the token does not allow this; INSUFFICIENT_SCOPE: a personal API token with scope read, on anything but GET and HEAD; MFA_ENROLMENT_REQUIRED: REQUIRE_2FA_FOR_ADMINS is true and this administrator has not turned on two-factor sign-in (only the enrolment routes answer)',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_VERSION: Accept names an API version that does not exist',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR, with details per field',
  429: 'RATE_LIMITED; Retry-After says when to retry',
  500: 'INTERNAL_ERROR; the log has the cause under the request id',
  503: 'SERVICE_UNAVAILABLE: the database is unreachable or the server is shutting down; retry'
}

/** A route's own error answer in its response schema, beyond those added here from what it declares. */
export function errorResponse(description: string) {
  return { ...Type.Ref('ErrorEnvelope'), description }
}

/**
 * OpenAPI 3.1 from the route schemas, served at /api/openapi.json with a docs page at /docs.
 * Each route's error answers are added here from what it declares, so that no route has to
 * list them by hand and none can forget one.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  app.addSchema(ErrorEnvelopeSchema)
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { operationId?: string }) | undefined
    if (!schema || schema.hide) return
    // A generated client names its functions after these; a route without one is a mistake.
    if (!schema.operationId) throw new Error(`${[route.method].flat().join(',')} ${route.url} has no operationId in its schema`)
    const statuses = new Set(ALWAYS)
    if ([route.method].flat().some((m) => BODY_METHODS.has(m))) WITH_BODY.forEach((s) => statuses.add(s))
    if (schema.body || schema.querystring || schema.params) statuses.add(422)
    if (schema.params) statuses.add(404)
    if (route.config?.rateLimit !== false) statuses.add(429)
    const auth = route.config?.auth
    if (auth) WITH_AUTH.forEach((s) => statuses.add(s))
    const response = { ...(schema.response as Record<string, unknown> | undefined) }
    for (const status of statuses) {
      response[status] ??= errorResponse(ERROR_DESCRIPTIONS[status]!)
    }
    route.schema = { ...schema, response }
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Administration panel API', version, description: DESCRIPTION },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: BEARER_DESCRIPTION
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'apt_<43 characters>',
            description: API_TOKEN_DESCRIPTION
          }
        }
      }
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transformObject: (document) => refineDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject)
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

