import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('type', 'varchar(50)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // No foreign key: content outlives its author, and the id stays so the UI can say
    // "deleted user".
    .addColumn('author_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(24)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(24)')
    .execute()
  // The common lists: a user's view is "published OR mine", newest first; each side of the OR
  // has an index that also serves the ordering, and the filters by type or status have theirs.
  await db.schema.createIndex('content_items_status_created_idx').on('content_items').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('content_items_author_created_idx').on('content_items').columns(['author_id', 'created_at']).execute()
  await db.schema.createIndex('content_items_type_created_idx').on('content_items').columns(['type', 'created_at']).execute()
  await db.schema.createIndex('content_items_created_idx').on('content_items').column('created_at').execute()

  await db.schema
    .createTable('content_tags')
    .addColumn('content_id', 'varchar(36)', (col) => col.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(50)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_tags_pk', ['content_id', 'tag'])
    .execute()
  await db.schema.createIndex('content_tags_tag_idx').on('content_tags').columns(['tag', 'content_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_tags').execute()
  await db.schema.dropTable('content_items').execute()
}
