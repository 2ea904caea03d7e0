import { sql, type Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { readCounts } from '../../core/db/row-counts.js'

type Db = Kysely<Database>

/** A count or a sum as the drivers give it: PostgreSQL's are text (bigint, numeric). */
type Count = number | string | bigint
type Aggregate = Count | null

export interface DayTotal {
  day: string
  value: Aggregate
}

// The UTC day of an ISO timestamp, the same text in both dialects.
const day = sql<string>`substr(created_at, 1, 10)`

/**
 * The dashboard's read-only model over other modules' tables: counts and sums in SQL from their
 * counters or an index on (status,) created_at, so no row is loaded to be counted.
 */
export function createDashboardRepository() {
  return {
    /** From the counters the writers keep (core/db/row-counts.ts): a COUNT(*) would read every row. */
    async totals(db: Db): Promise<{ users: Aggregate; orders: Aggregate }> {
      const [users, orders] = await Promise.all([readCounts(db, ['users']), readCounts(db, ['orders'])])
      return { users, orders }
    },

    /** Paid revenue in minor units: in all, from `recentFrom` on, and from `earlierFrom` until `recentFrom`. */
    async paidRevenue(db: Db, earlierFrom: string, recentFrom: string): Promise<{ all: Aggregate; recent: Aggregate; earlier: Aggregate }> {
      const [all, windows] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.sum<Count>('total_minor').as('v'))
          .where('status', '=', 'paid')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select([
            sql<Aggregate>`sum(case when created_at >= ${recentFrom} then total_minor else 0 end)`.as('recent'),
            sql<Aggregate>`sum(case when created_at < ${recentFrom} then total_minor else 0 end)`.as('earlier')
          ])
          .where('status', '=', 'paid')
          .where('created_at', '>=', earlierFrom)
          .executeTakeFirstOrThrow()
      ])
      return { all: all.v, recent: windows.recent, earlier: windows.earlier }
    },

    /** Accounts created per UTC day from `from` on; days without any are absent. */
    usersPerDay(db: Db, from: string): Promise<DayTotal[]> {
      return db
        .selectFrom('users')
        .select([day.as('day'), (eb) => eb.fn.countAll<Count>().as('value')])
        .where('created_at', '>=', from)
        .groupBy(day)
        .execute()
    },

    /** Paid revenue in minor units per UTC day from `from` on; days without any are absent. */
    paidRevenuePerDay(db: Db, from: string): Promise<DayTotal[]> {
      return db
        .selectFrom('orders')
        .select([day.as('day'), (eb) => eb.fn.sum<Count>('total_minor').as('value')])
        .where('status', '=', 'paid')
        .where('created_at', '>=', from)
        .groupBy(day)
        .execute()
    },

    /** Content items per status, from the counters: grouping the rows read all of them. */
    contentPerStatus(db: Db, statuses: readonly string[]): Promise<Array<{ status: string; n: Aggregate }>> {
      return Promise.all(statuses.map(async (status) => ({ status, n: await readCounts(db, [`content.status:${status}`]) })))
    }
  }
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>
