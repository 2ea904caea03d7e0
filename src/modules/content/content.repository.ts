import { sql, type Kysely } from 'kysely'
import type { ContentItemRow, Database } from '../../core/db/schema.js'
import { containsText } from '../../core/db/like.js'
import type { PageWindow } from '../../core/http/pagination.js'
import type { ContentSortField } from './content.schemas.js'

type Db = Kysely<Database>

const SORT_COLUMNS: Record<ContentSortField, 'created_at' | 'updated_at' | 'published_at' | 'title'> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  publishedAt: 'published_at',
  title: 'title'
}

export interface ContentRecord extends ContentItemRow {
  tags: string[]
}

export async function findById(db: Db, id: string): Promise<ContentRecord | undefined> {
  const row = await db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return { ...row, tags: (await tagsOf(db, [id])).get(id) ?? [] }
}

export async function insert(db: Db, row: ContentItemRow, tags: string[]): Promise<void> {
  await db.insertInto('content_items').values(row).execute()
  await insertTags(db, row.id, tags)
}

export async function update(db: Db, row: ContentItemRow, tags: string[] | undefined): Promise<void> {
  const { id, ...columns } = row
  await db.updateTable('content_items').set(columns).where('id', '=', id).execute()
  if (tags !== undefined) {
    await db.deleteFrom('content_tags').where('content_id', '=', id).execute()
    await insertTags(db, id, tags)
  }
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.deleteFrom('content_items').where('id', '=', id).execute()
}

export interface ContentFilter extends PageWindow<ContentSortField> {
  /** null: an administrator, who sees everything; otherwise published items and this user's */
  viewerId: string | null
  type?: string
  status?: string
  tag?: string
  search?: string
  authorId?: string
}

/** One page of the items the viewer may see that match the filter, and how many match in all. */
export async function list(db: Db, filter: ContentFilter): Promise<{ records: ContentRecord[]; total: number }> {
  let base = db.selectFrom('content_items')
  const viewerId = filter.viewerId
  if (viewerId !== null) base = base.where((eb) => eb.or([eb('status', '=', 'published'), eb('author_id', '=', viewerId)]))
  if (filter.type) base = base.where('type', '=', filter.type)
  if (filter.status) base = base.where('status', '=', filter.status as ContentItemRow['status'])
  if (filter.authorId) base = base.where('author_id', '=', filter.authorId)
  if (filter.tag) {
    const tag = filter.tag
    base = base.where('id', 'in', (eb) => eb.selectFrom('content_tags').select('content_id').where('tag', '=', tag))
  }
  if (filter.search) {
    const search = filter.search
    base = base.where((eb) => containsText(eb, ['title', 'content'], search))
  }
  const column = SORT_COLUMNS[filter.sort.field]
  let ordered = base.selectAll()
  // Items never published sort after the others either way, in both dialects alike.
  if (column === 'published_at') ordered = ordered.orderBy(sql`case when published_at is null then 1 else 0 end`)
  const [rows, count] = await Promise.all([
    ordered.orderBy(column, filter.sort.direction).orderBy('id', filter.sort.direction).offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  ])
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id)
  )
  return { records: rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] })), total: Number(count.total) }
}

async function tagsOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byItem = new Map<string, string[]>()
  if (ids.length === 0) return byItem
  const rows = await db
    .selectFrom('content_tags')
    .select(['content_id', 'tag'])
    .where('content_id', 'in', ids)
    .orderBy('content_id')
    .orderBy('position')
    .execute()
  for (const row of rows) {
    const list = byItem.get(row.content_id) ?? []
    list.push(row.tag)
    byItem.set(row.content_id, list)
  }
  return byItem
}

async function insertTags(db: Db, id: string, tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await db
    .insertInto('content_tags')
    .values(tags.map((tag, position) => ({ content_id: id, tag, position })))
    .execute()
}
