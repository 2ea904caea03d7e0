import { CompiledQuery, sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { MAX_OFFSET_ROWS, type PageWindow, type Position, type Total } from '../paging.js'
import type { Dialect } from './database.js'
import type { Database } from './schema.js'

/** The order of a list: one column (then the id, which breaks ties) in one direction. */
export interface Keyset {
  column: string
  direction: 'asc' | 'desc'
  /** the column may hold NULL, and NULLs sort last whichever the direction */
  nullsLast?: boolean
}

/**
 * The rows that come after `position` in the keyset's order: a range on the sort column that
 * an index on it (or on the filter's columns, then it) serves, so a cursor's page costs the
 * same however deep it is. The ties on the column are told apart by the id.
 */
export function afterPosition(keyset: Keyset, position: Position): Expression<SqlBool> {
  const column = sql.ref(keyset.column)
  const id = sql.ref('id')
  const [past, pastOrAt] = keyset.direction === 'desc' ? [sql.raw('<'), sql.raw('<=')] : [sql.raw('>'), sql.raw('>=')]
  if (position.value === null) return sql<SqlBool>`(${column} is null and ${id} ${past} ${position.id})`
  const after = sql<SqlBool>`(${column} ${pastOrAt} ${position.value} and (${column} ${past} ${position.value} or ${id} ${past} ${position.id}))`
  return keyset.nullsLast ? sql<SqlBool>`(${after} or ${column} is null)` : after
}

/** The keyset's ORDER BY, by column reference so that it applies to a table or a union alike. */
export function inKeysetOrder<Q extends { orderBy(expression: Expression<unknown>): Q }>(query: Q, keyset: Keyset): Q {
  const direction = sql.raw(keyset.direction)
  const nullsLast = sql.raw(keyset.nullsLast ? ' nulls last' : '')
  return query.orderBy(sql`${sql.ref(keyset.column)} ${direction}${nullsLast}`).orderBy(sql`${sql.ref('id')} ${direction}`)
}

/**
 * The page's rows out of `rows`, read with one row more than the page holds, and where the
 * next page starts: after the page's last row, or null when no row followed it.
 */
export function pageAndNext<Row extends { id: string }>(rows: Row[], limit: number, column: string): { rows: Row[]; next: Position | null } {
  if (rows.length <= limit) return { rows, next: null }
  const kept = rows.slice(0, limit)
  const last = kept[kept.length - 1] as Row & Record<string, unknown>
  const value = last[column]
  return { rows: kept, next: { value: typeof value === 'bigint' ? Number(value) : (value as Position['value']), id: last.id } }
}

/**
 * One page of the rows `matching` selects, in the keyset's order: after the window's cursor
 * when it has one, otherwise past its offset. `select` picks the columns (the sort column and
 * the id among them).
 */
export async function fetchWindow<DB, TB extends keyof DB, Row extends { id: string }>(
  matching: SelectQueryBuilder<DB, TB, object>,
  window: PageWindow,
  keyset: Keyset,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>
): Promise<{ rows: Row[]; next: Position | null }> {
  const after = window.after
  const from = after ? matching.where(() => afterPosition(keyset, after)) : matching
  const rows = await inKeysetOrder(select(from), keyset)
    .offset(after ? 0 : window.offset)
    .limit(window.limit + 1)
    .execute()
  return pageAndNext(rows as Row[], window.limit, keyset.column)
}

/** How many rows `matching` selects (PostgreSQL counts as a bigint string, SQLite as a number). */
export async function countOf<DB, TB extends keyof DB>(matching: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await matching.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow()
  return Number((row as { total: unknown }).total)
}

/** Counts up to this many rows exactly; past it a total is an estimate. */
export const EXACT_COUNT_LIMIT = MAX_OFFSET_ROWS

/**
 * How many rows `matching` selects where no counter keeps it: exact up to EXACT_COUNT_LIMIT (the
 * count stops there), past it PostgreSQL's estimate, or on SQLite the limit itself.
 */
export async function boundedCount<TB extends keyof Database>(db: Kysely<Database>, dialect: Dialect, matching: SelectQueryBuilder<Database, TB, object>): Promise<Total> {
  const bounded = matching.select(sql.lit(1).as('one')).limit(EXACT_COUNT_LIMIT + 1)
  const row = await db
    .selectFrom(bounded.as('bounded'))
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()
  const count = Number((row as { total: unknown }).total)
  if (count <= EXACT_COUNT_LIMIT) return { count, estimate: false }
  if (dialect === 'sqlite') return { count: EXACT_COUNT_LIMIT, estimate: true }
  const compiled = matching.select(sql.lit(1).as('one')).compile()
  const plan = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]))
  const planned = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0)
  return { count: Math.max(planned, EXACT_COUNT_LIMIT + 1), estimate: true }
}
