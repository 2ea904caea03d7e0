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
  const [rows, total] = await Promise.all([select(matching).offset(window.offset).limit(window.limit).execute(), countOf(matching)])
  return { rows: rows as Row[], total }
}

/** How many rows `matching` selects (PostgreSQL counts as a bigint string, SQLite as a number). */
export async function countOf<DB, TB extends keyof DB>(matching: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await matching.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow()
  return Number((row as { total: unknown }).total)
}
