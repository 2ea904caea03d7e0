import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AuthService } from './auth.service.js'
import { authRoutes } from './auth.routes.js'
import { LoginThrottle } from './login-throttle.js'
import { TokenService } from './tokens.js'
import { prepareDummyHash } from '../../core/security/passwords.js'

/** Sign-in, sessions and tokens; provides the Authenticator every protected route uses. */
async function authModule(app: FastifyInstance): Promise<void> {
  const auth = new AuthService({
    db: app.database.db,
    users: app.users,
    settings: app.settings,
    tokens: new TokenService(app.config.jwtSecret, app.config.tokenTtlSeconds),
    bus: app.bus,
    throttle: new LoginThrottle(app.redis, app.config.redisPrefix),
    refreshWindowSeconds: app.config.refreshWindowSeconds,
    log: app.log
  })
  app.decorate('authenticator', auth)
  // The first login for an unknown email must not take longer than later ones.
  app.addHook('onReady', async () => {
    await prepareDummyHash()
  })
  await app.register(authRoutes, { auth })
}

export default fp(authModule, { name: 'auth', dependencies: ['users', 'settings'] })
