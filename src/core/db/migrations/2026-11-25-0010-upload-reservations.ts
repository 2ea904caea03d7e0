import type { Kysely } from 'kysely'

// The bytes each upload in progress may still write, counted against its uploader's quota and
// the free disk until it becomes a file row or is given back. A reservation whose process died
// lapses at `expires_at`; a live one is renewed while its upload runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_reservations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
    // MAX_UPLOAD_BYTES is at most 1 GiB, well inside an integer.
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('upload_reservations_user_idx').on('upload_reservations').columns(['user_id', 'expires_at']).execute()
  await db.schema.createIndex('upload_reservations_expires_idx').on('upload_reservations').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_reservations').execute()
}
