import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, SessionRow } from '../../core/db/schema.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import type { Authenticator, Principal } from '../../core/principal.js'
import { accountGone, AppError, invalidField } from '../../core/errors.js'
import { newId } from '../../core/ids.js'
import { page, pageWindow, type Page } from '../../core/paging.js'
import { verifyAgainstDummy, verifyPassword } from '../../core/security/passwords.js'
import type { NewUser, UserAuthState, UsersService } from '../users/users.service.js'
import type { ApiUser } from '../users/users.schemas.js'
import type { SettingsService } from '../settings/settings.service.js'
import * as sessions from './sessions.repository.js'
import { PrincipalCache } from './principal-cache.js'
import type { LoginThrottle } from './login-throttle.js'
import { bearerToken, type SignedToken, type TokenService } from './tokens.js'

/** Two tabs refreshing one token within this window both succeed and stay in the session. */
export const REFRESH_GRACE_MS = 10_000
// last_used_at is for people reading the session list; a write per request would cost more
// than that precision is worth.
const TOUCH_INTERVAL_MS = 60_000

export interface AuthDeps {
  db: Kysely<Database>
  users: UsersService
  settings: Pick<SettingsService, 'registrationEnabled'>
  tokens: TokenService
  bus: InvalidationBus
  throttle: LoginThrottle
  refreshWindowSeconds: number
  log: FastifyBaseLogger
}

/** Where a session was opened from, shown in the session list. */
export interface ClientInfo {
  ip: string
  userAgent: string | null
}

export interface SignedIn extends SignedToken {
  user: ApiUser
}

export interface SessionView {
  id: string
  createdAt: string
  lastUsedAt: string
  userAgent: string | null
  ip: string | null
  current: boolean
}

interface SessionState {
  userId: string
  currentJti: string
  revoked: boolean
  createdAt: string
  lastUsedAt: number
}

const SESSION_ENDED = 'The session has ended; sign in again'

/** Sign-in, sessions and the per-request token check. */
export class AuthService implements Authenticator {
  private readonly sessionCache: PrincipalCache<SessionState | null>
  private readonly userCache: PrincipalCache<UserAuthState | null>

  constructor(private readonly deps: AuthDeps) {
    this.sessionCache = new PrincipalCache(deps.bus, 'session:')
    this.userCache = new PrincipalCache(deps.bus, 'user:')
  }

  /** Creates a user with role `user` and signs them in; 403 when registration is closed. */
  async register(input: NewUser, client: ClientInfo): Promise<SignedIn> {
    if (!(await this.deps.settings.registrationEnabled())) {
      throw new AppError('FORBIDDEN', 'Registration is closed; ask an administrator for an account')
    }
    const user = await this.deps.users.create({ ...input, role: 'user' }, null)
    return { user, ...(await this.startSession(user.id, client)) }
  }

  /**
   * Checks email and password; the same 401 INVALID_CREDENTIALS for an unknown email and a
   * wrong password, in about the same time. Ten failures per email and IP in 15 minutes: 429.
   */
  async login(email: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const row = await this.deps.throttle.judge(email, client.ip, async () => {
      const found = await this.deps.users.findForLogin(email)
      const valid = found ? await verifyPassword(found.password_hash, password) : await verifyAgainstDummy(password)
      return valid ? found : undefined
    })
    if (!row) throw new AppError('INVALID_CREDENTIALS', 'The email or password is not correct')
    const user = await this.deps.users.recordLogin(row.id)
    return { user, ...(await this.startSession(row.id, client)) }
  }

  /** Opens a new session for the user and returns its first token. */
  async startSession(userId: string, client: ClientInfo): Promise<SignedToken> {
    const now = new Date()
    const id = newId()
    const jti = newId()
    const signed = this.deps.tokens.issue(userId, id, jti)
    await sessions.insert(this.deps.db, {
      id,
      user_id: userId,
      current_jti: jti,
      previous_jti: null,
      rotated_at: null,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip.slice(0, 64),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: this.refreshDeadline(signed.expiresAt),
      revoked_at: null
    })
    return signed
  }

  /** The per-request check: a valid token of a live session of an existing user. */
  async authenticate(authorization: string | undefined): Promise<Principal> {
    const claims = this.deps.tokens.verify(bearerToken(authorization))
    const session = await this.sessionCache.get(claims.sid, () => this.loadSession(claims.sid))
    if (!session || session.revoked || session.userId !== claims.sub) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    if (claims.jti !== session.currentJti) {
      throw new AppError('UNAUTHORIZED', 'This token was replaced by a refresh; use the newest token')
    }
    const user = await this.userCache.get(claims.sub, async () => (await this.deps.users.authState(claims.sub)) ?? null)
    if (!user) throw accountGone()
    if (user.sessionsValidAfter && session.createdAt < user.sessionsValidAfter) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    this.touch(claims.sid, session)
    return { userId: claims.sub, sessionId: claims.sid, tokenId: claims.jti, role: user.role }
  }

  /**
   * Rotates the token inside its session. Accepts a token expired by less than
   * REFRESH_WINDOW_SECONDS. The presented token stops working at once; presenting it again
   * after the grace window is treated as theft and ends the whole session.
   */
  async refresh(authorization: string | undefined): Promise<SignedIn> {
    const claims = this.deps.tokens.verifyIgnoringExpiry(bearerToken(authorization))
    if ((claims.exp + this.deps.refreshWindowSeconds) * 1000 <= Date.now()) {
      throw new AppError('UNAUTHORIZED', 'The token is too old to refresh; sign in again')
    }
    const session = await sessions.findById(this.deps.db, claims.sid)
    if (!session || session.revoked_at || session.user_id !== claims.sub) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    const user = await this.deps.users.authState(claims.sub)
    if (!user) throw accountGone()
    if (user.sessionsValidAfter && session.created_at < user.sessionsValidAfter) throw new AppError('UNAUTHORIZED', SESSION_ENDED)

    const signed = await this.rotateOrReuse(session, claims.jti)
    await this.deps.bus.publish(`session:${session.id}`)
    return { user: await this.deps.users.get(claims.sub), ...signed }
  }

  /** Ends the caller's session, on every instance. */
  async logout(principal: Principal): Promise<void> {
    await this.endSession(principal, principal.sessionId)
  }

  /** The caller's live sessions, newest first. */
  async listSessions(principal: Principal, pageNumber: number, limit: number): Promise<Page<SessionView>> {
    const state = await this.deps.users.authState(principal.userId)
    const window = pageWindow({ page: pageNumber, limit, sort: '-createdAt' })
    const { rows, total } = await sessions.listLive(
      this.deps.db,
      principal.userId,
      { now: new Date().toISOString(), validAfter: state?.sessionsValidAfter ?? null },
      window
    )
    const views = rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      userAgent: row.user_agent,
      ip: row.ip,
      current: row.id === principal.sessionId
    }))
    return page(views, total, window)
  }

  /** Ends one of the caller's sessions; someone else's, or an unknown one, is 404. */
  async endSession(principal: Principal, sessionId: string): Promise<void> {
    const session = await sessions.findById(this.deps.db, sessionId)
    if (!session || session.user_id !== principal.userId || session.revoked_at) throw new AppError('NOT_FOUND', 'Session not found')
    await sessions.revoke(this.deps.db, sessionId, new Date().toISOString())
    await this.deps.bus.publish(`session:${sessionId}`)
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
    return this.startSession(principal.userId, client)
  }

  /** The Authenticator's password check before a sensitive change (a new sign-in email). */
  async confirmPassword(userId: string, password: string | undefined, ip: string): Promise<void> {
    if (password === undefined) throw invalidField('current_password', 'is required to change the sign-in email')
    const { email } = await this.deps.users.getOwn(userId)
    const right = await this.deps.throttle.judge(email, ip, () => this.deps.users.checkPassword(userId, password))
    if (!right) throw invalidField('current_password', 'is not your current password')
  }

  private async rotateOrReuse(session: SessionRow, presentedJti: string): Promise<SignedToken> {
    const now = new Date()
    if (presentedJti === session.current_jti) {
      const jti = newId()
      const signed = this.deps.tokens.issue(session.user_id, session.id, jti)
      const rotated = await sessions.rotate(this.deps.db, session.id, presentedJti, {
        current_jti: jti,
        rotated_at: now.toISOString(),
        expires_at: this.refreshDeadline(signed.expiresAt),
        last_used_at: now.toISOString()
      })
      if (rotated) return signed
      // Another refresh of the same token won the race: answer as the second tab.
      const latest = await sessions.findById(this.deps.db, session.id)
      if (latest && !latest.revoked_at) return this.rotateOrReuse(latest, presentedJti)
      throw new AppError('UNAUTHORIZED', SESSION_ENDED)
    }
    const withinGrace = session.rotated_at !== null && now.getTime() - Date.parse(session.rotated_at) <= REFRESH_GRACE_MS
    if (presentedJti === session.previous_jti && withinGrace) {
      // The second tab gets a token for the session's current token id, so both tabs hold a
      // token the session accepts and neither trips reuse detection later.
      return this.deps.tokens.issue(session.user_id, session.id, session.current_jti)
    }
    await sessions.revoke(this.deps.db, session.id, now.toISOString())
    await this.deps.bus.publish(`session:${session.id}`)
    this.deps.log.warn({ sessionId: session.id, userId: session.user_id }, 'refresh token reuse: session revoked')
    throw new AppError('UNAUTHORIZED', 'This token was already used for a refresh; the session has been ended to protect the account')
  }

  private async loadSession(id: string): Promise<SessionState | null> {
    const row = await sessions.findById(this.deps.db, id)
    if (!row) return null
    return {
      userId: row.user_id,
      currentJti: row.current_jti,
      revoked: row.revoked_at !== null,
      createdAt: row.created_at,
      lastUsedAt: Date.parse(row.last_used_at)
    }
  }

  private touch(id: string, session: SessionState): void {
    const now = Date.now()
    if (now - session.lastUsedAt < TOUCH_INTERVAL_MS) return
    session.lastUsedAt = now
    sessions.touch(this.deps.db, id, new Date(now).toISOString()).catch((error: unknown) => {
      this.deps.log.warn({ err: error, sessionId: id }, 'could not record session use')
    })
  }

  private refreshDeadline(expiresAt: string): string {
    return new Date(Date.parse(expiresAt) + this.deps.refreshWindowSeconds * 1000).toISOString()
  }
}
