import Type, { type TSchema } from 'typebox'
import { StringEnum } from './envelope.js'

const MAX_PAGE_SIZE = 100

/** `page` and `limit` of every paged list. */
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
