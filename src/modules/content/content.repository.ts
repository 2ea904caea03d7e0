import { sql, type Expression, type Kysely, type Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { ContentItemRow, Database } from '../../core/db/schema.js'
import { containsText } from '../../core/db/like.js'
import { afterPosition, boundedCount, pageAndNext, type Keyset } from '../../core/db/paged.js'
import { rowLocks } from '../../core/db/locking.js'
import { changeCounts, negated, readCounts, type CountChanges } from '../../core/db/row-counts.js'
import { reusable } from '../../core/db/reusable.js'
import type { PageWindow, Position, Total } from '../../core/paging.js'
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
export type Counter = (key: string, count: () => Promise<Total>) => Promise<Total>

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
  // Every create and every change writes the whole row: the same statement each time.
  const insertItem = reusable((db: Db, ...values: RowValues) => db.insertInto('content_items').values(rowOf(values)))
  const updateItem = reusable((db: Db, ...values: RowValues) => {
    const { id, ...columns } = rowOf(values)
    return db.updateTable('content_items').set(columns).where('id', '=', id)
  })

  return {
    /** The item, with its tags. */
    async findById(db: Db, id: string): Promise<ContentRecord | undefined> {
      const [row] = await itemById(db, id)
      return row && recordOf(row, (await tagsById(db, id)).map((tag) => tag.tag))
    },

    /**
     * The item, which no other transaction may change until `trx` ends: a partial update does not
     * write back a stale copy of the fields it keeps, nor check its status move against a stale status.
     */
    async findLocked(trx: Transaction<Database>, id: string): Promise<ContentRecord | undefined> {
      const [row] = await lockedItemById(trx, id)
      return row && recordOf(row, (await tagsById(trx, id)).map((tag) => tag.tag))
    },

    async insert(db: Db, row: ContentItemRow, tags: string[]): Promise<void> {
      await insertItem(db, ...valuesOf(row))
      await insertTags(db, row.id, tags)
      await changeCounts(db, contentCounts(row))
    },

    /** Writes `row` over `previous`, the item as it stands, read under the lock of this transaction. */
    async update(db: Db, row: ContentItemRow, tags: string[] | undefined, previous: Pick<ContentItemRow, 'type' | 'status'>): Promise<void> {
      const { id } = row
      await updateItem(db, ...valuesOf(row))
      if (tags !== undefined) {
        await db.deleteFrom('content_tags').where('content_id', '=', id).execute()
        await insertTags(db, id, tags)
      }
      await changeCounts(db, negated(contentCounts(previous)), contentCounts(row))
    },

    async remove(db: Db, id: string): Promise<void> {
      const removed = await db.deleteFrom('content_items').where('id', '=', id).returning(['type', 'status']).execute()
      await changeCounts(db, ...removed.map((row) => negated(contentCounts(row))))
    },

    /**
     * One page of the items the viewer may see that match the filter, and how many match in all,
     * each disjoint set counted through `counter`.
     */
    async list(db: Db, filter: ContentFilter, counter: Counter = countNow): Promise<{ records: ContentRecord[]; total: Total; next: Position | null }> {
      const matching = filtered(db, filter)
      const viewerId = filter.viewerId
      // What a user sees is two disjoint sets: published items, and their own unpublished ones.
      // Asked as one OR, both databases gather every visible row and sort them all; asked as one
      // query per set, each walks its own (status | author_id, sort column) index in order.
      const published = matching.where('status', '=', 'published')
      const ownUnpublished = (userId: string) => matching.where('author_id', '=', userId).where('status', '!=', 'published')
      // (An administrator who asks for published items asks for that first set.)
      const sets = viewerId === null ? [filter.status === 'published' ? published : matching] : [published, ownUnpublished(viewerId)]
      // Never-published items sort last either way. PostgreSQL's index returns NULLs first when
      // read backwards, so it is asked for dated and undated items apart, each in index order.
      // (SQLite's index gives the order both ways; asked apart it sorts every undated item.)
      const apart = filter.sort.field === 'publishedAt' && dialect === 'postgres'
      const withDate = (set: Matching): Branch => ({ set: set.where('published_at', 'is not', null), dated: true })
      const withoutDate = (set: Matching): Branch => ({ set: set.where('published_at', 'is', null), dated: false })
      const whole = apart ? sets.flatMap((set) => (set === published ? [withDate(set)] : [withDate(set), withoutDate(set)])) : sets.map((set) => ({ set }))
      const after = filter.after
      const branches = after ? whole.flatMap((branch) => resumed(branch, keysetOf(filter), after)) : whole
      // Everything, or the published items, by type and/or status alone: the counters the items'
      // own transactions keep. Any other set is counted on its rows (up to a bound), through the cache.
      const byCounter = !filter.tag && !filter.search && !filter.authorId
      const counted = (set: Matching): Promise<Total> => {
        const isPublished = set === published
        if (viewerId !== null && isPublished && filter.status && filter.status !== 'published') return Promise.resolve({ count: 0, estimate: false })
        if (byCounter && (viewerId === null || isPublished)) {
          return readCounts(db, [counterName(filter.type, isPublished ? 'published' : filter.status)]).then((count) => ({ count, estimate: false }))
        }
        const { sql, parameters } = set.compile()
        return counter(`${sql}\u0000${JSON.stringify(parameters)}`, () => boundedCount(db, dialect, set))
      }
      const [read, ...counts] = await Promise.all([pageOf(db, branches, filter, apart), ...sets.map(counted)])
      const { rows, next } = pageAndNext(read, filter.limit, SORT_COLUMNS[filter.sort.field])
      const tags = await tagsOf(
        db,
        rows.map((row) => row.id)
      )
      return {
        records: rows.map((row) => recordOf(row, tags.get(row.id) ?? [])),
        total: { count: counts.reduce((sum, total) => sum + total.count, 0), estimate: counts.some((total) => total.estimate) },
        next
      }
    }
  }
}

type Matching = ReturnType<typeof filtered>

/**
 * The row with its tags, copied field by field. Not `{ ...row, tags }`: records spread from the
 * driver's rows were promoted to the old generation at a high rate under a list's load, which
 * copies written out are not (bench/results/2026-11-27-1330-scale-promotion.md).
 */
function recordOf(row: ContentItemRow, tags: string[]): ContentRecord {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    status: row.status,
    author_id: row.author_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    tags
  }
}

/** An item's columns as the arguments of a reusable statement, in a fixed order. */
type RowValues = [id: string, title: string, content: string, type: string, status: string, authorId: string, createdAt: string, updatedAt: string, publishedAt: string | null]

function valuesOf(row: ContentItemRow): RowValues {
  return [row.id, row.title, row.content, row.type, row.status, row.author_id, row.created_at, row.updated_at, row.published_at]
}

function rowOf([id, title, content, type, status, authorId, createdAt, updatedAt, publishedAt]: RowValues): ContentItemRow {
  return { id, title, content, type, status: status as ContentItemRow['status'], author_id: authorId, created_at: createdAt, updated_at: updatedAt, published_at: publishedAt }
}

/** The counter of the items of this type and this status, either one, or neither (all items). */
function counterName(type: string | undefined, status: string | undefined): string {
  if (type && status) return `content.type:${type}.status:${status}`
  if (type) return `content.type:${type}`
  return status ? `content.status:${status}` : 'content'
}

/** The counters an item of this type and status is in: all, by status, by type, by both. */
function contentCounts({ type, status }: Pick<ContentItemRow, 'type' | 'status'>): CountChanges {
  return Object.fromEntries([counterName(undefined, undefined), counterName(undefined, status), counterName(type, undefined), counterName(type, status)].map((name) => [name, 1]))
}

/** One disjoint part of a list; `dated`: its items all have a publishedAt (true) or all lack one (false). */
interface Branch {
  set: Matching
  dated?: boolean
}

function keysetOf(filter: ContentFilter): Keyset {
  const column = SORT_COLUMNS[filter.sort.field]
  return { column, direction: filter.sort.direction, nullsLast: column === 'published_at' }
}

/**
 * The part of a branch after a cursor's position. Undated items come after every dated one, so
 * each part stays a plain range on its index.
 */
function resumed(branch: Branch, keyset: Keyset, after: Position): Branch[] {
  if (branch.dated === true) return after.value === null ? [] : [{ ...branch, set: branch.set.where(() => afterPosition({ ...keyset, nullsLast: false }, after)) }]
  if (branch.dated === false && after.value !== null) return [branch]
  return [{ ...branch, set: branch.set.where(() => afterPosition(keyset, after)) }]
}

/**
 * The disjoint `branches` merged in list order, each cut at offset + limit + 1 rows, plus one row
 * when more follow. `apart`: each branch's items all have a publishedAt or all lack one.
 */
async function pageOf(db: Db, branches: Branch[], filter: ContentFilter, apart: boolean): Promise<ContentItemRow[]> {
  const offset = filter.after ? 0 : filter.offset
  const count = filter.limit + 1
  const [only] = branches
  if (!only) return []
  if (branches.length === 1) return ordered(only.set.selectAll(), filter, apart).offset(offset).limit(count).execute()
  const branch = ({ set }: Branch) => db.selectFrom(ordered(set.selectAll(), filter, apart).limit(offset + count).as('branch')).selectAll()
  const merged = branches.map(branch).reduce((union, next) => union.unionAll(next))
  const rows = await ordered(db.selectFrom(merged.as('visible')).selectAll(), filter).offset(offset).limit(count).execute()
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
 * The list's order by column reference, so it applies to a table and a union alike; the id breaks
 * ties. With `apart`, no `nulls last`, which PostgreSQL would sort for instead of reading its index.
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
