import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import type { Principal } from '../../core/principal.js'
import { AppError, invalidField } from '../../core/errors.js'
import { verifyAgainstDummy, verifyPassword } from '../../core/security/passwords.js'
import { CURRENT_PASSWORD_REQUIRED, type NewUser, type UsersService } from '../users/users.service.js'
import type { SettingsService } from '../settings/settings.service.js'
import type { LoginThrottle } from './login-throttle.js'
import type { ClientInfo, SessionsService, SignedIn } from './sessions.service.js'
import type { SignedToken } from './tokens.js'
import type { ApiUser } from '../users/users.schemas.js'
import type { VerificationMailer } from '../email-links/index.js'
import type { Challenge, SecondFactor, TwoFactorService } from './two-factor/two-factor.service.js'
import type { SignInRepository } from './sign-in.repository.js'

export interface SignInDeps {
  db: Kysely<Database>
  repo: SignInRepository
  users: UsersService
  settings: Pick<SettingsService, 'registrationEnabled'>
  sessions: SessionsService
  throttle: LoginThrottle
  /** mails a new account its verification link, in the transaction that creates it */
  verification: { mailer(): Promise<VerificationMailer> }
  /** REQUIRE_EMAIL_VERIFICATION: no sign-in (403) until the address is verified */
  requireEmailVerification: boolean
  twoFactor: Pick<TwoFactorService, 'challenge' | 'complete' | 'disable'>
  /** REQUIRE_2FA_FOR_ADMINS: an administrator without two-factor sign-in is told to enrol */
  require2faForAdmins: boolean
}

/**
 * What a right password answers: signed in (an administrator who must still enrol in two-factor
 * sign-in is told so), or, with two-factor sign-in on, the challenge its second step completes.
 */
export type PasswordChecked = (SignedIn & { mfaEnrolmentRequired?: true }) | (Challenge & { mfaRequired: true })

/** What registering answers: signed in, or, while verification is required, the account alone. */
export type Registered = SignedIn | { user: ApiUser; emailVerificationRequired: true }

/** Sign-up, sign-in and password change: everything that sets or checks a password and then opens a session. */
export class SignInService {
  constructor(private readonly deps: SignInDeps) {}

  /**
   * Creates a user with role `user`, mails it a verification link and signs it in (unless
   * verification is required: then it signs in once verified); 403 when registration is closed.
   * The account, its `user.created` event, the mail, the first sign-in and the session commit together.
   */
  async register(input: NewUser, client: ClientInfo): Promise<Registered> {
    if (!(await this.deps.settings.registrationEnabled())) {
      throw new AppError('FORBIDDEN', 'Registration is closed; ask an administrator for an account')
    }
    // Hashed before the transaction opens, so that none stays open while the hash runs.
    const row = await this.deps.users.prepare({ ...input, role: 'user' })
    const mailVerification = await this.deps.verification.mailer()
    return transact(this.deps.db, async (tx): Promise<Registered> => {
      const created = await this.deps.users.insert(row, null, tx)
      await mailVerification(tx, created)
      if (this.deps.requireEmailVerification) return { user: created, emailVerificationRequired: true }
      // Registering signs the caller in: it is their first sign-in (lastLoginAt, auth.login).
      return this.open(created.id, client, tx)
    })
  }

  /**
   * Checks email and password: the same 401 in about the same time for an unknown email and a
   * wrong password; 429 past ten failures. With two-factor on, a right password answers a challenge.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<PasswordChecked> {
    const checked = await this.deps.throttle.judge(
      email,
      client.ip,
      async () => {
        const found = await this.deps.repo.findAccount(this.deps.db, email)
        // An invited account has no password yet: it takes the time an unknown email takes.
        const valid = found?.status === 'active' ? await verifyPassword(found.password_hash, password) : await verifyAgainstDummy(password)
        return valid && found ? { row: found, secondStep: found.two_factor_enabled_at !== null } : undefined
      },
      ({ secondStep }) => secondStep
    )
    if (!checked) throw new AppError('INVALID_CREDENTIALS', 'The email or password is not correct')
    const { row, secondStep } = checked
    // Told only to whoever knows the password, so it reveals nothing about the address.
    if (this.deps.requireEmailVerification && row.email_verified_at === null) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your email address first: follow the link mailed to it, or ask for a new one (POST /api/auth/email/verification)')
    }
    if (secondStep) return { mfaRequired: true, ...(await this.deps.twoFactor.challenge(row.id)) }
    const signedIn = await this.open(row.id, client)
    return this.deps.require2faForAdmins && row.role === 'admin' ? { ...signedIn, mfaEnrolmentRequired: true } : signedIn
  }

  /**
   * The second step of a sign-in with two-factor sign-in on: the challenge the password
   * answered, and a code from the app or a recovery code. Signs in as login does.
   */
  completeLogin(challenge: string, proof: SecondFactor, client: ClientInfo): Promise<SignedIn> {
    return this.deps.twoFactor.complete(challenge, proof, client.ip, (userId, tx) => this.open(userId, client, tx))
  }

  /** lastLoginAt, the `auth.login` event and the session, committed together. */
  private open(userId: string, client: ClientInfo, tx?: Tx): Promise<SignedIn> {
    return transact(
      this.deps.db,
      async (tx) => {
        const user = await this.deps.users.recordLogin(userId, tx)
        return { user, ...(await this.deps.sessions.start(userId, client, tx)) }
      },
      tx
    )
  }

  /**
   * Changes the caller's password, ends all their sessions and opens a fresh one. A wrong current
   * password counts against the sign-in throttle of the account's email and the caller's IP, so
   * a stolen token cannot be used to guess the password faster than a sign-in could.
   */
  async changePassword(principal: Principal, currentPassword: string, newPassword: string, client: ClientInfo): Promise<SignedToken> {
    const { email } = await this.deps.users.getOwn(principal.userId)
    const changed = await this.deps.throttle.judge(email, client.ip, () =>
      this.deps.users.changePassword(principal.userId, currentPassword, newPassword)
    )
    if (!changed) throw invalidField('current_password', 'is not your current password')
    return this.deps.sessions.start(principal.userId, client)
  }

  /**
   * Turns the caller's two-factor sign-in off, given the password and a second factor. A wrong
   * password is 422 on `current_password` and counts as a failed sign-in; a right one does not
   * clear the count, so that wrong codes keep counting.
   */
  async disableTwoFactor(userId: string, password: string, proof: SecondFactor, ip: string): Promise<void> {
    const { email } = await this.deps.users.getOwn(userId)
    const right = await this.deps.throttle.judge(email, ip, () => this.deps.users.checkPassword(userId, password), () => true)
    if (!right) throw invalidField('current_password', 'is not your current password')
    await this.deps.twoFactor.disable(userId, proof, ip)
  }

  /**
   * The caller proves they know their password before a change that could take the account
   * over (a new sign-in email): 422 on `current_password` when it is missing or wrong, and a wrong
   * one counts as a failed sign-in of the account's email from `ip`.
   */
  async confirmPassword(userId: string, password: string | undefined, ip: string): Promise<void> {
    if (password === undefined) throw invalidField('current_password', CURRENT_PASSWORD_REQUIRED)
    const { email } = await this.deps.users.getOwn(userId)
    const right = await this.deps.throttle.judge(email, ip, () => this.deps.users.checkPassword(userId, password))
    if (!right) throw invalidField('current_password', 'is not your current password')
  }
}
