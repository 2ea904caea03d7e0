import { sql, type Expression, type Kysely, type Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { ContentItemRow, Database } from '../../core/db/schema.js'
import { containsText } from '../../core/db/like.js'
import { countOf } from '../../core/db/paged.js'
import { rowLocks } from '../../core/db/locking.js'
import { reusable } from '../../core/db/reusable.js'
import type { PageWindow } from '../../core/paging.js'
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

export interface ContentFilter extends PageWindow<ContentSortField> {
  /** null: an administrator, who sees everything; otherwise published items and this user's */
  viewerId: string | null
  type?: string
  status?: string
  tag?: string
  search?: string
  authorId?: string
}

/**
 * Counts one set of the list: `key` names what it counts (the count's SQL and parameters, so
 * equal keys always count the same rows), `count` runs it. The service counts through its cache.
 */
export type Counter = (key: string, count: () => Promise<number>) => Promise<number>

const countNow: Counter = (_key, count) => count()

export type ContentRepository = ReturnType<typeof createContentRepository>

/** The content tables' queries for one dialect; each takes the database or a transaction first. */
export function createContentRepository(dialect: Dialect) {
  // An item is read on every request for it, and before every change to it.
  const item = (db: Db, id: string) => db.selectFrom('content_items').selectAll().where('id', '=', id)
  const itemById = reusable(item)
  const locks = rowLocks(dialect)
  const lockedItemById = reusable((trx: Transaction<Database>, id: string) => locks.forUpdate(trx, (trx) => item(trx, id)))
  const tagsById = reusable((db: Db, id: string) => db.selectFrom('content_tags').select('tag').where('content_id', '=', id).orderBy('position'))

  return {
    /** The item, with its tags. */
    async findById(db: Db, id: string): Promise<ContentRecord | undefined> {
      const [row] = await itemById(db, id)
      return row && { ...row, tags: (await tagsById(db, id)).map((tag) => tag.tag) }
    },

    /**
     * The item, which no other transaction may change until `trx` ends: a partial update does not
     * write back a stale copy of the fields it keeps, nor check its status move against a stale status.
     */
    async findLocked(trx: Transaction<Database>, id: string): Promise<ContentRecord | undefined> {
      const [row] = await lockedItemById(trx, id)
      return row && { ...row, tags: (await tagsById(trx, id)).map((tag) => tag.tag) }
    },

    async insert(db: Db, row: ContentItemRow, tags: string[]): Promise<void> {
      await db.insertInto('content_items').values(row).execute()
      await insertTags(db, row.id, tags)
    },

    async update(db: Db, row: ContentItemRow, tags: string[] | undefined): Promise<void> {
      const { id, ...columns } = row
      await db.updateTable('content_items').set(columns).where('id', '=', id).execute()
      if (tags !== undefined) {
        await db.deleteFrom('content_tags').where('content_id', '=', id).execute()
        await insertTags(db, id, tags)
      }
    },

    async remove(db: Db, id: string): Promise<void> {
      await db.deleteFrom('content_items').where('id', '=', id).execute()
    },

    /**
     * One page of the items the viewer may see that match the filter, and how many match in all,
     * each disjoint set counted through `counter`.
     */
    async list(db: Db, filter: ContentFilter, counter: Counter = countNow): Promise<{ records: ContentRecord[]; total: number }> {
      const matching = filtered(db, filter)
      const viewerId = filter.viewerId
      // What a user sees is two disjoint sets: published items, and their own unpublished ones.
      // Asked as one OR, both databases gather every visible row and sort them all; asked as one
      // query per set, each walks its own (status | author_id, sort column) index in order.
      const published = matching.where('status', '=', 'published')
      const ownUnpublished = (userId: string) => matching.where('author_id', '=', userId).where('status', '!=', 'published')
      // (An administrator who asks for published items asks for that first set.)
      const sets = viewerId === null ? [filter.status === 'published' ? published : matching] : [published, ownUnpublished(viewerId)]
      // Never-published items sort last by publishedAt, either way. SQLite's index gives that order
      // both ways (its NULLs come first, so `desc` ends with them and `asc nulls last` reads them
      // apart). PostgreSQL's comes back with them first when read backwards, so it is asked for
      // the items with and without a publishedAt apart, each part in its index's order. A
      // published item always has one; saying so lets PostgreSQL start its backward read past the
      // never-published, and not look for published ones among them (it expects a third there).
      // (SQLite cannot be asked apart: it takes "published_at is null" for a few rows and then
      // sorts every never-published item to find the first 20.)
      const apart = filter.sort.field === 'publishedAt' && dialect === 'postgres'
      const withDate = (set: Matching) => set.where('published_at', 'is not', null)
      const branches = apart ? sets.flatMap((set) => (set === published ? [withDate(set)] : [withDate(set), set.where('published_at', 'is', null)])) : sets
      const counted = (set: Matching) => {
        const { sql, parameters } = set.compile()
        return counter(`${sql}\u0000${JSON.stringify(parameters)}`, () => countOf(set))
      }
      const [rows, ...counts] = await Promise.all([pageOf(db, branches, filter, apart), ...sets.map(counted)])
      const tags = await tagsOf(
        db,
        rows.map((row) => row.id)
      )
      return {
        records: rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] })),
        total: counts.reduce((sum, n) => sum + n, 0)
      }
    }
  }
}

type Matching = ReturnType<typeof filtered>

/**
 * The page of the disjoint `branches` merged in the list's order: each branch stops after
 * offset + limit rows of its own order, and only those are merged. `apart`: each branch's
 * items all have a publishedAt or all lack one.
 */
async function pageOf(db: Db, branches: Matching[], filter: ContentFilter, apart: boolean): Promise<ContentItemRow[]> {
  const [only] = branches
  if (branches.length === 1 && only) return ordered(only.selectAll(), filter, apart).offset(filter.offset).limit(filter.limit).execute()
  const window = filter.offset + filter.limit
  const branch = (query: Matching) => db.selectFrom(ordered(query.selectAll(), filter, apart).limit(window).as('branch')).selectAll()
  const merged = branches.map(branch).reduce((union, next) => union.unionAll(next))
  const rows = await ordered(db.selectFrom(merged.as('visible')).selectAll(), filter).offset(filter.offset).limit(filter.limit).execute()
  return rows as ContentItemRow[]
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

/**
 * The order of a list, by column reference so that it applies to the table and to the union
 * of its branches alike; the id breaks ties so that pages never overlap. Never-published items
 * come last by publishedAt, except when `apart` says the rows all have one or all lack one:
 * PostgreSQL would sort them rather than read its index for a `nulls last` they do not need.
 */
function ordered<Q extends { orderBy(expression: Expression<unknown>): Q }>(query: Q, filter: ContentFilter, apart = false): Q {
  const column = SORT_COLUMNS[filter.sort.field]
  const direction = sql.raw(filter.sort.direction)
  const nullsLast = sql.raw(column === 'published_at' && !apart ? ' nulls last' : '')
  return query.orderBy(sql`${sql.ref(column)} ${direction}${nullsLast}`).orderBy(sql`${sql.ref('id')} ${direction}`)
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
