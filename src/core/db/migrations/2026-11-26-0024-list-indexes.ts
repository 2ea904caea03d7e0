import type { Kysely } from 'kysely'

// Every list's sort and filter reads an index in order, so that a page, and a page after a
// cursor (a range on the sort column), costs the same at any depth. The lists already had theirs
// for their default order and filters; these are the other sorts (users by name, files by name
// or size), and what retention reads: attempts and deliveries by age, deliveries by event (an
// event with a pending delivery is kept).
const INDEXES: Array<[string, string, string[]]> = [
  ['users_name_idx', 'users', ['name']],
  ['users_role_created_idx', 'users', ['role', 'created_at']],
  ['files_filename_idx', 'files', ['filename']],
  ['files_size_idx', 'files', ['size']],
  ['webhook_attempts_created_idx', 'webhook_attempts', ['created_at']],
  ['webhook_deliveries_created_idx', 'webhook_deliveries', ['created_at']],
  ['webhook_deliveries_event_idx', 'webhook_deliveries', ['event_id']]
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute()
  // (role, created_at) leads with what users_role_idx held.
  await db.schema.dropIndex('users_role_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
}
