import { replaceIndexes, type IndexReplacement } from './replace-indexes.js'

// The content lists' default order is (created_at, id): the indexes 0003 made for it ended at
// created_at, so both databases sorted each run of equal times by id after reading them. Each is
// made again ending with the id. The author's also ends with the status: a user's list counts
// their own unpublished items (`author_id = ? and status <> 'published'`), which then reads
// that index alone instead of looking up every item of theirs in the table.
const INDEXES: IndexReplacement[] = [
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

export const { up, down } = replaceIndexes('content_items', INDEXES)
