import { hash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ApiTokenRow, Database } from '../../../core/db/schema.js'
import type { EventLog } from '../../../core/events/event-log.js'
import type { InvalidationBus } from '../../../core/cache/invalidation.js'
import { transact } from '../../../core/db/transaction.js'
import { AppError, invalidField, notFound } from '../../../core/errors.js'
import type { Principal, TokenScope, Viewer } from '../../../core/principal.js'
import { fixedOrderWindow, page, storedInstant, type Page } from '../../../core/paging.js'
import { newId } from '../../../lib/ids.js'
import type { UsersService } from '../../users/users.service.js'
import type { ApiTokensRepository } from './api-tokens.repository.js'
import type { ApiTokenView, CreatedApiToken, NewApiToken } from './api-tokens.schemas.js'

export const TOKEN_PREFIX = 'apt_'
/** `apt_` and 32 random bytes in base64url: the only shape a token of ours can have. */
export const TOKEN_FORMAT = /^apt_[A-Za-z0-9_-]{43}$/
/** Tokens one account may hold at once: a bound on what one account can store. */
export const MAX_TOKENS_PER_USER = 100
/** The bus key that drops a token from every instance's cache, by its hash. */
export const CACHE_PREFIX = 'api-token:'
/** the list's name in its cursors */
const LIST = 'api-tokens'

/** Whether a bearer token is meant as a personal API token (by its prefix) rather than a JWT. */
export function isApiToken(token: string): boolean {
  return token.startsWith(TOKEN_PREFIX)
}

/** SHA-256 of a token, hex: how it is stored and found. The token has 256 random bits, so a fast hash is enough. */
export function tokenHash(token: string): string {
  return hash('sha256', token)
}

export interface ApiTokensDeps {
  db: Kysely<Database>
  repo: ApiTokensRepository
  users: Pick<UsersService, 'get'>
  events: EventLog
  bus: InvalidationBus
}

/** Personal API tokens: creating one (shown once), listing them, revoking one. */
export class ApiTokensService {
  constructor(private readonly deps: ApiTokensDeps) {}

  /**
   * A new token for the caller, answered with its secret this once. `expiresAt` must lie in
   * the future; 409 CONFLICT past MAX_TOKENS_PER_USER. Writes `token.created`.
   */
  async create(owner: Viewer, input: NewApiToken): Promise<CreatedApiToken> {
    const now = new Date().toISOString()
    const expiresAt = storedInstant('expiresAt', input.expiresAt ?? undefined) ?? null
    if (expiresAt !== null && expiresAt <= now) throw invalidField('expiresAt', 'must be in the future')
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
    const row: ApiTokenRow = {
      id: newId(),
      user_id: owner.userId,
      name: input.name,
      scope: input.scope,
      token_hash: tokenHash(token),
      hint: token.slice(0, TOKEN_PREFIX.length + 4),
      created_at: now,
      expires_at: expiresAt,
      last_used_at: null
    }
    const view = toView(row)
    await transact(this.deps.db, async (tx) => {
      if ((await this.deps.repo.countForUser(tx.db, owner.userId)) >= MAX_TOKENS_PER_USER) {
        throw new AppError('CONFLICT', `An account holds at most ${MAX_TOKENS_PER_USER} API tokens; revoke one first`)
      }
      await this.deps.repo.insert(tx.db, row)
      await this.deps.events.record(tx, { type: 'token.created', actorId: owner.userId, subject: { type: 'token', id: row.id }, data: view })
    })
    return { ...view, token }
  }

  /**
   * One page of a user's tokens, newest first, without their secrets: the caller's own, or
   * for an administrator anyone's (`userId`; 404 when there is no such user). 403 for anyone
   * else's.
   */
  async list(viewer: Viewer, query: { userId?: string; page: number; limit: number; cursor?: string }): Promise<Page<ApiTokenView>> {
    const owner = query.userId ?? viewer.userId
    if (owner !== viewer.userId) {
      if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', "Only an administrator may list another user's tokens")
      await this.deps.users.get(owner)
    }
    const window = fixedOrderWindow(LIST, query)
    const { rows, total, next } = await this.deps.repo.listForUser(this.deps.db, owner, window)
    return page(LIST, rows.map(toView), total, window, next)
  }

  /**
   * Revokes a token on every instance (404 if unknown or not the caller's). A caller using an API
   * token may revoke only that token, so a leaked one cannot remove its owner's others.
   */
  async revoke(viewer: Pick<Principal, 'userId' | 'role' | 'tokenId' | 'scope'>, id: string): Promise<void> {
    if (viewer.scope !== undefined && viewer.tokenId !== id) {
      throw new AppError('FORBIDDEN', 'A personal API token can revoke only itself; sign in with your password to revoke others')
    }
    const row = await this.deps.repo.findById(this.deps.db, id)
    if (!row || (row.user_id !== viewer.userId && viewer.role !== 'admin')) throw notFound('API token')
    await transact(this.deps.db, async (tx) => {
      if (!(await this.deps.repo.remove(tx.db, id))) throw notFound('API token')
      await this.deps.events.record(tx, { type: 'token.revoked', actorId: viewer.userId, subject: { type: 'token', id }, data: toView(row) })
      // The cache entry by hash for requests; `session:<id>` for the live streams opened with it.
      tx.afterCommit(() => this.deps.bus.publish(`${CACHE_PREFIX}${row.token_hash}`))
      tx.afterCommit(() => this.deps.bus.publish(`session:${id}`))
    })
  }
}

/** The token as the API shows it: never the token or its hash. */
export function toView(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scope: row.scope as TokenScope,
    hint: row.hint,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at
  }
}
