import type { Kysely } from 'kysely'
import type { ApiTokenRow, Database } from '../../../core/db/schema.js'
import type { InvalidationBus } from '../../../core/cache/invalidation.js'
import { InvalidatedCache } from '../../../core/cache/invalidated-cache.js'
import { accountGone, unauthorized } from '../../../core/errors.js'
import type { Principal, TokenScope } from '../../../core/principal.js'
import { whenReady } from '../../../lib/maybe-promise.js'
import type { UsersService } from '../../users/users.service.js'
import type { WarningLog } from '../sessions.service.js'
import type { ApiTokensRepository } from './api-tokens.repository.js'
import { CACHE_PREFIX, TOKEN_FORMAT, tokenHash } from './api-tokens.service.js'

// lastUsedAt is for people reading the token list: a write per request would turn every read
// into a write.
const TOUCH_INTERVAL_MS = 60_000
/** tokens kept in memory at most (the oldest loaded is dropped past it) */
const MAX_CACHED_TOKENS = 20_000
const NOT_VALID = 'The API token is not valid: it is unknown or was revoked'

export interface ApiTokenAuthenticatorDeps {
  db: Kysely<Database>
  repo: ApiTokensRepository
  users: Pick<UsersService, 'authState'>
  bus: InvalidationBus
  log: WarningLog
}

/** What a request's check needs of a token, cached between requests. */
interface TokenState {
  id: string
  userId: string
  scope: TokenScope
  createdAt: string
  /** epoch ms; null: never */
  expiresAt: number | null
  /** epoch ms of the last use written, as this instance knows it */
  lastUsedAt: number
}

/**
 * Checks a personal API token per request through caches the bus empties on revocation, so a
 * request costs a SHA-256 and no query. The owner's role is read each time; a new password ends it.
 */
export class ApiTokenAuthenticator {
  private readonly cache: InvalidatedCache<TokenState | null>

  constructor(private readonly deps: ApiTokenAuthenticatorDeps) {
    // Unknown tokens are not kept: guesses cannot crowd out real tokens.
    this.cache = new InvalidatedCache(deps.bus, { prefix: CACHE_PREFIX, maxEntries: MAX_CACHED_TOKENS, keeps: (state) => state !== null })
  }

  /** The principal of a live token; throws (or rejects with) the 401 otherwise. */
  authenticate(token: string): Principal | Promise<Principal> {
    if (!TOKEN_FORMAT.test(token)) throw unauthorized('invalid', NOT_VALID)
    const hash = tokenHash(token)
    return whenReady(this.cache.get(hash, () => this.load(hash)), (state) => this.holder(state, true))
  }

  /** The principal again for a connection that outlives its request (a live stream): read fresh from the database. */
  async recheck(tokenId: string): Promise<Principal> {
    const row = await this.deps.repo.findById(this.deps.db, tokenId)
    return this.holder(row ? toState(row) : null, false)
  }

  private holder(state: TokenState | null, touch: boolean): Principal | Promise<Principal> {
    if (!state) throw unauthorized('invalid', NOT_VALID)
    if (state.expiresAt !== null && state.expiresAt <= Date.now()) {
      throw unauthorized('expired', `The API token expired at ${new Date(state.expiresAt).toISOString()}; create a new one`)
    }
    return whenReady(this.deps.users.authState(state.userId), (user) => {
      if (!user) throw accountGone()
      if (user.sessionsValidAfter && state.createdAt < user.sessionsValidAfter) {
        throw unauthorized('revoked', "The API token was made before its owner's password changed, which ended it; create a new one")
      }
      if (touch) this.touch(state)
      return { userId: state.userId, sessionId: state.id, tokenId: state.id, role: user.role, scope: state.scope }
    })
  }

  private async load(hash: string): Promise<TokenState | null> {
    const row = await this.deps.repo.findByHash(this.deps.db, hash)
    return row ? toState(row) : null
  }

  private touch(state: TokenState): void {
    const now = Date.now()
    if (now - state.lastUsedAt < TOUCH_INTERVAL_MS) return
    state.lastUsedAt = now
    const at = new Date(now).toISOString()
    const notAfter = new Date(now - TOUCH_INTERVAL_MS).toISOString()
    this.deps.repo.touch(this.deps.db, state.id, at, notAfter).catch((error: unknown) => {
      this.deps.log.warn({ err: error, apiTokenId: state.id }, 'could not record API token use')
    })
  }
}

function toState(row: ApiTokenRow): TokenState {
  return {
    id: row.id,
    userId: row.user_id,
    scope: row.scope,
    createdAt: row.created_at,
    expiresAt: row.expires_at === null ? null : Date.parse(row.expires_at),
    lastUsedAt: row.last_used_at === null ? 0 : Date.parse(row.last_used_at)
  }
}
