import { transact, type Tx } from '../../core/db/transaction.js'
import { AppError } from '../../core/errors.js'
import type { ApiUser } from '../users/users.schemas.js'
import { invalidToken } from './email-tokens.js'
import { linkTo, PAGES, type LinkDeps } from './links.js'
import { emailChangeMail, emailChangeNotice, verificationMail } from './messages.js'

/** Mails a verification link to a new account, in the transaction that creates it. */
export type VerificationMailer = (tx: Tx, user: Pick<ApiUser, 'id' | 'email'>) => Promise<void>

/** Proving an address: verification of a new account's, and the confirmation of a new sign-in address. */
export class EmailVerificationService {
  constructor(private readonly deps: LinkDeps) {}

  /**
   * What mails a verification link in a transaction. Made before the transaction opens: on
   * SQLite, a read outside it (the app's name) would wait for the connection it holds.
   */
  async mailer(): Promise<VerificationMailer> {
    const appName = await this.deps.appName()
    return async (tx, user) => {
      const token = await this.deps.tokens.issue(tx, user.id, 'email_verification', user.email)
      await this.deps.outbox.enqueue(tx, verificationMail(appName, user.email, linkTo(this.deps, PAGES.verifyEmail, token)))
    }
  }

  /**
   * Mails a verification link again when an active account with this address has not verified
   * it. Answers before looking, the same whether or not there is one; only the limit (429) is
   * decided first.
   */
  async requestAgain(email: string, ip: string): Promise<void> {
    await this.deps.limit('verification').hit(email, ip)
    this.deps.background.run('verification mail request', async () => {
      const row = await this.deps.users.findForLogin(email)
      if (!row || row.status !== 'active' || row.email_verified_at !== null) return
      const mail = await this.mailer()
      await transact(this.deps.db, (tx) => mail(tx, { id: row.id, email: row.email }))
    })
  }

  /**
   * Sends the confirmation of a new sign-in address to it, and a notice to the current one. The
   * address changes when the link is followed (`verify`).
   */
  async requestChange(user: Pick<ApiUser, 'id' | 'email'>, newEmail: string): Promise<void> {
    const appName = await this.deps.appName()
    await transact(this.deps.db, async (tx) => {
      const token = await this.deps.tokens.issue(tx, user.id, 'email_change', newEmail)
      await this.deps.outbox.enqueue(tx, emailChangeMail(appName, newEmail, linkTo(this.deps, PAGES.verifyEmail, token)))
      await this.deps.outbox.enqueue(tx, emailChangeNotice(appName, user.email, newEmail))
    })
  }

  /**
   * Follows a verification or address-change link; writes `user.updated`. 422 on `token` for an
   * unknown, used, expired or pre-password-change link; 409 when the new address was taken.
   */
  async verify(token: string): Promise<ApiUser> {
    try {
      return await transact(this.deps.db, async (tx) => {
        const link = await this.deps.tokens.redeem(tx, token, ['email_verification', 'email_change'])
        const row = await this.deps.users.findRow(link.userId, tx)
        if (!row) throw invalidToken()
        const now = new Date().toISOString()
        if (link.purpose === 'email_verification') {
          if (row.email_normalized !== link.email.toLowerCase()) throw invalidToken()
          return this.deps.users.update(row.id, { emailVerifiedAt: row.email_verified_at ?? now }, row.id, tx)
        }
        // A password changed since the request ends it: the owner may have been locking a thief out.
        if (row.sessions_valid_after !== null && link.createdAt < row.sessions_valid_after) throw invalidToken()
        return this.deps.users.update(row.id, { email: link.email, emailVerifiedAt: now }, row.id, tx)
      })
    } catch (error) {
      if (error instanceof AppError && error.details?.email) {
        throw new AppError('CONFLICT', 'Another account has taken this address since the change was asked for; ask for it again with another address')
      }
      throw error
    }
  }
}
