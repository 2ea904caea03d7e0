import type { Kysely } from 'kysely'

// Single-use tickets that open a live stream (an EventSource cannot send a bearer token), kept
// where every instance sharing the database can redeem them. Stored by the SHA-256 of the
// ticket, so the table never holds one that works; expired rows are deleted as new ones are made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('session_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('token_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('stream_tickets_expires_idx').on('stream_tickets').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute()
}
