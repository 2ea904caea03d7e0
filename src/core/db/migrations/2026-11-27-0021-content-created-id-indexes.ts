import type { Kysely } from 'kysely'

// The content lists' default order is (created_at, id): the indexes 0003 made for it ended at
// created_at, so both databases sorted each run of equal times by id after reading them. Each is
// made again ending with the id. The author's also ends with the status: a user's list counts
// their own unpublished items (`author_id = ? and status <> 'published'`), which then reads
// that index alone instead of looking up every item of theirs in the table.
const INDEXES: Array<{ name: string; columns: string[]; was: string; wasColumns: string[] }> = [
  { name: 'content_items_created_id_idx', columns: ['created_at', 'id'], was: 'content_items_created_idx', wasColumns: ['created_at'] },
  { name: 'content_items_status_created_id_idx', columns: ['status', 'created_at', 'id'], was: 'content_items_status_created_idx', wasColumns: ['status', 'created_at'] },
  { name: 'content_items_type_created_id_idx', columns: ['type', 'created_at', 'id'], was: 'content_items_type_created_idx', wasColumns: ['type', 'created_at'] },
  {
    name: 'content_items_author_created_id_idx',
    columns: ['author_id', 'created_at', 'id', 'status'],
    was: 'content_items_author_created_idx',
    wasColumns: ['author_id', 'created_at']
  }
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns, was } of INDEXES) {
    await db.schema.createIndex(name).on('content_items').columns(columns).execute()
    await db.schema.dropIndex(was).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, was, wasColumns } of INDEXES) {
    await db.schema.createIndex(was).on('content_items').columns(wasColumns).execute()
    await db.schema.dropIndex(name).execute()
  }
}
