import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authRoutes } from './auth.routes.js'
import { SessionAuthenticator } from './authenticator.js'
import { LoginThrottle } from './login-throttle.js'
import { createSessionsRepository } from './sessions.repository.js'
import { SessionsService } from './sessions.service.js'
import { SignInService } from './sign-in.service.js'
import { bearerToken, TokenService } from './tokens.js'
import { ApiTokenAuthenticator } from './api-tokens/api-token-authenticator.js'
import { createApiTokensRepository } from './api-tokens/api-tokens.repository.js'
import { apiTokensRoutes } from './api-tokens/api-tokens.routes.js'
import { ApiTokensService, isApiToken } from './api-tokens/api-tokens.service.js'
import { prepareDummyHash } from '../../core/security/passwords.js'
import type { Principal } from '../../core/principal.js'

/** Sign-in, sessions and tokens; provides the Authenticator every protected route uses. */
async function authModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database
  const repo = createSessionsRepository()
  const tokens = new TokenService(app.config.jwtSecret, app.config.tokenTtlSeconds)
  const sessions = new SessionsService({
    db,
    repo,
    users: app.users,
    tokens,
    bus: app.bus,
    refreshWindowSeconds: app.config.refreshWindowSeconds,
    log: app.log
  })
  const signIn = new SignInService({
    db,
    users: app.users,
    settings: app.settings,
    sessions,
    throttle: new LoginThrottle(app.redis, app.config.redisPrefix),
    verification: app.emailLinks.verification,
    requireEmailVerification: app.config.requireEmailVerification
  })
  const authenticator = new SessionAuthenticator({ db, repo, users: app.users, tokens, bus: app.bus, log: app.log })
  const apiTokensRepo = createApiTokensRepository()
  const apiTokens = new ApiTokensService({ db, repo: apiTokensRepo, users: app.users, events: app.events, bus: app.bus })
  const apiTokenAuthenticator = new ApiTokenAuthenticator({ db, repo: apiTokensRepo, users: app.users, bus: app.bus, log: app.log })
  // Other modules ask through this one interface: who is calling, and is this their password.
  app.decorate('authenticator', {
    authenticate: (authorization: string | undefined) => {
      const token = bearerToken(authorization)
      return isApiToken(token) ? apiTokenAuthenticator.authenticate(token) : authenticator.authenticate(token)
    },
    recheck: (principal: Omit<Principal, 'role'>) =>
      principal.scope !== undefined ? apiTokenAuthenticator.recheck(principal.tokenId) : authenticator.recheck(principal),
    confirmPassword: (userId: string, password: string | undefined, ip: string) => signIn.confirmPassword(userId, password, ip)
  })
  // The first login for an unknown email must not take longer than later ones.
  app.addHook('onReady', async () => {
    await prepareDummyHash()
  })
  await app.register(authRoutes, { signIn, sessions })
  await app.register(apiTokensRoutes, { apiTokens })
}

export default fp(authModule, { name: 'auth', dependencies: ['config', 'database', 'redis', 'bus', 'events', 'users', 'settings', 'email-links'] })
