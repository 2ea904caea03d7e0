import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Background } from '../../lib/background.js'
import { createEmailTokensRepository } from './email-tokens.repository.js'
import { EmailTokens } from './email-tokens.js'
import { EmailVerificationService } from './email-verification.service.js'
import { InvitationsService } from './invitations.service.js'
import type { LinkDeps } from './links.js'
import { PasswordResetService } from './password-reset.service.js'
import { RequestLimit } from './request-limit.js'
import { emailLinksRoutes } from './email-links.routes.js'

export type { VerificationMailer } from './email-verification.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the flows other modules start: a verification mail for a new account, an invitation, a change of address */
    emailLinks: {
      verification: EmailVerificationService
      invitations: InvitationsService
    }
  }
}

/**
 * The single-use links mailed to an address: password reset, invitations, verification of an
 * address and the confirmation of a new one. Their mails go through the mail module's outbox.
 */
async function emailLinksModule(app: FastifyInstance): Promise<void> {
  const { config, database } = app
  const background = new Background(app.log)
  const limits = {
    forgot: new RequestLimit(app.redis, `${config.redisPrefix}forgot:`),
    verification: new RequestLimit(app.redis, `${config.redisPrefix}verification:`)
  }
  const deps: LinkDeps = {
    db: database.db,
    users: app.users,
    tokens: new EmailTokens(createEmailTokensRepository()),
    outbox: app.mail.outbox,
    appName: async () => (await app.settings.publicSettings()).appName,
    publicUrl: config.publicUrl,
    background,
    limit: (flow) => limits[flow]
  }
  const reset = new PasswordResetService(deps)
  const invitations = new InvitationsService(deps)
  const verification = new EmailVerificationService(deps)
  app.decorate('emailLinks', { verification, invitations })
  await app.register(emailLinksRoutes, { reset, invitations, verification })
  // Before the database closes: a request's mail may still be on its way into the outbox.
  app.addHook('onClose', () => background.settle())
}

export default fp(emailLinksModule, { name: 'email-links', dependencies: ['http', 'config', 'database', 'redis', 'users', 'settings', 'mail'] })
