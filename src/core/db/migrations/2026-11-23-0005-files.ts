import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // No foreign key: files outlive their uploader, as content does.
    .addColumn('uploader_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('filename', 'varchar(255)', (col) => col.notNull())
    // Generated, never taken from the name; unique so that a key names one file.
    .addColumn('storage_key', 'varchar(100)', (col) => col.notNull().unique())
    // MAX_UPLOAD_BYTES is at most 1 GiB, well inside an integer.
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .execute()
  // A user's list, newest first, and an administrator's list of everyone's.
  await db.schema.createIndex('files_uploader_created_idx').on('files').columns(['uploader_id', 'created_at']).execute()
  await db.schema.createIndex('files_created_idx').on('files').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute()
}
