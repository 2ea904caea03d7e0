import type { Kysely, Transaction } from 'kysely'
import type { Database, UserRow, UserStatus } from '../../core/db/schema.js'
import type { EventLog } from '../../core/events/event-log.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { accountGone, AppError, invalidField, notFound, type ErrorDetails } from '../../core/errors.js'
import type { Role } from '../../core/principal.js'
import { isUniqueViolation } from '../../core/db/errors.js'
import { newId } from '../../lib/ids.js'
import { hashPassword, verifyPassword } from '../../core/security/passwords.js'
import { page, pageWindow, type Page } from '../../core/paging.js'
import { toApiUser, type UserAuthState, type UserCache } from './user-cache.js'
import type { UsersRepository } from './users.repository.js'
import type { ApiUser, ListUsersQuery, UserSortField } from './users.schemas.js'

export type { UserAuthState } from './user-cache.js'

export interface UsersDeps {
  db: Kysely<Database>
  repo: UsersRepository
  cache: UserCache
  events: EventLog
  bus: InvalidationBus
}

export interface NewUser {
  name: string
  email: string
  password: string
  role?: Role
}

/** A change to an account. Besides what an administrator may send, what the mailed links change. */
export interface UserChanges {
  name?: string
  email?: string
  role?: Role
  password?: string
  /** an argon2id hash made before the transaction (a link's flow hashes first, then redeems) */
  passwordHash?: string
  emailVerifiedAt?: string | null
  status?: UserStatus
}

/** The bus key that drops every cached page of the users list: published once a user row's change has committed. */
const USERS_CHANGED = 'users:*' as const

/** User accounts: creation, profile, roles, passwords, deletion; each change writes its event. */
export class UsersService {
  /** Pages of the list by what was asked: every change of a user row goes through `changed`, which drops them. */
  private readonly pages: PageCache<Page<ApiUser>>

  constructor(private readonly deps: UsersDeps) {
    this.pages = new PageCache(deps.bus, USERS_CHANGED)
  }

  /** Once `tx` commits, drops the user's cached copy (when it has one) and the list's pages, on every instance. */
  private changed(tx: Tx, id?: string): void {
    tx.afterCommit(() => {
      if (id !== undefined) this.deps.cache.drop(id)
      this.deps.bus.publish(USERS_CHANGED)
    })
  }

  /** The user with this id, or 404. */
  async get(id: string): Promise<ApiUser> {
    const cached = await this.deps.cache.get(id)
    if (!cached) throw notFound('User')
    return cached.user
  }

  /** The caller's own account; 401 when it is gone (deleted while the request was on its way). */
  getOwn(id: string): Promise<ApiUser> {
    return this.get(id).catch(notFoundAsAccountGone)
  }

  /**
   * Role and session cut-off of a user, or undefined when the user is gone: at once when the
   * user is cached, else a promise (every authenticated request asks).
   */
  authState(id: string): UserAuthState | undefined | Promise<UserAuthState | undefined> {
    return this.deps.cache.authState(id)
  }

  /**
   * The user's role read from the database, not the cache, or undefined when the user is gone:
   * for decisions that must not lag a change made on another instance (who receives a webhook).
   */
  async roleNow(id: string): Promise<Role | undefined> {
    return (await this.deps.repo.findById(this.deps.db, id))?.role
  }

  /** The stored row for a login attempt (with its hash), or undefined. */
  findForLogin(email: string): Promise<UserRow | undefined> {
    return this.deps.repo.findByEmail(this.deps.db, email)
  }

  /** The stored row (status, verification, session cut-off), read in `tx` when given; undefined when gone. */
  findRow(id: string, tx?: Tx): Promise<UserRow | undefined> {
    return this.deps.repo.findById(tx?.db ?? this.deps.db, id)
  }

  /**
   * The rules on an account's email that need the database, for a body as sent (so types are
   * checked): taken by another account. `exceptId`: the account being changed.
   */
  async emailProblems(email: unknown, exceptId?: string): Promise<ErrorDetails> {
    if (typeof email !== 'string' || !(await this.deps.repo.emailTaken(this.deps.db, email, exceptId))) return {}
    return { email: [EMAIL_TAKEN] }
  }

  /**
   * The rules of a change to one's own profile that need the database: a new sign-in email must
   * be free, and needs `current_password` (whether it is right is checked with the change).
   */
  async profileProblems(id: string, body: { email?: unknown; current_password?: unknown }): Promise<ErrorDetails> {
    if (typeof body.email !== 'string') return {}
    const stored = await this.deps.repo.findById(this.deps.db, id)
    if (!stored || stored.email.toLowerCase() === body.email.toLowerCase()) return {}
    return {
      ...(await this.emailProblems(body.email, id)),
      ...(body.current_password === undefined && { current_password: [CURRENT_PASSWORD_REQUIRED] })
    }
  }

  /**
   * Creates a user and writes `user.created`; a taken email is 422 on `email`. `mailVerification`
   * mails a link to the address in the same transaction.
   */
  async create(input: NewUser, actorId: string | null, mailVerification?: (tx: Tx, user: ApiUser) => Promise<void>): Promise<ApiUser> {
    const row = await this.prepare(input)
    return transact(this.deps.db, async (tx) => {
      const user = await this.insert(row, actorId, tx)
      await mailVerification?.(tx, user)
      return user
    })
  }

  /**
   * The row of a new account, its password hashed: done before the transaction that inserts
   * it, so that no transaction stays open while the hash runs.
   */
  async prepare(input: NewUser, options: { verified?: boolean } = {}): Promise<UserRow> {
    return { ...this.newRow(input, options.verified ?? false), password_hash: await hashPassword(input.password) }
  }

  /**
   * The row of an invited account: pending, with no password (no hash matches ''), until its
   * owner accepts the invitation.
   */
  prepareInvited(input: Omit<NewUser, 'password'>): UserRow {
    return { ...this.newRow(input, false), status: 'pending' }
  }

  private newRow(input: Omit<NewUser, 'password'>, verified: boolean): UserRow {
    const now = new Date().toISOString()
    return {
      id: newId(),
      name: input.name,
      email: input.email,
      email_normalized: input.email.toLowerCase(),
      password_hash: '',
      role: input.role ?? 'user',
      created_at: now,
      updated_at: now,
      last_login_at: null,
      sessions_valid_after: null,
      email_verified_at: verified ? now : null,
      status: 'active'
    }
  }

  /** Inserts a prepared account and writes `user.created`; a taken email is 422 on `email`. */
  async insert(row: UserRow, actorId: string | null, tx?: Tx): Promise<ApiUser> {
    const user = toApiUser(row)
    await this.writeUnique(async (tx) => {
      if (await this.deps.repo.emailTaken(tx.db, row.email)) throw emailTakenError()
      await this.deps.repo.insert(tx.db, row)
      await this.deps.events.record(tx, { type: 'user.created', actorId: actorId ?? row.id, subject: { type: 'user', id: row.id }, data: user })
      // An id that names no user is not cached: a new user's row needs only the list dropped.
      this.changed(tx)
    }, tx)
    return user
  }

  /**
   * Changes the caller's own name or email; writes `user.updated`. A new sign-in email (not just
   * another case of the same one) takes over the account, so `confirmPassword` must pass first.
   */
  async updateProfile(
    id: string,
    changes: { name?: string; email?: string },
    confirmPassword: () => Promise<void>,
    requestEmailChange: (user: ApiUser, email: string) => Promise<void>
  ): Promise<{ user: ApiUser; emailChangeRequested: boolean }> {
    const { email, ...rest } = changes
    let newAddress: string | undefined
    if (email !== undefined) {
      // The stored email, not the cached one: another instance may have changed it a moment ago.
      const stored = await this.row(id).catch(notFoundAsAccountGone)
      if (stored.email.toLowerCase() !== email.toLowerCase()) {
        await confirmPassword()
        newAddress = email
      }
    }
    // A new address takes effect once a link mailed to it is followed; a change of case at once.
    const user = await this.update(id, newAddress === undefined ? changes : rest, id).catch(notFoundAsAccountGone)
    if (newAddress !== undefined) await requestEmailChange(user, newAddress)
    return { user, emailChangeRequested: newAddress !== undefined }
  }

  /**
   * An administrator's change of name, email, role or password. Demoting the last administrator
   * is 422 LAST_ADMIN; a new password ends every session of the user.
   */
  async update(id: string, changes: UserChanges, actorId: string, tx?: Tx): Promise<ApiUser> {
    const passwordHash = changes.passwordHash ?? (changes.password === undefined ? undefined : await hashPassword(changes.password))
    return this.writeUnique(async (tx) => {
      const current = await this.row(id, tx.db)
      if (changes.email !== undefined && (await this.deps.repo.emailTaken(tx.db, changes.email, id))) throw emailTakenError()
      if (current.role === 'admin' && changes.role === 'user') await this.assertNotLastAdmin(tx.db)
      const now = new Date().toISOString()
      // Another address is not verified until a link mailed to it is followed.
      const newAddress = changes.email !== undefined && changes.email.toLowerCase() !== current.email_normalized
      const updated = await this.deps.repo.update(tx.db, id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.email !== undefined && { email: changes.email, email_normalized: changes.email.toLowerCase() }),
        ...(newAddress && { email_verified_at: null }),
        ...(changes.emailVerifiedAt !== undefined && { email_verified_at: changes.emailVerifiedAt }),
        ...(changes.role !== undefined && { role: changes.role }),
        // A password makes an invited account active: it can sign in from now on.
        ...(passwordHash !== undefined && { password_hash: passwordHash, sessions_valid_after: now, status: 'active' as const }),
        ...(changes.status !== undefined && { status: changes.status }),
        updated_at: now
      })
      const user = toApiUser(updated!)
      await this.deps.events.record(tx, { type: 'user.updated', actorId, subject: { type: 'user', id }, data: user })
      this.changed(tx, id)
      return user
    }, tx)
  }

  /**
   * The caller's own password change: when `currentPassword` is right, stores the new one and
   * ends every session that existed before now; answers whether it was right.
   */
  async changePassword(id: string, currentPassword: string, newPassword: string): Promise<boolean> {
    if (!(await this.checkPassword(id, currentPassword))) return false
    await this.update(id, { password: newPassword }, id)
    return true
  }

  /** Whether `password` is the user's password; 401 when the account is gone. */
  async checkPassword(id: string, password: string): Promise<boolean> {
    const row = await this.row(id).catch(notFoundAsAccountGone)
    return row.status === 'active' && verifyPassword(row.password_hash, password)
  }

  /** Deletes a user (sessions and settings go with it; content stays); 422 LAST_ADMIN for the last one. */
  async delete(id: string, actorId: string, tx?: Tx): Promise<void> {
    await transact(
      this.deps.db,
      async (tx) => {
        const row = await this.row(id, tx.db)
        if (row.role === 'admin') await this.assertNotLastAdmin(tx.db)
        await this.deps.repo.remove(tx.db, id)
        await this.deps.events.record(tx, { type: 'user.deleted', actorId, subject: { type: 'user', id }, data: toApiUser(row) })
        this.changed(tx, id)
      },
      tx
    )
  }

  /** One page of users, filtered and sorted. */
  async list(query: ListUsersQuery): Promise<Page<ApiUser>> {
    const window = pageWindow<UserSortField>('users', query)
    const filter = { search: query.search, role: query.role, status: query.status }
    return this.pages.get({ filter, window }, async () => {
      const { rows, total, next } = await this.deps.repo.list(this.deps.db, { ...filter, ...window })
      return page('users', rows.map(toApiUser), total, window, next)
    })
  }

  /** Stamps lastLoginAt and writes the `auth.login` activity entry. */
  async recordLogin(id: string, tx?: Tx): Promise<ApiUser> {
    return transact(
      this.deps.db,
      async (tx) => {
        const now = new Date().toISOString()
        const user = toApiUser((await this.deps.repo.update(tx.db, id, { last_login_at: now }))!)
        await this.deps.events.record(tx, { type: 'auth.login', actorId: id, subject: { type: 'user', id }, data: user })
        // lastLoginAt is part of the cached user and of the list.
        this.changed(tx, id)
        return user
      },
      tx
    )
  }

  /** Whether any administrator exists. */
  anyAdmin(): Promise<boolean> {
    return this.deps.repo.anyAdmin(this.deps.db)
  }

  /**
   * Makes the user with this email an administrator with this password, creating the account
   * when there is none. Used for the first administrator (ADMIN_EMAIL, the CLI).
   */
  async ensureAdmin(email: string, password: string, name = 'Administrator'): Promise<{ user: ApiUser; created: boolean }> {
    const existing = await this.deps.repo.findByEmail(this.deps.db, email)
    // The operator gave the address: it counts as verified.
    if (!existing) return { user: await this.insert(await this.prepare({ name, email, password, role: 'admin' }, { verified: true }), null), created: true }
    return { user: await this.update(existing.id, { role: 'admin', password }, existing.id), created: false }
  }

  /** Sets a new password for the user with this email and ends their sessions. */
  async resetPassword(email: string, password: string): Promise<ApiUser> {
    const row = await this.deps.repo.findByEmail(this.deps.db, email)
    if (!row) throw notFound(`User ${email}`)
    return this.update(row.id, { password }, row.id)
  }

  private async row(id: string, db: Kysely<Database> = this.deps.db): Promise<UserRow> {
    const row = await this.deps.repo.findById(db, id)
    if (!row) throw notFound('User')
    return row
  }

  private async assertNotLastAdmin(trx: Transaction<Database>): Promise<void> {
    if ((await this.deps.repo.countAdminsLocked(trx)) <= 1) {
      throw new AppError('LAST_ADMIN', 'This is the last administrator; make another user an administrator first')
    }
  }

  // The email check inside the transaction covers the common case; the unique index covers
  // two registrations racing for one address.
  private async writeUnique<T>(work: (tx: Tx) => Promise<T>, joining?: Tx): Promise<T> {
    try {
      return await transact(this.deps.db, work, joining)
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTakenError()
      throw error
    }
  }
}

const EMAIL_TAKEN = 'is already registered'
/** The message when a new sign-in email comes without the current password. */
export const CURRENT_PASSWORD_REQUIRED = 'is required to change the sign-in email'

function emailTakenError(): AppError {
  return invalidField('email', EMAIL_TAKEN)
}

/**
 * The token was checked against a cache that had not yet heard of the account's deletion (it
 * hears within milliseconds): the caller is not signed in any more, which is 401, not 404.
 */
function notFoundAsAccountGone(error: unknown): never {
  throw error instanceof AppError && error.code === 'NOT_FOUND' ? accountGone() : error
}
