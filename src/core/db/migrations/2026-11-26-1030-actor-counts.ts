import { sql, type Kysely } from 'kysely'

// The activity log's total by actor, kept by the transaction of each event like the others in
// row_counts (src/core/db/row-counts.ts): filled here from the events as they stand.
export async function up(db: Kysely<unknown>): Promise<void> {
  const events = db as Kysely<{ events: { actor_id: string | null } }>
  const rowCounts = db as Kysely<{ row_counts: { name: string; count: number } }>
  const rows = await events.selectFrom('events').select('actor_id').select(sql<number | string>`count(*)`.as('n')).where('actor_id', 'is not', null).groupBy('actor_id').execute()
  const values = rows.map((row) => ({ name: `events.actor:${row.actor_id}`, count: Number(row.n) }))
  for (let i = 0; i < values.length; i += 500) await rowCounts.insertInto('row_counts').values(values.slice(i, i + 500)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const rowCounts = db as Kysely<{ row_counts: { name: string } }>
  await rowCounts.deleteFrom('row_counts').where('name', 'like', 'events.actor:%').execute()
}
