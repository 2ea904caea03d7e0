import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, NewUserRow, UserRow, UserRowUpdate } from '../../core/db/schema.js'
import type { Role } from '../../core/principal.js'
import { fetchPage } from '../../core/db/paged.js'
import { containsText } from '../../core/db/like.js'
import { rowLocks } from '../../core/db/locking.js'
import { reusable } from '../../core/db/reusable.js'
import type { PageWindow } from '../../core/paging.js'
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
}

export type UsersRepository = ReturnType<typeof createUsersRepository>

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
    },

    async update(db: Db, id: string, changes: UserRowUpdate): Promise<UserRow | undefined> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute()
      return findById(db, id)
    },

    async remove(db: Db, id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute()
    },

    /** The number of administrators, read so that no concurrent transaction can change it before ours commits. */
    async countAdminsLocked(trx: Transaction<Database>): Promise<number> {
      const rows = await locks.forUpdate(trx, (trx) => trx.selectFrom('users').select('id').where('role', '=', 'admin')).execute()
      return rows.length
    },

    async anyAdmin(db: Db): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined
    },

    /** One page of users and the total that match the filter. */
    list(db: Db, filter: UserFilter): Promise<{ rows: UserRow[]; total: number }> {
      let base = db.selectFrom('users')
      if (filter.role) base = base.where('role', '=', filter.role)
      if (filter.search) {
        const search = filter.search
        base = base.where((eb) => containsText(eb, ['name', 'email_normalized'], search))
      }
      const { field, direction } = filter.sort
      return fetchPage(base, filter, (query) => query.selectAll().orderBy(SORT_COLUMNS[field], direction).orderBy('id', direction))
    }
  }
}
