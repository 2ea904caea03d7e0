import type { Kysely } from 'kysely'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { InvalidatedCache } from '../../core/cache/invalidated-cache.js'
import type { Database, UserRow } from '../../core/db/schema.js'
import type { Role } from '../../core/principal.js'
import { deepFreeze } from '../../lib/deep-freeze.js'
import { whenReady } from '../../lib/maybe-promise.js'
import type { UsersRepository } from './users.repository.js'
import type { ApiUser } from './users.schemas.js'

/**
 * Users kept in memory at most (the oldest loaded is dropped past it), a few MiB. More users
 * than that active at once on one instance cost a query each.
 */
const MAX_CACHED_USERS = 10_000
const PREFIX = 'user:'

/** What the authenticator needs to know about a user on every request. */
export interface UserAuthState {
  role: Role
  sessionsValidAfter: string | null
}

/** What requests read of a user, kept between them: its role and session cut-off, and its API view. */
export interface CachedUser extends UserAuthState {
  user: ApiUser
}

/** The user as the API shows it: never the hash, never internal columns. */
export function toApiUser(row: UserRow): ApiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
    emailVerifiedAt: row.email_verified_at,
    status: row.status
  }
}

/**
 * Users by id, read by every signed-in request; dropped on every instance after each committed
 * change. Unknown ids are not kept, so they cannot crowd out users.
 */
export class UserCache {
  private readonly cache: InvalidatedCache<CachedUser | null>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: UsersRepository,
    private readonly bus: InvalidationBus
  ) {
    this.cache = new InvalidatedCache(bus, { prefix: PREFIX, maxEntries: MAX_CACHED_USERS, keeps: (user) => user !== null })
  }

  /** The user, or null when there is none: at once when cached, else a promise. */
  get(id: string): CachedUser | null | Promise<CachedUser | null> {
    return this.cache.get(id, async () => {
      const row = await this.repo.findById(this.db, id)
      return row ? deepFreeze({ role: row.role, sessionsValidAfter: row.sessions_valid_after, user: toApiUser(row) }) : null
    })
  }

  /** Role and session cut-off of a user, or undefined when the user is gone (at once when cached). */
  authState(id: string): UserAuthState | undefined | Promise<UserAuthState | undefined> {
    return whenReady(this.get(id), (user) => user ?? undefined)
  }

  /** Tells every instance that the user changed: call it once the change has committed. */
  drop(id: string): void {
    this.bus.publish(`${PREFIX}${id}`)
  }
}
