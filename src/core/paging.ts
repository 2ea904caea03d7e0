import { invalidField } from './errors.js'

/** One page of a list and where it sits in the whole. */
export interface Page<T> {
  items: T[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

/** Which rows a list request asks for: the order, and the slice of that order. */
export interface PageWindow<F extends string = string> {
  sort: { field: F; direction: 'asc' | 'desc' }
  offset: number
  limit: number
}

/** What every list query carries once validated: `sort` is `field` or `-field`. */
export interface PageQuery {
  page: number
  limit: number
  sort: string
}

/** The window of a validated `page`/`limit`/`sort` query. */
export function pageWindow<F extends string>(query: PageQuery): PageWindow<F> {
  const { sort } = query
  return {
    sort: sort.startsWith('-') ? { field: sort.slice(1) as F, direction: 'desc' } : { field: sort as F, direction: 'asc' },
    offset: (query.page - 1) * query.limit,
    limit: query.limit
  }
}

/** A page answer from the rows of a window and the total that match. */
export function page<T>(items: T[], total: number, window: Pick<PageWindow, 'offset' | 'limit'>): Page<T> {
  const { limit } = window
  return { items, pagination: { page: Math.floor(window.offset / limit) + 1, limit, total, totalPages: Math.ceil(total / limit) } }
}

/**
 * A validated ISO 8601 instant as stored timestamps are written (UTC, milliseconds), so that
 * it compares with them as text: "2026-11-23T10:00:00+01:00" becomes "2026-11-23T09:00:00.000Z".
 * The date-time format admits a leap second (23:59:60), which JavaScript cannot represent: 422
 * on `field`.
 */
export function storedInstant(field: string, instant: string | undefined): string | undefined {
  if (instant === undefined) return undefined
  const time = Date.parse(instant)
  if (Number.isNaN(time)) throw invalidField(field, 'must be a date-time this service can represent (no leap second)')
  return new Date(time).toISOString()
}
