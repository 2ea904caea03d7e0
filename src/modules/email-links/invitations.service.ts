import { transact, type Tx } from '../../core/db/transaction.js'
import { AppError, notFound } from '../../core/errors.js'
import type { Role } from '../../core/principal.js'
import { hashPassword } from '../../core/security/passwords.js'
import type { UserRow } from '../../core/db/schema.js'
import type { ApiUser } from '../users/users.schemas.js'
import { invalidToken } from './email-tokens.js'
import { linkTo, PAGES, type LinkDeps } from './links.js'
import { invitationMail } from './messages.js'

export interface Invitation {
  email: string
  name?: string
  role?: Role
}

/** Invitations: an administrator creates a pending account, and a mailed link lets its owner set a name and password. */
export class InvitationsService {
  constructor(private readonly deps: LinkDeps) {}

  /**
   * Creates a pending account and mails it a link valid 72 hours; `user.created` is written with
   * the mail, in one transaction. A taken email is 422 on `email`.
   */
  async invite(input: Invitation, actorId: string): Promise<ApiUser> {
    const row = this.deps.users.prepareInvited({ ...input, name: input.name ?? input.email.split('@')[0]!.slice(0, 100) })
    const mail = await this.mailFor(actorId)
    return transact(this.deps.db, async (tx) => {
      const user = await this.deps.users.insert(row, actorId, tx)
      await mail(tx, row)
      return user
    })
  }

  /** Mails a new link (the earlier one stops working); 409 when the account is not pending. */
  async resend(id: string, actorId: string): Promise<ApiUser> {
    const mail = await this.mailFor(actorId)
    await transact(this.deps.db, async (tx) => mail(tx, await this.pending(id, tx)))
    return this.deps.users.get(id)
  }

  /** Withdraws the invitation: the pending account is deleted (`user.deleted`) and its link stops working. */
  async revoke(id: string, actorId: string): Promise<void> {
    await transact(this.deps.db, async (tx) => {
      await this.pending(id, tx)
      await this.deps.users.delete(id, actorId, tx)
    })
  }

  /**
   * Accepts the invitation: the account gets its name and password and becomes active, its
   * address verified (the link was mailed to it); writes `user.updated`. 422 on `token` when the
   * link is unknown, used, expired or withdrawn.
   */
  async accept(token: string, name: string, password: string): Promise<ApiUser> {
    const passwordHash = await hashPassword(password)
    return transact(this.deps.db, async (tx) => {
      const { userId, email } = await this.deps.tokens.redeem(tx, token, ['invitation'])
      const row = await this.deps.users.findRow(userId, tx)
      if (!row || row.status !== 'pending' || row.email_normalized !== email.toLowerCase()) throw invalidToken()
      return this.deps.users.update(userId, { name, passwordHash, status: 'active', emailVerifiedAt: new Date().toISOString() }, userId, tx)
    })
  }

  private async pending(id: string, tx: Tx): Promise<UserRow> {
    const row = await this.deps.users.findRow(id, tx)
    if (!row) throw notFound('User')
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'This user has accepted their invitation already; there is none to resend or revoke')
    return row
  }

  /**
   * What mails an invitation in a transaction. What it says is read first: on SQLite, a read
   * outside the transaction would wait for the connection the transaction holds.
   */
  private async mailFor(actorId: string): Promise<(tx: Tx, row: UserRow) => Promise<void>> {
    const [appName, inviter] = await Promise.all([this.deps.appName(), this.deps.users.get(actorId).then((user) => user.name, () => 'An administrator')])
    return async (tx, row) => {
      const token = await this.deps.tokens.issue(tx, row.id, 'invitation', row.email)
      await this.deps.outbox.enqueue(tx, invitationMail(appName, row.email, linkTo(this.deps, PAGES.acceptInvitation, token), inviter))
    }
  }
}
