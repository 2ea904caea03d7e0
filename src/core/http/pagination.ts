import Type, { type TSchema } from 'typebox'
import { MAX_OFFSET_ROWS_TEXT } from '../paging.js'
import { Nullable, StringEnum } from './envelope.js'

const MAX_PAGE_SIZE = 100

/** `page`, `limit` and `cursor` of every paged list. */
export const PageQuery = {
  page: Type.Integer({
    minimum: 1,
    maximum: 1_000_000,
    default: 1,
    description: `page number, from 1; page × limit may reach ${MAX_OFFSET_ROWS_TEXT} rows at most (422 beyond: follow \`nextCursor\` instead)`
  }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20, description: `items per page, 1 to ${MAX_PAGE_SIZE}` }),
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1024,
      description:
        'the `nextCursor` of the page before: the page that follows it, at any depth and in the same time, with no row repeated or skipped while rows are added or removed. Keep the other parameters (sort, filters) as they were; `limit` may change. A cursor of another list, or followed with another sort or other filters, altered, or sent with a `page` other than 1, is 422 on `cursor`: to change a filter, start again without a cursor. An empty `cursor=` counts as none, as does any empty query parameter.'
    })
  )
}

/**
 * The `data` of a list answer. `estimates`: the list may answer an estimated total for the
 * filters it has no quick exact count of, and then says `totalIsEstimate: true`.
 */
export function PageSchema<T extends TSchema>(item: T, estimates = false) {
  const page = {
    items: Type.Array(item),
    pagination: Type.Object({
      page: Type.Integer({ description: 'the page number; after a cursor, the number this page would have by offset' }),
      limit: Type.Integer(),
      total: Type.Integer({ description: estimates ? 'rows that match: exact unless totalIsEstimate is true' : 'rows that match, always exact' }),
      totalPages: Type.Integer()
    }),
    nextCursor: Nullable(Type.String(), { description: 'opaque; pass it as `?cursor=` for the next page. null on the last page' })
  }
  if (!estimates) return Type.Object(page)
  return Type.Object({
    ...page,
    totalIsEstimate: Type.Optional(
      Type.Literal(true, {
        description:
          'present (true) only when `total` is the database\'s estimate: PostgreSQL\'s planner, or on SQLite a lower bound ("at least 10,000"). Otherwise `total` is exact'
      })
    )
  })
}

/**
 * A `sort` query parameter over the given fields: `field` ascending, `-field` descending. An
 * enum of every choice, so that an error names them and a generated client types them.
 */
export function SortQuery<const F extends readonly string[]>(fields: F, fallback: F[number] | `-${F[number]}`) {
  const choices = fields.flatMap((field) => [field, `-${field}`]) as Array<F[number] | `-${F[number]}`>
  return StringEnum(choices, { default: fallback, description: `one of ${fields.join(', ')}; prefix with - for descending` })
}

/** `since` and `until` of a list over time: an ISO 8601 instant with its time zone. */
export const TimeRangeQuery = {
  since: Type.Optional(Type.String({ format: 'date-time', description: 'only entries created at or after this instant (ISO 8601 with a time zone)' })),
  until: Type.Optional(Type.String({ format: 'date-time', description: 'only entries created before this instant (ISO 8601 with a time zone)' }))
}
