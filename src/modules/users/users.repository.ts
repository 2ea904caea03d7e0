import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, NewUserRow, UserRow, UserRowUpdate, UserStatus } from '../../core/db/schema.js'
import type { Role } from '../../core/principal.js'
import { boundedCount, fetchWindow } from '../../core/db/paged.js'
import { containsText } from '../../core/db/like.js'
import { changeCounts, dropCounts, readCounts, type CountChanges } from '../../core/db/row-counts.js'
import { rowLocks } from '../../core/db/locking.js'
import { reusable } from '../../core/db/reusable.js'
import type { PageWindow, Position, Total } from '../../core/paging.js'
import type { UserSortField } from './users.schemas.js'

type Db = Kysely<Database>

const SORT_COLUMNS: Record<UserSortField, 'name' | 'email_normalized' | 'created_at'> = {
  name: 'name',
  email: 'email_normalized',
  createdAt: 'created_at'
}

export interface UserFilter extends PageWindow<UserSortField> {
  search?: string
  role?: Role
  status?: UserStatus
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

/** The counters a user of this role is in. */
function userCounts(role: Role, delta: number): CountChanges {
  return { users: delta, [`users.role:${role}`]: delta }
}

/** The users table's queries for one dialect; each takes the database or a transaction first. */
export function createUsersRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)
  // Read on nearly every request (the account, and the auth check's role when not cached).
  const byId = reusable((db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id))
  async function findById(db: Db, id: string): Promise<UserRow | undefined> {
    return (await byId(db, id))[0]
  }

  return {
    findById,

    findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email_normalized', '=', email.toLowerCase()).executeTakeFirst()
    },

    async emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email_normalized', '=', email.toLowerCase())
      if (exceptId) query = query.where('id', '!=', exceptId)
      return (await query.executeTakeFirst()) !== undefined
    },

    async insert(db: Db, row: NewUserRow): Promise<void> {
      await db.insertInto('users').values(row).execute()
      await changeCounts(db, userCounts(row.role, 1))
    },

    async update(db: Db, id: string, changes: UserRowUpdate): Promise<UserRow | undefined> {
      const { role, ...rest } = changes
      if (role !== undefined) {
        // Only a change of role moves the counters: the row says whether this update made one.
        const moved = await db.updateTable('users').set({ role: role as Role }).where('id', '=', id).where('role', '!=', role as Role).executeTakeFirst()
        if (Number(moved.numUpdatedRows) > 0) await changeCounts(db, userCounts(role === 'admin' ? 'user' : 'admin', -1), userCounts(role as Role, 1))
      }
      if (Object.keys(rest).length > 0) await db.updateTable('users').set(rest).where('id', '=', id).execute()
      return findById(db, id)
    },

    /** Deletes the user and, with them, their webhooks (and those webhooks' attempts). */
    async remove(trx: Transaction<Database>, id: string): Promise<void> {
      // Locked first: no webhook of theirs can be added between the count below and the delete.
      await locks.forUpdate(trx, (trx) => trx.selectFrom('users').select('id').where('id', '=', id)).execute()
      const webhooks = await trx.deleteFrom('webhooks').where('user_id', '=', id).returning('id').execute()
      const removed = await trx.deleteFrom('users').where('id', '=', id).returning('role').execute()
      await changeCounts(trx, { webhooks: -webhooks.length }, ...removed.map((row) => userCounts(row.role, -1)))
      await dropCounts(trx, webhooks.map((webhook) => `webhook_attempts.webhook:${webhook.id}`))
    },

    /** The number of administrators, read so that no concurrent transaction can change it before ours commits. */
    async countAdminsLocked(trx: Transaction<Database>): Promise<number> {
      const rows = await locks.forUpdate(trx, (trx) => trx.selectFrom('users').select('id').where('role', '=', 'admin')).execute()
      return rows.length
    },

    async anyAdmin(db: Db): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined
    },

    /** One page of users, the total that match the filter, and where the next page starts. */
    async list(db: Db, filter: UserFilter): Promise<{ rows: UserRow[]; total: Total; next: Position | null }> {
      let base = db.selectFrom('users')
      if (filter.role) base = base.where('role', '=', filter.role)
      if (filter.status) base = base.where('status', '=', filter.status)
      if (filter.search) {
        const search = filter.search
        base = base.where((eb) => containsText(eb, ['name', 'email_normalized'], search))
      }
      const keyset = { column: SORT_COLUMNS[filter.sort.field], direction: filter.sort.direction }
      // All, or by role: counted as users come, go and change role; a search or a status, on the rows.
      const counted = !filter.search && !filter.status
      const total = counted ? readCounts(db, [filter.role ? `users.role:${filter.role}` : 'users']).then((count) => ({ count, estimate: false })) : boundedCount(db, dialect, base)
      const [page, count] = await Promise.all([fetchWindow(base, filter, keyset, (query) => query.selectAll()), total])
      return { ...page, total: count }
    }
  }
}
