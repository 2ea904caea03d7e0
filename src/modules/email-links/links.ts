import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { Background } from '../../lib/background.js'
import type { MailOutbox } from '../mail/mail.service.js'
import type { UsersService } from '../users/users.service.js'
import type { EmailTokens } from './email-tokens.js'
import type { RequestLimit } from './request-limit.js'

/** The panel's pages the mailed links open; each reads `?token=`. */
export const PAGES = {
  resetPassword: 'reset-password',
  acceptInvitation: 'accept-invitation',
  verifyEmail: 'verify-email'
} as const

/** What every flow that mails a link needs. */
export interface LinkDeps {
  db: Kysely<Database>
  users: UsersService
  tokens: EmailTokens
  outbox: MailOutbox
  /** the public setting `appName`, which names the service in mails */
  appName: () => Promise<string>
  /** PUBLIC_URL: links point to the panel there */
  publicUrl: string
  /** work an anonymous request starts and does not wait for (so its answer tells nothing) */
  background: Background
  limit: (flow: 'forgot' | 'verification') => RequestLimit
}

/** The address of a panel page with a token. */
export function linkTo(deps: Pick<LinkDeps, 'publicUrl'>, page: (typeof PAGES)[keyof typeof PAGES], token: string): string {
  return `${deps.publicUrl}/${page}?token=${token}`
}
