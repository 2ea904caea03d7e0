import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern written with ESCAPE '\'. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * `text` appears in any of `columns`, ignoring case: lower(x) LIKE reads the same in both dialects
 * (SQLite's lower() is JavaScript's, see database.ts). No index serves it; it scans what is left.
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  text: string
): Expression<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`))
}
