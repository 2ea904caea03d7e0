import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.js'
import { registerErrorHandlers } from './error-handler.js'
import { registerJsonBody } from './json-body.js'
import { API_VERSION, unservedVersion } from './versioning.js'
import { securityHeaders } from './security-headers.js'
import { corsStep, VARY_ORIGIN } from './cors.js'
import { registerAuthConvention } from './auth.js'
import { registerAllowedMethods } from './allowed-methods.js'
import { registerBodyRules } from './body-rules.js'
import { registerOpenApi } from './openapi.js'
import { registerRateLimit } from './rate-limit.js'
import { registerNulGuard } from './nul-guard.js'
import { validatorCompiler } from './validation.js'
import { malformedQuery } from './query-string.js'
import { freeAnswerOnceSent } from './serializers.js'
import { SERVICE_VERSION } from '../version.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the moment the server starts shutting down */
    isClosing(): boolean
  }
  interface FastifyContextConfig {
    /** the route keeps answering while the server drains (health: so balancers see it go) */
    answersWhileClosing?: boolean
    /** the answer lasts as long as its client listens (a live stream): its duration is no latency */
    longLived?: boolean
  }
}

/** The HTTP rules every route shares (envelope, versions, request ids, bodies), applied to every route registered after it. */
async function httpPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler)
  registerErrorHandlers(app)
  registerAllowedMethods(app, app.initialConfig.routerOptions?.maxParamLength ?? 100)
  registerJsonBody(app)

  let closing = false
  app.decorate('isClosing', () => closing)
  app.addHook('preClose', async () => {
    closing = true
  })
  // What every answer carries, whatever it is (406 and 503 included), set in one hook: this
  // runs on every request, and a callback hook costs less than a promise. The CORS headers come
  // before the refusals, so that a UI can read them; a preflight is answered here.
  const fixedHeaders = { ...securityHeaders(), ...VARY_ORIGIN, 'api-version': API_VERSION }
  const cors = corsStep(app.config.corsOrigins)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(fixedHeaders)
    reply.header('X-Request-Id', request.id)
    if (cors(request, reply)) return
    if (closing && !request.routeOptions.config.answersWhileClosing) {
      done(new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down; retry on another instance'))
      return
    }
    if (malformedQuery(request.query)) {
      done(new AppError('BAD_REQUEST', 'The query string is malformed: a % must begin an escape of two hex digits, and escapes must spell UTF-8'))
      return
    }
    done(unservedVersion(request.headers.accept))
  })
  // Node closes only the connections idle at the moment of close; a keep-alive connection whose
  // request was in flight would otherwise linger until its keep-alive timeout and hold shutdown.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close')
    // A cached answer's bytes, built for this request, are freed as soon as they are written.
    freeAnswerOnceSent(reply, payload)
    done(null, payload)
  })
  registerNulGuard(app)

  registerAuthConvention(app)
  registerBodyRules(app)
  await registerRateLimit(app)
  await registerOpenApi(app, SERVICE_VERSION)
}

export default fp(httpPlugin, { name: 'http', dependencies: ['config', 'redis'] })
