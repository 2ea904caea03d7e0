import Type, { type TSchema } from 'typebox'

const MAX_PAGE_SIZE = 100

/** `page` and `limit` of every paged list (CONTRACT section 3). */
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'page number, from 1' }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20, description: `items per page, 1 to ${MAX_PAGE_SIZE}` })
}

export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    pagination: Type.Object({
      page: Type.Integer(),
      limit: Type.Integer(),
      total: Type.Integer(),
      totalPages: Type.Integer()
    })
  })
}

export interface Page<T> {
  items: T[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

export function page<T>(items: T[], total: number, pageNumber: number, limit: number): Page<T> {
  return { items, pagination: { page: pageNumber, limit, total, totalPages: Math.ceil(total / limit) } }
}

/**
 * A `sort` query parameter over the given fields: `field` ascending, `-field` descending.
 */
export function SortQuery(fields: readonly string[], fallback: string) {
  return Type.String({
    pattern: `^-?(${fields.join('|')})$`,
    default: fallback,
    description: `one of ${fields.join(', ')}; prefix with - for descending`
  })
}

/** Which rows a list request asks for: the order, and the slice of that order. */
export interface PageWindow<F extends string> {
  sort: { field: F; direction: 'asc' | 'desc' }
  offset: number
  limit: number
}

/** The window of a validated `page`/`limit`/`sort` query. */
export function pageWindow<F extends string>(query: { page: number; limit: number; sort: string }): PageWindow<F> {
  const { sort } = query
  return {
    sort: sort.startsWith('-') ? { field: sort.slice(1) as F, direction: 'desc' } : { field: sort as F, direction: 'asc' },
    offset: (query.page - 1) * query.limit,
    limit: query.limit
  }
}
