import type { Kysely } from 'kysely'
import type { Database, SessionRow } from '../../core/db/schema.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import type { Principal } from '../../core/principal.js'
import { accountGone, AppError, unauthorized } from '../../core/errors.js'
import { newId } from '../../lib/ids.js'
import { fixedOrderWindow, page, type Page } from '../../core/paging.js'
import type { UserAuthState, UsersService } from '../users/users.service.js'
import type { ApiUser } from '../users/users.schemas.js'
import type { SessionsRepository } from './sessions.repository.js'
import { isApiToken } from './api-tokens/api-tokens.service.js'
import { bearerToken, type AccessClaims, type SignedToken, type TokenService } from './tokens.js'

/** Two tabs refreshing one token within this window both succeed and stay in the session. */
const REFRESH_GRACE_MS = 10_000

export const SESSION_ENDED = 'The session has ended; sign in again'

export interface SessionsDeps {
  db: Kysely<Database>
  repo: SessionsRepository
  users: Pick<UsersService, 'authState' | 'get'>
  tokens: TokenService
  bus: InvalidationBus
  refreshWindowSeconds: number
  log: WarningLog
}

/** What the auth services need of a logger (the app's pino logger has it), without importing Fastify. */
export interface WarningLog {
  warn(details: object, message: string): void
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

/**
 * The user a session belongs to, checked: 401 when the account is gone, or when its password
 * changed after the session began (which ends every older session).
 */
export function sessionHolder(user: UserAuthState | null | undefined, sessionCreatedAt: string): UserAuthState {
  if (!user) throw accountGone()
  if (user.sessionsValidAfter && sessionCreatedAt < user.sessionsValidAfter) throw unauthorized('revoked', SESSION_ENDED)
  return user
}

/** Sessions: opening one, rotating its token, ending it, listing the live ones. */
export class SessionsService {
  constructor(private readonly deps: SessionsDeps) {}

  /** Opens a new session for the user and returns its first token. */
  async start(userId: string, client: ClientInfo, tx?: Tx): Promise<SignedToken> {
    const now = new Date().toISOString()
    const id = newId()
    const jti = newId()
    const signed = this.deps.tokens.issue(userId, id, jti)
    const row: SessionRow = {
      id,
      user_id: userId,
      current_jti: jti,
      previous_jti: null,
      rotated_at: null,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip.slice(0, 64),
      created_at: now,
      last_used_at: now,
      expires_at: this.refreshDeadline(signed.expiresAt),
      revoked_at: null
    }
    await transact(this.deps.db, (tx) => this.deps.repo.insert(tx.db, row), tx)
    return signed
  }

  /**
   * Rotates the token inside its session. Accepts a token expired by less than
   * REFRESH_WINDOW_SECONDS. The presented token stops working at once; presenting it again
   * after the grace window is treated as theft and ends the whole session.
   */
  async refresh(authorization: string | undefined): Promise<SignedIn> {
    const { claims, session } = await this.presented(authorization)
    const signed = await transact(this.deps.db, async (tx) => {
      const rotated = await this.rotate(tx.db, session, claims.jti)
      if (rotated) tx.afterCommit(() => this.deps.bus.publish(`session:${session.id}`))
      return rotated
    })
    if (!signed) {
      await this.revoke(session.id)
      this.deps.log.warn({ sessionId: session.id, userId: session.user_id }, 'refresh token reuse: session revoked')
      throw unauthorized('revoked', 'This token was already used for a refresh; the session has been ended to protect the account')
    }
    return { user: await this.deps.users.get(claims.sub), ...signed }
  }

  /**
   * Ends the session of the presented token, on every instance, and answers its id. A token
   * that has expired but could still be refreshed is accepted, so that an idle tab can sign out.
   */
  async logout(authorization: string | undefined): Promise<string> {
    const { claims, session } = await this.presented(authorization)
    if (claims.jti !== session.current_jti && !withinGrace(session, claims.jti, Date.now())) {
      throw unauthorized('revoked', 'This token was replaced by a refresh; use the newest token')
    }
    await this.revoke(session.id)
    return session.id
  }

  /** Ends one of the caller's sessions; someone else's, or an unknown one, is 404. */
  async end(principal: Principal, sessionId: string): Promise<void> {
    const session = await this.deps.repo.findById(this.deps.db, sessionId)
    if (!session || session.user_id !== principal.userId || session.revoked_at) throw new AppError('NOT_FOUND', 'Session not found')
    await this.revoke(sessionId)
  }

  /** The caller's live sessions, newest first. */
  async list(principal: Principal, query: { page: number; limit: number; cursor?: string }): Promise<Page<SessionView>> {
    const state = await this.deps.users.authState(principal.userId)
    const window = fixedOrderWindow('sessions', query)
    const { rows, total, next } = await this.deps.repo.listLive(
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
    return page('sessions', views, total, window, next)
  }

  /**
   * The new token when `presentedJti` may be refreshed: it is the session's current one (the
   * token rotates), or the one just replaced, within the grace window (a second tab).
   * Undefined when it is an older one: a replaced token presented again.
   */
  private async rotate(db: Kysely<Database>, session: SessionRow, presentedJti: string): Promise<SignedToken | undefined> {
    const now = new Date()
    if (presentedJti === session.current_jti) {
      const jti = newId()
      const signed = this.deps.tokens.issue(session.user_id, session.id, jti)
      const rotated = await this.deps.repo.rotate(db, session.id, presentedJti, {
        current_jti: jti,
        rotated_at: now.toISOString(),
        expires_at: this.refreshDeadline(signed.expiresAt),
        last_used_at: now.toISOString()
      })
      if (rotated) return signed
      // Another refresh of the same token won the race: answer as the second tab.
      const latest = await this.deps.repo.findById(db, session.id)
      if (latest && !latest.revoked_at) return this.rotate(db, latest, presentedJti)
      throw unauthorized('revoked', SESSION_ENDED)
    }
    if (withinGrace(session, presentedJti, now.getTime())) {
      // The second tab gets a token for the session's current token id, so both tabs hold a
      // token the session accepts and neither trips reuse detection later.
      return this.deps.tokens.issue(session.user_id, session.id, session.current_jti)
    }
    return undefined
  }

  /**
   * The claims and the live session of a presented token, expired or not, while the token may
   * still be refreshed: 401 `expired` past that, `revoked` when the session or its user is gone.
   */
  private async presented(authorization: string | undefined): Promise<{ claims: AccessClaims; session: SessionRow }> {
    const token = bearerToken(authorization)
    if (isApiToken(token)) {
      throw unauthorized('invalid', 'A personal API token is not refreshed and does not sign out; revoke it with DELETE /api/auth/tokens/{id}')
    }
    const claims = this.deps.tokens.verifyIgnoringExpiry(token)
    if ((claims.exp + this.deps.refreshWindowSeconds) * 1000 <= Date.now()) {
      throw unauthorized('expired', 'The token is too old to refresh; sign in again')
    }
    const session = await this.deps.repo.findById(this.deps.db, claims.sid)
    if (!session || session.revoked_at || session.user_id !== claims.sub) throw unauthorized('revoked', SESSION_ENDED)
    sessionHolder(await this.deps.users.authState(claims.sub), session.created_at)
    return { claims, session }
  }

  // Every instance drops the session from its cache once the revocation has committed.
  private async revoke(sessionId: string): Promise<void> {
    await transact(this.deps.db, async (tx) => {
      await this.deps.repo.revoke(tx.db, sessionId, new Date().toISOString())
      tx.afterCommit(() => this.deps.bus.publish(`session:${sessionId}`))
    })
  }

  private refreshDeadline(expiresAt: string): string {
    return new Date(Date.parse(expiresAt) + this.deps.refreshWindowSeconds * 1000).toISOString()
  }
}

/** Whether `jti` is the token a session just replaced, presented within the grace window (a second tab). */
function withinGrace(session: SessionRow, jti: string, now: number): boolean {
  return jti === session.previous_jti && session.rotated_at !== null && now - Date.parse(session.rotated_at) <= REFRESH_GRACE_MS
}
