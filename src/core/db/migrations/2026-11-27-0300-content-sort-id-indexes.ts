import { replaceIndexes, type IndexReplacement } from './replace-indexes.js'

// The content lists sorted on updatedAt or title break ties by the id, as 2026-11-27-0021 made
// the created_at indexes do: the indexes 0004 made for them ended at the sort column, so both
// databases sorted each run of equal values by id after reading them (titles repeat often).
const INDEXES: IndexReplacement[] = [
  { name: 'content_items_updated_id_idx', columns: ['updated_at', 'id'], was: 'content_items_updated_idx', wasColumns: ['updated_at'] },
  { name: 'content_items_status_updated_id_idx', columns: ['status', 'updated_at', 'id'], was: 'content_items_status_updated_idx', wasColumns: ['status', 'updated_at'] },
  { name: 'content_items_author_updated_id_idx', columns: ['author_id', 'updated_at', 'id'], was: 'content_items_author_updated_idx', wasColumns: ['author_id', 'updated_at'] },
  { name: 'content_items_title_id_idx', columns: ['title', 'id'], was: 'content_items_title_idx', wasColumns: ['title'] },
  { name: 'content_items_status_title_id_idx', columns: ['status', 'title', 'id'], was: 'content_items_status_title_idx', wasColumns: ['status', 'title'] },
  { name: 'content_items_author_title_id_idx', columns: ['author_id', 'title', 'id'], was: 'content_items_author_title_idx', wasColumns: ['author_id', 'title'] }
]

export const { up, down } = replaceIndexes('content_items', INDEXES)
