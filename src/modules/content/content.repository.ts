import { sql, type Expression, type Kysely } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
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

/**
 * The item, with its tags. `lock`: no other transaction may change it until ours ends, so a
 * partial update does not write back a stale copy of the fields it keeps, nor check its status
 * move against a stale status. PostgreSQL locks the row; SQLite runs one write transaction at a
 * time.
 */
export async function findById(db: Db, id: string, lock?: Dialect): Promise<ContentRecord | undefined> {
  const query = db.selectFrom('content_items').selectAll().where('id', '=', id)
  const row = await (lock === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
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
  const matching = filtered(db, filter)
  const viewerId = filter.viewerId
  let rows: ContentItemRow[]
  let total: number
  if (viewerId === null) {
    ;[rows, total] = await Promise.all([
      ordered(matching.selectAll(), filter).offset(filter.offset).limit(filter.limit).execute(),
      count(matching)
    ])
  } else {
    // What a user sees is two disjoint sets: published items, and their own unpublished ones.
    // Asked as one OR, both databases gather every visible row and sort them all; asked as
    // two branches, each walks its own (status | author_id, created_at) index in order and
    // stops after offset + limit rows.
    const published = matching.where('status', '=', 'published')
    const ownUnpublished = matching.where('author_id', '=', viewerId).where('status', '!=', 'published')
    const window = filter.offset + filter.limit
    const branch = (query: typeof matching) => db.selectFrom(ordered(query.selectAll(), filter).limit(window).as('branch')).selectAll()
    const visible = db.selectFrom(branch(published).unionAll(branch(ownUnpublished)).as('visible')).selectAll()
    const [page, publishedCount, ownCount] = await Promise.all([
      ordered(visible, filter).offset(filter.offset).limit(filter.limit).execute(),
      count(published),
      count(ownUnpublished)
    ])
    ;[rows, total] = [page as ContentItemRow[], publishedCount + ownCount]
  }
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id)
  )
  return { records: rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] })), total }
}

function filtered(db: Db, filter: ContentFilter) {
  let query = db.selectFrom('content_items')
  if (filter.type) query = query.where('type', '=', filter.type)
  if (filter.status) query = query.where('status', '=', filter.status as ContentItemRow['status'])
  if (filter.authorId) query = query.where('author_id', '=', filter.authorId)
  if (filter.tag) {
    const tag = filter.tag
    query = query.where('id', 'in', (eb) => eb.selectFrom('content_tags').select('content_id').where('tag', '=', tag))
  }
  if (filter.search) {
    const search = filter.search
    query = query.where((eb) => containsText(eb, ['title', 'content'], search))
  }
  return query
}

async function count(query: ReturnType<typeof filtered>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  return Number(row.total)
}

// The order of a list, by column reference so that it applies to the table and to the union
// of its branches alike; the id breaks ties so that pages never overlap.
function ordered<Q extends { orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Q }>(query: Q, filter: ContentFilter): Q {
  const column = SORT_COLUMNS[filter.sort.field]
  const direction = filter.sort.direction
  // Items never published sort after the others either way, in both dialects alike.
  const first = column === 'published_at' ? query.orderBy(sql`case when published_at is null then 1 else 0 end`, 'asc') : query
  return first.orderBy(sql.ref(column), direction).orderBy(sql.ref('id'), direction)
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
