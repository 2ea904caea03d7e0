import { sql, type Kysely } from 'kysely'

// Counters of the lists' sets (every content item, those of one status, ...), kept by the
// transactions that add and remove their rows, so that a list's total is one row's read instead
// of a COUNT(*) that grows with the table. The names follow src/core/db/row-counts.ts's callers.
// Filled here from the rows as they stand.
const GROUPED: Array<{ table: string; prefix: string; columns: string[] }> = [
  { table: 'users', prefix: 'users', columns: [] },
  { table: 'users', prefix: 'users.role:', columns: ['role'] },
  { table: 'content_items', prefix: 'content', columns: [] },
  { table: 'content_items', prefix: 'content.status:', columns: ['status'] },
  { table: 'content_items', prefix: 'content.type:', columns: ['type'] },
  { table: 'events', prefix: 'events', columns: [] },
  { table: 'events', prefix: 'events.type:', columns: ['type'] },
  { table: 'files', prefix: 'files', columns: [] },
  { table: 'files', prefix: 'files.uploader:', columns: ['uploader_id'] },
  { table: 'orders', prefix: 'orders', columns: [] },
  { table: 'orders', prefix: 'orders.status:', columns: ['status'] },
  { table: 'webhooks', prefix: 'webhooks', columns: [] },
  { table: 'webhook_attempts', prefix: 'webhook_attempts.webhook:', columns: ['webhook_id'] }
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('name', 'varchar(160)', (col) => col.primaryKey())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .execute()
  const counted = db as Kysely<Record<string, Record<string, string>>>
  const rowCounts = db as Kysely<{ row_counts: { name: string; count: number } }>
  for (const { table, prefix, columns } of GROUPED) {
    const rows = await counted
      .selectFrom(table)
      .select(sql<number | string>`count(*)`.as('n'))
      .$if(columns.length > 0, (query) => query.select(columns).groupBy(columns))
      .execute()
    const values = rows.map((row) => ({ name: prefix + columns.map((column) => row[column]).join(''), count: Number(row.n) }))
    for (let i = 0; i < values.length; i += 500) await rowCounts.insertInto('row_counts').values(values.slice(i, i + 500)).execute()
  }
  // The content of one type and one status: the filters a panel combines most.
  const byTypeAndStatus = await counted.selectFrom('content_items').select(['type', 'status']).select(sql<number | string>`count(*)`.as('n')).groupBy(['type', 'status']).execute()
  const values = byTypeAndStatus.map((row) => ({ name: `content.type:${row.type}.status:${row.status}`, count: Number(row.n) }))
  for (let i = 0; i < values.length; i += 500) await rowCounts.insertInto('row_counts').values(values.slice(i, i + 500)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('row_counts').execute()
}
