import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, OrderRow, OrderStatus } from '../../core/db/schema.js'
import { fetchPage } from '../../core/db/paged.js'
import { rowLocks } from '../../core/db/locking.js'
import type { PageWindow } from '../../core/paging.js'
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

const record = (row: OrderRow): OrderRecord => ({ ...row, total_minor: Number(row.total_minor) })

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
    },

    async update(db: Db, row: OrderRecord): Promise<void> {
      const { id, ...columns } = row
      await db.updateTable('orders').set(columns).where('id', '=', id).execute()
    },

    /** One page of the orders that match, and how many match in all. */
    async list(db: Db, filter: OrderFilter): Promise<{ rows: OrderRecord[]; total: number }> {
      let matching = db.selectFrom('orders')
      if (filter.status) matching = matching.where('status', '=', filter.status)
      if (filter.customerEmail) matching = matching.where('customer_email_normalized', '=', filter.customerEmail.toLowerCase())
      if (filter.since) matching = matching.where('created_at', '>=', filter.since)
      if (filter.until) matching = matching.where('created_at', '<', filter.until)
      const { field, direction } = filter.sort
      const { rows, total } = await fetchPage(matching, filter, (query) =>
        query.selectAll().orderBy(SORT_COLUMNS[field], direction).orderBy('id', direction)
      )
      return { rows: rows.map(record), total }
    }
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
