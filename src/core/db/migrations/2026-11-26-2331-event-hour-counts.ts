import { sql, type Kysely } from 'kysely'

// The activity log's total by hour, kept by the transaction of each event and each prune like
// the others in row_counts (src/core/events/event-hours.ts names them): filled here from the
// events as they stand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into row_counts (name, count)
    select 'events.hour:' || substr(created_at, 1, 13), count(*) from events group by substr(created_at, 1, 13)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const rowCounts = db as Kysely<{ row_counts: { name: string } }>
  await rowCounts.deleteFrom('row_counts').where('name', 'like', 'events.hour:%').execute()
}
