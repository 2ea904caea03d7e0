import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authRoutes } from './auth.routes.js'
import { SessionAuthenticator } from './authenticator.js'
import { LoginThrottle } from './login-throttle.js'
import { createSessionsRepository } from './sessions.repository.js'
import { SessionsService } from './sessions.service.js'
import { SignInService } from './sign-in.service.js'
import { createSignInRepository } from './sign-in.repository.js'
import { bearerToken, TokenService } from './tokens.js'
import { ApiTokenAuthenticator } from './api-tokens/api-token-authenticator.js'
import { createApiTokensRepository } from './api-tokens/api-tokens.repository.js'
import { apiTokensRoutes } from './api-tokens/api-tokens.routes.js'
import { ApiTokensService, isApiToken } from './api-tokens/api-tokens.service.js'
import { createTwoFactorRepository } from './two-factor/two-factor.repository.js'
import { twoFactorRoutes } from './two-factor/two-factor.routes.js'
import { TwoFactorService } from './two-factor/two-factor.service.js'
import { prepareDummyHash } from '../../core/security/passwords.js'
import type { Principal } from '../../core/principal.js'
import { SecretBox } from '../../lib/secret-box.js'
import { whenReady } from '../../lib/maybe-promise.js'

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
  const throttle = new LoginThrottle(app.redis, app.config.redisPrefix)
  const twoFactor = new TwoFactorService({
    db,
    repo: createTwoFactorRepository(),
    // The key scheme of webhook secrets, with a key of its own derived from the same secret.
    box: new SecretBox(app.config.webhookSecretKey ?? app.config.jwtSecret, 'admin-panel two-factor', 'totp secret encryption v1'),
    users: app.users,
    settings: app.settings,
    throttle,
    bus: app.bus
  })
  const { require2faForAdmins } = app.config
  const signIn = new SignInService({
    db,
    repo: createSignInRepository(),
    users: app.users,
    settings: app.settings,
    sessions,
    throttle,
    verification: app.emailLinks.verification,
    requireEmailVerification: app.config.requireEmailVerification,
    twoFactor,
    require2faForAdmins
  })
  const authenticator = new SessionAuthenticator({ db, repo, users: app.users, tokens, bus: app.bus, log: app.log })
  const apiTokensRepo = createApiTokensRepository()
  const apiTokens = new ApiTokensService({ db, repo: apiTokensRepo, users: app.users, events: app.events, bus: app.bus })
  const apiTokenAuthenticator = new ApiTokenAuthenticator({ db, repo: apiTokensRepo, users: app.users, bus: app.bus, log: app.log })
  // Other modules ask through this one interface: who is calling, and is this their password.
  // REQUIRE_2FA_FOR_ADMINS: an administrator without two-factor sign-in is marked, and only the
  // enrolment routes let them through (core/http/auth.ts).
  const enrolmentRule = (principal: Principal): Principal | Promise<Principal> =>
    require2faForAdmins && principal.role === 'admin'
      ? whenReady(twoFactor.enabled(principal.userId), (enabled) => (enabled ? principal : { ...principal, mfaEnrolmentRequired: true }))
      : principal
  app.decorate('authenticator', {
    authenticate: (authorization: string | undefined) => {
      const token = bearerToken(authorization)
      return whenReady(isApiToken(token) ? apiTokenAuthenticator.authenticate(token) : authenticator.authenticate(token), enrolmentRule)
    },
    recheck: (principal: Omit<Principal, 'role'>) =>
      whenReady(principal.scope !== undefined ? apiTokenAuthenticator.recheck(principal.tokenId) : authenticator.recheck(principal), enrolmentRule),
    confirmPassword: (userId: string, password: string | undefined, ip: string) => signIn.confirmPassword(userId, password, ip)
  })
  // The first login for an unknown email must not take longer than later ones.
  app.addHook('onReady', async () => {
    await prepareDummyHash()
  })
  await app.register(authRoutes, { signIn, sessions })
  await app.register(apiTokensRoutes, { apiTokens })
  await app.register(twoFactorRoutes, { twoFactor, signIn })
}

export default fp(authModule, { name: 'auth', dependencies: ['http', 'config', 'database', 'redis', 'bus', 'events', 'users', 'settings', 'email-links'] })
