import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import cors from '@fastify/cors'
import { AppError } from '../errors.js'
import { registerErrorHandlers } from './error-handler.js'
import { registerJsonBody } from './json-body.js'
import { API_VERSION, unservedVersion } from './versioning.js'
import { securityHeaders } from './security-headers.js'
import { registerAuthConvention } from './auth.js'
import { registerAllowedMethods } from './allowed-methods.js'
import { registerBodyRules } from './body-rules.js'
import { registerOpenApi } from './openapi.js'
import { registerRateLimit } from './rate-limit.js'
import { registerNulGuard } from './nul-guard.js'
import { validatorCompiler } from './validation.js'
import { SERVICE_VERSION } from '../version.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the moment the server starts shutting down */
    isClosing(): boolean
  }
  interface FastifyContextConfig {
    /** the route keeps answering while the server drains (health: so balancers see it go) */
    answersWhileClosing?: boolean
  }
}

/** The cross-cutting HTTP rules of CONTRACT section 2, applied to every route registered after it. */
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
  // runs on every request, and a callback hook costs less than a promise.
  const fixedHeaders = { ...securityHeaders(), 'api-version': API_VERSION }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(fixedHeaders)
    reply.header('X-Request-Id', request.id)
    if (closing && !request.routeOptions.config.answersWhileClosing) {
      done(new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down; retry on another instance'))
      return
    }
    done(unservedVersion(request.headers.accept))
  })
  // Node closes only the connections idle at the moment of close; a keep-alive connection whose
  // request was in flight would otherwise linger until its keep-alive timeout and hold shutdown.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close')
    done(null, payload)
  })
  registerNulGuard(app)

  const origins = new Set(app.config.corsOrigins)
  await app.register(cors, {
    // Checked per request, so that an origin not on the list gets no CORS header at all, not
    // even the allowed methods; its preflight falls to the not-found handler (204 with Allow).
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id'],
    exposedHeaders: [
      'X-Request-Id',
      'API-Version',
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Content-Disposition',
      'WWW-Authenticate'
    ],
    // Two hours: the most Chromium honours, so a UI sends one preflight per route per two hours.
    maxAge: 7200
  })

  registerAuthConvention(app)
  registerBodyRules(app)
  await registerRateLimit(app)
  await registerOpenApi(app, SERVICE_VERSION)
}

export default fp(httpPlugin, { name: 'http' })
