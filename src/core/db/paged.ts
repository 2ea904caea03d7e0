import type { SelectQueryBuilder } from 'kysely'
import type { PageWindow } from '../paging.js'

/**
 * One page of the rows `matching` selects, and how many it selects in all; the two queries run
 * at once. `select` picks the columns and the order (end it with a unique column, such as the
 * id, so that pages never overlap).
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  matching: SelectQueryBuilder<DB, TB, object>,
  window: Pick<PageWindow, 'offset' | 'limit'>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(matching).offset(window.offset).limit(window.limit).execute(),
    matching.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow()
  ])
  return { rows: rows as Row[], total: Number((count as { total: unknown }).total) }
}
