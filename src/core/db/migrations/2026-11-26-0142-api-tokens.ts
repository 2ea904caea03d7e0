import type { Kysely } from 'kysely'

// Personal API tokens. The token itself is never stored: a request's token is found by its
// SHA-256 (unique), which a copy of the database cannot turn back into a working token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('scope', 'varchar(8)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('hint', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(24)')
    .addColumn('last_used_at', 'varchar(24)')
    .execute()
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute()
}
