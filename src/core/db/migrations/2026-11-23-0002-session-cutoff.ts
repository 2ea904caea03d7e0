import type { Kysely } from 'kysely'

// Sessions created before this moment are no longer valid: a password reset or an
// administrator's "sign out everywhere" moves it, without touching the sessions themselves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessions_valid_after', 'varchar(24)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute()
}
