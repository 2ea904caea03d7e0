import { transact } from '../../core/db/transaction.js'
import { hashPassword } from '../../core/security/passwords.js'
import type { ApiUser } from '../users/users.schemas.js'
import { invalidToken } from './email-tokens.js'
import { linkTo, PAGES, type LinkDeps } from './links.js'
import { passwordResetMail } from './messages.js'

/** "Forgot password": a link mailed to the account's address sets a new password. */
export class PasswordResetService {
  constructor(private readonly deps: LinkDeps) {}

  /**
   * Mails a reset link when an active account has this address. Answers before looking, the same
   * way and in the same time whether or not one does: only the limit (429) is decided first.
   */
  async forgot(email: string, ip: string): Promise<void> {
    await this.deps.limit('forgot').hit(email, ip)
    this.deps.background.run('password reset request', async () => {
      const row = await this.deps.users.findForLogin(email)
      // An invited account has no password to reset: its invitation is what an administrator resends.
      if (!row || row.status !== 'active') return
      const appName = await this.deps.appName()
      await transact(this.deps.db, async (tx) => {
        const token = await this.deps.tokens.issue(tx, row.id, 'password_reset', row.email)
        await this.deps.outbox.enqueue(tx, passwordResetMail(appName, row.email, linkTo(this.deps, PAGES.resetPassword, token)))
      })
    })
  }

  /**
   * Sets the password of the token's account and ends every session of it; the token is used up.
   * Following the link also proves the address. 422 on `token` when it is unknown, used or expired.
   */
  async reset(token: string, password: string): Promise<ApiUser> {
    // Hashed before the transaction, so that none stays open while the hash runs.
    const passwordHash = await hashPassword(password)
    return transact(this.deps.db, async (tx) => {
      const { userId, email } = await this.deps.tokens.redeem(tx, token, ['password_reset'])
      const row = await this.deps.users.findRow(userId, tx)
      // The link went to an address the account no longer has: its holder is not the owner now.
      if (!row || row.email_normalized !== email.toLowerCase()) throw invalidToken()
      return this.deps.users.update(userId, { passwordHash, emailVerifiedAt: row.email_verified_at ?? new Date().toISOString() }, userId, tx)
    })
  }
}
