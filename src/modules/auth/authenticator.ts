import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { InvalidatedCache } from '../../core/cache/invalidated-cache.js'
import { whenReady } from '../../lib/maybe-promise.js'
import type { Principal } from '../../core/principal.js'
import { unauthorized } from '../../core/errors.js'
import type { UsersService } from '../users/users.service.js'
import type { SessionsRepository } from './sessions.repository.js'
import { SESSION_ENDED, sessionHolder, type WarningLog } from './sessions.service.js'
import type { AccessClaims, TokenService } from './tokens.js'

// last_used_at is for people reading the session list; a write per request would cost more
// than that precision is worth.
const TOUCH_INTERVAL_MS = 60_000
/** sessions kept in memory at most (the oldest loaded is dropped past it) */
const MAX_CACHED_SESSIONS = 50_000

export interface SessionAuthenticatorDeps {
  db: Kysely<Database>
  repo: SessionsRepository
  users: Pick<UsersService, 'authState'>
  tokens: TokenService
  bus: InvalidationBus
  log: WarningLog
}

/** What a request's check needs of its session, cached between requests. */
interface SessionState {
  userId: string
  currentJti: string
  revoked: boolean
  createdAt: string
  /** after this the session cannot be refreshed: it has ended */
  expiresAt: string
  lastUsedAt: number
}

/**
 * The per-request check of a bearer token. Sessions are read through a cache that every change
 * empties (on every instance, through the invalidation bus), and users through the users
 * service's own, so most requests cost a JWT verification and no query.
 */
export class SessionAuthenticator {
  private readonly sessionCache: InvalidatedCache<SessionState | null>

  constructor(private readonly deps: SessionAuthenticatorDeps) {
    this.sessionCache = new InvalidatedCache(deps.bus, { prefix: 'session:', maxEntries: MAX_CACHED_SESSIONS })
  }

  /**
   * The per-request check of a bearer token (a JWT): a valid token of a live session of an existing user. Answered at once
   * when the session and the user are cached (most requests), else as a promise; a bad token
   * throws at once.
   */
  authenticate(token: string): Principal | Promise<Principal> {
    const claims = this.deps.tokens.verify(token)
    return whenReady(this.sessionCache.get(claims.sid, () => this.loadSession(claims.sid)), (session) => this.holderOf(claims, session))
  }

  /**
   * The principal again for a connection that outlives its request (a live stream): session live,
   * account there, current role. Through the request caches; throws the 401 when it has ended.
   */
  recheck(principal: Omit<Principal, 'role'>): Principal | Promise<Principal> {
    return whenReady(this.sessionCache.get(principal.sessionId, () => this.loadSession(principal.sessionId)), (session) => {
      const live = liveSession(session, principal.userId)
      if (Date.parse(live.expiresAt) <= Date.now()) throw unauthorized('revoked', SESSION_ENDED)
      return this.holder(principal, live, false)
    })
  }

  /** The principal of a token whose session is read: it must be the token's, live and current. */
  private holderOf(claims: AccessClaims, session: SessionState | null): Principal | Promise<Principal> {
    const live = liveSession(session, claims.sub)
    if (claims.jti !== live.currentJti) {
      throw unauthorized('revoked', 'This token was replaced by a refresh; use the newest token')
    }
    return this.holder({ userId: claims.sub, sessionId: claims.sid, tokenId: claims.jti }, live, true)
  }

  /** The principal of a live session, with its account's current role. */
  private holder(who: Omit<Principal, 'role'>, session: SessionState, touch: boolean): Principal | Promise<Principal> {
    return whenReady(this.deps.users.authState(who.userId), (user) => {
      const { role } = sessionHolder(user, session.createdAt)
      if (touch) this.touch(who.sessionId, session)
      return { userId: who.userId, sessionId: who.sessionId, tokenId: who.tokenId, role }
    })
  }

  private async loadSession(id: string): Promise<SessionState | null> {
    const row = await this.deps.repo.findById(this.deps.db, id)
    if (!row) return null
    return {
      userId: row.user_id,
      currentJti: row.current_jti,
      revoked: row.revoked_at !== null,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      lastUsedAt: Date.parse(row.last_used_at)
    }
  }

  private touch(id: string, session: SessionState): void {
    const now = Date.now()
    if (now - session.lastUsedAt < TOUCH_INTERVAL_MS) return
    session.lastUsedAt = now
    this.deps.repo.touch(this.deps.db, id, new Date(now).toISOString()).catch((error: unknown) => {
      this.deps.log.warn({ err: error, sessionId: id }, 'could not record session use')
    })
  }
}

/** The session, when it exists, is not revoked and belongs to `userId`; the 401 otherwise. */
function liveSession(session: SessionState | null, userId: string): SessionState {
  if (!session || session.revoked || session.userId !== userId) throw unauthorized('revoked', SESSION_ENDED)
  return session
}
