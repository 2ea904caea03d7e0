import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, OrderRow, OrderStatus } from '../../core/db/schema.js'
import { boundedCount, fetchWindow } from '../../core/db/paged.js'
import { changeCounts, readCounts } from '../../core/db/row-counts.js'
import { rowLocks } from '../../core/db/locking.js'
import type { PageWindow, Position, Total } from '../../core/paging.js'
import type { OrderSortField } from './orders.schemas.js'

type Db = Kysely<Database>

/** An order row with its total as a number of minor units, whatever the driver gave. */
export interface OrderRecord extends Omit<OrderRow, 'total_minor'> {
  total_minor: number
}

const SORT_COLUMNS: Record<OrderSortField, 'created_at' | 'total_minor' | 'customer_email_normalized'> = {
  createdAt: 'created_at',
  total: 'total_minor',
  customerEmail: 'customer_email_normalized'
}

export interface OrderFilter extends PageWindow<OrderSortField> {
  status?: OrderStatus
  customerEmail?: string
  since?: string
  until?: string
}

/**
 * The row with its total as a number, copied field by field as content's records are (its
 * recordOf): records spread from the driver's rows were promoted to the old generation under a
 * list's load, copies written out were not.
 */
const record = (row: OrderRow): OrderRecord => ({
  id: row.id,
  customer_email: row.customer_email,
  customer_email_normalized: row.customer_email_normalized,
  total_minor: Number(row.total_minor),
  currency: row.currency,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at
})

/** The SQL of orders, for one dialect. */
export function createOrdersRepository(dialect: Dialect) {
  const locks = rowLocks(dialect)
  const byId = (db: Db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id)
  return {
    async findById(db: Db, id: string): Promise<OrderRecord | undefined> {
      const row = await byId(db, id).executeTakeFirst()
      return row && record(row)
    },

    /** The order, which no other transaction may change until `trx` ends. */
    async findLocked(trx: Transaction<Database>, id: string): Promise<OrderRecord | undefined> {
      const row = await locks.forUpdate(trx, (trx) => byId(trx, id)).executeTakeFirst()
      return row && record(row)
    },

    async insert(db: Db, row: OrderRecord): Promise<void> {
      await db.insertInto('orders').values(row).execute()
      await changeCounts(db, { orders: 1, [`orders.status:${row.status}`]: 1 })
    },

    /** Writes `row` over the order, whose status was `previousStatus` (read under this transaction's lock). */
    async update(db: Db, row: OrderRecord, previousStatus: OrderRecord['status']): Promise<void> {
      const { id, ...columns } = row
      await db.updateTable('orders').set(columns).where('id', '=', id).execute()
      await changeCounts(db, { [`orders.status:${previousStatus}`]: -1 }, { [`orders.status:${row.status}`]: 1 })
    },

    /** One page of the orders that match, and how many match in all. */
    async list(db: Db, filter: OrderFilter): Promise<{ rows: OrderRecord[]; total: Total; next: Position | null }> {
      let matching = db.selectFrom('orders')
      if (filter.status) matching = matching.where('status', '=', filter.status)
      if (filter.customerEmail) matching = matching.where('customer_email_normalized', '=', filter.customerEmail.toLowerCase())
      if (filter.since) matching = matching.where('created_at', '>=', filter.since)
      if (filter.until) matching = matching.where('created_at', '<', filter.until)
      const keyset = { column: SORT_COLUMNS[filter.sort.field], direction: filter.sort.direction }
      // All, or by status: counted as orders come and move; a customer or a time range, on the rows.
      const counted = !filter.customerEmail && !filter.since && !filter.until
      const count = counted ? readCounts(db, [filter.status ? `orders.status:${filter.status}` : 'orders']).then((count) => ({ count, estimate: false })) : boundedCount(db, dialect, matching)
      const [{ rows, next }, total] = await Promise.all([fetchWindow(matching, filter, keyset, (query) => query.selectAll()), count])
      return { rows: rows.map(record), total, next }
    }
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
