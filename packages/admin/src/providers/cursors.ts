/** The deepest row the API serves by offset (page × limit); past it, it answers 422 and wants a cursor. */
export const OFFSET_WINDOW_ROWS = 10_000
/** The most one page of any list holds. */
export const MAX_PAGE_SIZE = 100
/** Lists (resource, filters and sort) whose cursors are kept; the oldest goes first. */
const LISTS_KEPT = 20

type Query = Record<string, string | number>

/** The part of a list answer that paging reads. */
interface Paged {
  items: unknown[]
  nextCursor?: string | null
}

/**
 * Reads any page of a list: past the API's offset window, by the kept nextCursor of the row it
 * starts at (the API binds cursors to filters and sort), else walking there from the nearest one.
 */
export function cursorPager() {
  const lists = new Map<string, Map<number, string>>()
  const cursorsOf = (key: string) => {
    let cursors = lists.get(key)
    if (!cursors) {
      cursors = new Map()
      lists.set(key, cursors)
      if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string)
    }
    return cursors
  }

  return async function read<P extends Paged>(list: string, query: Query, fetch: (query: Query) => Promise<P>): Promise<P> {
    const { page, limit, ...rest } = query
    if (typeof page !== 'number' || typeof limit !== 'number') return fetch(query)
    const cursors = cursorsOf(`${list} ${JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)))}`)
    const keep = (rowsBefore: number, answer: P) => {
      if (answer.nextCursor) cursors.set(rowsBefore + answer.items.length, answer.nextCursor)
      return answer
    }
    const start = (page - 1) * limit
    if (start + limit <= OFFSET_WINDOW_ROWS) return keep(start, await fetch(query))
    let at = Math.max(-1, ...[...cursors.keys()].filter((rows) => rows <= start))
    if (at < 0) {
      const edge = keep(OFFSET_WINDOW_ROWS - MAX_PAGE_SIZE, await fetch({ ...rest, page: OFFSET_WINDOW_ROWS / MAX_PAGE_SIZE, limit: MAX_PAGE_SIZE }))
      if (!edge.nextCursor) return { ...edge, items: [] }
      at = OFFSET_WINDOW_ROWS
    }
    while (at < start) {
      const step = keep(at, await fetch({ ...rest, cursor: cursors.get(at)!, limit: Math.min(MAX_PAGE_SIZE, start - at) }))
      // The list ended before this page (rows went since): an empty page, as past its end.
      if (!step.nextCursor) return { ...step, items: [] }
      at += step.items.length
    }
    return keep(start, await fetch({ ...rest, cursor: cursors.get(start)!, limit }))
  }
}
