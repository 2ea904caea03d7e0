import { hash } from 'node:crypto'
import { AppError, invalidField } from './errors.js'

/** The deepest row an offset (`page` × `limit`) may reach; past it, lists are read by cursor. */
export const MAX_OFFSET_ROWS = 10_000
/**
 * MAX_OFFSET_ROWS as people read it ("10,000"), grouped by hand: toLocaleString pages in ICU's
 * number-format data, a few MiB of the node binary resident for the life of the process.
 */
export const MAX_OFFSET_ROWS_TEXT = String(MAX_OFFSET_ROWS).replace(/\B(?=(\d{3})+$)/g, ',')

/** Where a page ends in its list's order: the last row's sort value, and its id to break ties. */
export interface Position {
  value: string | number | null
  id: string
}

/** A list's total, and whether it is the database's estimate rather than an exact count. */
export interface Total {
  count: number
  estimate: boolean
}

/** One page of a list and where it sits in the whole. */
export interface Page<T> {
  items: T[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
  /** where the next page starts (`?cursor=`); null on the last page */
  nextCursor: string | null
  /** present, and true, only when `total` is an estimate */
  totalIsEstimate?: true
}

/** Which rows a list request asks for: the order, and the slice of that order. */
export interface PageWindow<F extends string = string> {
  sort: { field: F; direction: 'asc' | 'desc' }
  /** rows before this page: what an offset skips, or what the pages before a cursor held */
  offset: number
  limit: number
  /** set when the page follows a cursor: it starts after this row, whatever the offset */
  after?: Position
}

/** A window as a list request asked for it, with the check of its filters that its nextCursor carries. */
export interface ListWindow<F extends string = string> extends PageWindow<F> {
  filters: string
}

/** What every list query carries once validated: `sort` is `field` or `-field`. */
export interface PageQuery {
  page: number
  limit: number
  sort: string
  cursor?: string
}

/** The parameters of a list query that are not its filters: a cursor may change `limit`. */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'cursor'])

/**
 * A short hash of a list query's filters (every parameter but page, limit, sort and cursor, in
 * name order): a cursor carries it, so that one followed with other filters is 422.
 */
function filtersCheck(query: object): string {
  const filters = Object.entries(query)
    .filter(([name, value]) => !NOT_FILTERS.has(name) && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return hash('sha256', JSON.stringify(filters), 'base64url').slice(0, 8)
}

/**
 * The window of a validated page query of the list `list`. A cursor is bound to its list, sort
 * and filters (the query's other parameters); a tampered or misused one is 422 on `cursor`.
 * `integers`: sort fields holding integers.
 */
export function pageWindow<F extends string>(list: string, query: PageQuery, integers: readonly F[] = []): ListWindow<F> {
  const { sort, limit } = query
  const filters = filtersCheck(query)
  const order = sort.startsWith('-') ? { field: sort.slice(1) as F, direction: 'desc' as const } : { field: sort as F, direction: 'asc' as const }
  if (query.cursor !== undefined) {
    if (query.page !== 1) throw invalidField('cursor', 'cannot be combined with page: the cursor already says where the next page starts')
    const cursor = readCursor(list, query.cursor)
    if (cursor.sort !== sort) throw invalidField('cursor', `was made for sort=${cursor.sort}; keep the sort while following cursors`)
    if (cursor.filters !== filters) throw invalidField('cursor', 'was made for other filters; keep every filter as it was while following cursors (to change one, start again without cursor)')
    return { sort: order, offset: cursor.offset, limit, after: positionIn(cursor.after, integers.includes(order.field)), filters }
  }
  if (query.page * limit > MAX_OFFSET_ROWS) {
    const message = `page × limit may not pass ${MAX_OFFSET_ROWS_TEXT} rows; to read further, follow nextCursor with ?cursor=`
    throw new AppError('VALIDATION_ERROR', `Pages past the first ${MAX_OFFSET_ROWS_TEXT} rows are read by cursor: send ?cursor= with the nextCursor of the page before`, {
      page: [message]
    })
  }
  return { sort: order, offset: (query.page - 1) * limit, limit, filters }
}

/** The window of a list with one fixed order (newest first), which takes no `sort`. */
export function fixedOrderWindow(list: string, query: Omit<PageQuery, 'sort'>): ListWindow {
  return pageWindow(list, { ...query, sort: '-createdAt' })
}

/**
 * A page answer from the rows of a window, the total that match, and where the next page
 * starts (`next`: the last row's position when more rows follow, otherwise null).
 */
export function page<T>(list: string, items: T[], total: number | Total, window: ListWindow, next: Position | null): Page<T> {
  const { limit, offset } = window
  const { count, estimate } = typeof total === 'number' ? { count: total, estimate: false } : total
  // A count taken a moment before the rows may lag them: never say fewer rows than were seen.
  const seen = offset + items.length + (next === null ? 0 : 1)
  const exact = estimate ? Math.max(count, seen) : count
  const answer: Page<T> = {
    items,
    pagination: { page: Math.floor(offset / limit) + 1, limit, total: exact, totalPages: Math.ceil(exact / limit) },
    nextCursor: next === null ? null : writeCursor(list, { sort: `${window.sort.direction === 'desc' ? '-' : ''}${window.sort.field}`, offset: offset + items.length, after: next, filters: window.filters })
  }
  if (estimate) answer.totalIsEstimate = true
  return answer
}

interface Cursor {
  sort: string
  offset: number
  after: Position
  filters: string
}

// A cursor is checked, not secret: it holds only a position in an order the caller may read
// anyway, and every page is filtered for the caller again. The check tells an altered or
// truncated cursor (422) from one this service wrote.
const CHECK_LENGTH = 16

// crypto.hash: the same digest as createHash in one call, without a Hash object for each list page.
function checkOf(list: string, payload: string): string {
  return hash('sha256', `cursor\u0000${list}\u0000${payload}`, 'base64url').slice(0, CHECK_LENGTH)
}

function writeCursor(list: string, cursor: Cursor): string {
  const payload = Buffer.from(JSON.stringify([cursor.sort, cursor.offset, cursor.after.value, cursor.after.id, cursor.filters])).toString('base64url')
  return `${payload}.${checkOf(list, payload)}`
}

const notACursor = () => invalidField('cursor', 'is not a cursor of this list: use nextCursor as a page of this list answered it')

function readCursor(list: string, text: string): Cursor {
  const invalid = notACursor
  const [payload, check, ...rest] = text.split('.')
  if (!payload || check !== checkOf(list, payload) || rest.length > 0) throw invalid()
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (!Array.isArray(fields) || fields.length !== 5) throw invalid()
  const [sort, offset, value, id, filters] = fields as unknown[]
  const validValue = value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
  if (typeof sort !== 'string' || !Number.isSafeInteger(offset) || (offset as number) < 0 || !validValue || typeof id !== 'string' || typeof filters !== 'string') throw invalid()
  return { sort, offset: offset as number, after: { value: value as Position['value'], id }, filters }
}

/**
 * The cursor's position as its column can hold it, or 422: a cursor proves no secret, so a
 * hand-made value (text for a bigint, a NUL) must not reach the database as an error.
 */
function positionIn(position: Position, integer: boolean): Position {
  const invalid = notACursor
  const { value, id } = position
  if (id.includes('\u0000')) throw invalid()
  if (!integer) {
    if (typeof value === 'number' || (typeof value === 'string' && value.includes('\u0000'))) throw invalid()
    return position
  }
  const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw invalid()
  return { value: number, id }
}

/**
 * An ISO 8601 instant as stored (UTC, milliseconds), so it compares with stored text. A leap
 * second or a year pushed out of four digits by its offset would sort wrongly: 422 on `field`.
 */
export function storedInstant(field: string, instant: string | undefined): string | undefined {
  if (instant === undefined) return undefined
  const time = Date.parse(instant)
  if (Number.isNaN(time)) throw invalidField(field, 'must be a date-time this service can represent (no leap second)')
  const stored = new Date(time).toISOString()
  if (stored.length !== 24) throw invalidField(field, 'must fall within the years 0000 to 9999 in UTC')
  return stored
}
