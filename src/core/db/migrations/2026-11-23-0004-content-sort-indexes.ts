import type { Kysely } from 'kysely'

// The lists sorted on updatedAt, publishedAt or title, as 0003 did for createdAt: one index per
// sort column for an administrator's view of everything, one after `status` for the published
// items every user sees, one after `author_id` for a user's own. Without them each such page
// sorted every visible row. The publishedAt ones end with the
// id, which breaks ties: every item never published ties with the others on a null.
const INDEXES: Array<[string, string[]]> = [
  ['content_items_updated_idx', ['updated_at']],
  ['content_items_status_updated_idx', ['status', 'updated_at']],
  ['content_items_author_updated_idx', ['author_id', 'updated_at']],
  ['content_items_published_idx', ['published_at', 'id']],
  ['content_items_status_published_idx', ['status', 'published_at', 'id']],
  ['content_items_author_published_idx', ['author_id', 'published_at', 'id']],
  ['content_items_title_idx', ['title']],
  ['content_items_status_title_idx', ['status', 'title']],
  ['content_items_author_title_idx', ['author_id', 'title']]
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('content_items').columns(columns).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
}
