import type { Kysely } from 'kysely'

// The thumbnails made of an image file, one row per preset, so that a download knows where one
// is and its size without asking storage, and a file's deletion knows which bytes go with it.
// The rows go with their file (cascade); a thumbnail finished after its file was deleted fails
// the foreign key, and its bytes are removed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_thumbnails')
    .addColumn('file_id', 'varchar(36)', (col) => col.notNull().references('files.id').onDelete('cascade'))
    .addColumn('preset', 'varchar(32)', (col) => col.notNull())
    // Names the preset's settings too, so that a preset whose settings change is made anew.
    .addColumn('storage_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addPrimaryKeyConstraint('file_thumbnails_pk', ['file_id', 'preset'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_thumbnails').execute()
}
