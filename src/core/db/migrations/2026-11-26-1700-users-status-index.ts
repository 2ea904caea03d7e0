import type { Kysely } from 'kysely'

// The users list filters by status (pending invitations) and counts what it filters: both read
// this index, in the list's default order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_status_created_idx').on('users').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_status_created_idx').execute()
}
