import type { Kysely } from 'kysely'
import type { Database, OrderStatus } from '../../core/db/schema.js'
import { eventsAbout, type EventLog } from '../../core/events/event-log.js'
import type { InvalidationBus } from '../../core/cache/invalidation.js'
import { PageCache } from '../../core/cache/page-cache.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { AppError, article, invalidField, notFound } from '../../core/errors.js'
import { newId } from '../../lib/ids.js'
import { fromMinorUnits, toMinorUnits } from './money.js'
import { page, pageWindow, storedInstant, type Page } from '../../core/paging.js'
import type { OrderRecord, OrdersRepository } from './orders.repository.js'
import type { ApiOrder, CreateOrderBody, ListOrdersQuery, OrderSortField, UpdateOrderBody } from './orders.schemas.js'

/**
 * Where an order may go from each status; staying is always allowed. A refund follows a payment,
 * and a refunded or cancelled order is closed: recording it again is a new order.
 */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: []
}

/** The order as the API shows it. */
function toApiOrder(record: OrderRecord): ApiOrder {
  return {
    id: record.id,
    customerEmail: record.customer_email,
    total: fromMinorUnits(record.total_minor),
    currency: record.currency,
    status: record.status,
    createdAt: record.created_at
  }
}

export const TOTAL_DECIMALS = 'must have at most two decimals'

/** Minor units of a validated total; 422 on `total` when it has more than two decimals. */
function minorUnits(total: number): number {
  const minor = toMinorUnits(total)
  if (minor === undefined) throw invalidField('total', TOTAL_DECIMALS)
  return minor
}

/** Statuses of an order that was paid: its total and currency are what was paid, and stay so. */
const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'refunded'])

/** 409 CONFLICT when the changes would rewrite what a paid order was paid; sending the same values is no change. */
function assertAmountKept(current: OrderRecord, totalMinor: number | undefined, currency: string | undefined): void {
  if (!PAID.has(current.status)) return
  const fields = [
    ...(totalMinor !== undefined && totalMinor !== current.total_minor ? ['total'] : []),
    ...(currency !== undefined && currency !== current.currency ? ['currency'] : [])
  ]
  if (fields.length === 0) return
  const rule = `is fixed once the order is paid (it is ${current.status}); a refund is the status refunded, and keeps the amount`
  throw new AppError('CONFLICT', `A ${current.status} order's total and currency cannot change`, Object.fromEntries(fields.map((field) => [field, [rule]])))
}

function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (from === to || MOVES[from].includes(to)) return
  const allowed = [from, ...MOVES[from]].join(', ')
  throw new AppError('INVALID_TRANSITION', `${article(from)} ${from} order cannot become ${to}`, { status: [`cannot move from ${from} to ${to}; allowed: ${allowed}`] })
}

/** Orders, kept so that the dashboard's orders and revenue are real; each change writes its event. */
export class OrdersService {
  /** Pages of the list by what was asked: every write of an order records an event about it, which publishes eventsAbout('order'). */
  private readonly pages: PageCache<Page<ApiOrder>>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: OrdersRepository,
    private readonly events: EventLog,
    bus: InvalidationBus
  ) {
    this.pages = new PageCache(bus, eventsAbout('order'))
  }

  /** Records an order and writes `order.created`. */
  async create(actorId: string, input: CreateOrderBody, joining?: Tx): Promise<ApiOrder> {
    const now = new Date().toISOString()
    const record: OrderRecord = {
      id: newId(),
      customer_email: input.customerEmail,
      customer_email_normalized: input.customerEmail.toLowerCase(),
      total_minor: minorUnits(input.total),
      currency: input.currency,
      status: input.status ?? 'pending',
      created_at: now,
      updated_at: now
    }
    const order = toApiOrder(record)
    await transact(
      this.db,
      async (tx) => {
        await this.repo.insert(tx.db, record)
        await this.event(tx, 'order.created', actorId, order)
      },
      joining
    )
    return order
  }

  /** The order, or 404. */
  async get(id: string): Promise<ApiOrder> {
    const record = await this.repo.findById(this.db, id)
    if (!record) throw notFound('Order')
    return toApiOrder(record)
  }

  /**
   * Changes the fields given and keeps the rest; writes `order.updated`. A status move the
   * order's life does not allow (see MOVES) is 422 INVALID_TRANSITION; a new total or currency
   * for an order that was paid is 409 CONFLICT.
   */
  async update(actorId: string, id: string, changes: UpdateOrderBody, joining?: Tx): Promise<ApiOrder> {
    const totalMinor = changes.total === undefined ? undefined : minorUnits(changes.total)
    return transact(
      this.db,
      async (tx) => {
        const current = await this.repo.findLocked(tx.db, id)
        if (!current) throw notFound('Order')
        assertAmountKept(current, totalMinor, changes.currency)
        if (changes.status !== undefined) assertMove(current.status, changes.status)
        const record: OrderRecord = {
          ...current,
          ...(changes.customerEmail !== undefined && {
            customer_email: changes.customerEmail,
            customer_email_normalized: changes.customerEmail.toLowerCase()
          }),
          ...(totalMinor !== undefined && { total_minor: totalMinor }),
          ...(changes.currency !== undefined && { currency: changes.currency }),
          ...(changes.status !== undefined && { status: changes.status }),
          updated_at: new Date().toISOString()
        }
        await this.repo.update(tx.db, record, current.status)
        const order = toApiOrder(record)
        await this.event(tx, 'order.updated', actorId, order)
        return order
      },
      joining
    )
  }

  /** One page of orders, filtered and sorted. */
  list(query: ListOrdersQuery): Page<ApiOrder> | Promise<Page<ApiOrder>> {
    const filter = {
      status: query.status,
      customerEmail: query.customerEmail,
      since: storedInstant('since', query.since),
      until: storedInstant('until', query.until),
      ...pageWindow<OrderSortField>('orders', query, ['total'])
    }
    return this.pages.get(filter, async () => {
      const { rows, total, next } = await this.repo.list(this.db, filter)
      return page('orders', rows.map(toApiOrder), total, filter, next)
    })
  }

  private event(tx: Tx, type: 'order.created' | 'order.updated', actorId: string, order: ApiOrder) {
    return this.events.record(tx, { type, actorId, subject: { type: 'order', id: order.id }, data: order })
  }
}
