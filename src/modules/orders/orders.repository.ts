import type { Kysely } from 'kysely'
import type { Dialect } from '../../core/db/database.js'
import type { Database, OrderRow, OrderStatus } from '../../core/db/schema.js'
import { fetchPage } from '../../core/db/paged.js'
import { lockedOn } from '../../core/db/locking.js'
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
  return {
    /** The order; `lock`: no other transaction may change it until ours ends. */
    async findById(db: Db, id: string, lock = false): Promise<OrderRecord | undefined> {
      const query = db.selectFrom('orders').selectAll().where('id', '=', id)
      const row = await (lock ? lockedOn(dialect, query) : query).executeTakeFirst()
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
