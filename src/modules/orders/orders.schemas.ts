import Type, { type Static } from 'typebox'
import { StringEnum } from '../../core/http/envelope.js'
import { PageQuery, SortQuery, TimeRangeQuery } from '../../core/http/pagination.js'
import { MAX_AMOUNT } from './money.js'
import type { OrderStatus } from '../../core/db/schema.js'

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const satisfies readonly OrderStatus[]

const Status = StringEnum(ORDER_STATUSES)
const CustomerEmail = Type.String({ format: 'email', maxLength: 254, description: "the customer's email address" })
const Total = Type.Number({
  minimum: 0,
  maximum: MAX_AMOUNT,
  description: `a JSON number from 0 to ${MAX_AMOUNT} with at most two decimals, kept exactly and answered as given (12.5 reads back 12.5); a string is refused`
})
const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'an ISO 4217 code: three capital letters, such as EUR' })

export const OrderSchema = Type.Object(
  {
    id: Type.String(),
    customerEmail: Type.String(),
    total: Type.Number(),
    currency: Type.String(),
    status: Status,
    createdAt: Type.String({ format: 'date-time' })
  },
  { $id: 'Order', title: 'Order' }
)
export type ApiOrder = Static<typeof OrderSchema>

export const CreateOrderBody = Type.Object({
  customerEmail: CustomerEmail,
  total: Total,
  currency: Currency,
  status: Type.Optional({ ...Status, default: 'pending', description: 'any status, default pending (an order may be recorded after it was paid)' })
}, { examples: [{ customerEmail: 'buyer@example.com', total: 12.5, currency: 'EUR', status: 'paid' }] })
export type CreateOrderBody = Static<typeof CreateOrderBody>

export const UpdateOrderBody = Type.Object({
  customerEmail: Type.Optional(CustomerEmail),
  total: Type.Optional(Total),
  currency: Type.Optional(Currency),
  status: Type.Optional(Status)
}, { examples: [{ status: 'refunded' }, { total: 19.99 }] })
export type UpdateOrderBody = Static<typeof UpdateOrderBody>

const ORDER_SORT_FIELDS = ['createdAt', 'total', 'customerEmail'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]

export const ListOrdersQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(Status),
  customerEmail: Type.Optional({ ...CustomerEmail, description: "only this customer's orders (case-insensitive)" }),
  ...TimeRangeQuery,
  sort: SortQuery(ORDER_SORT_FIELDS, '-createdAt')
})
export type ListOrdersQuery = Static<typeof ListOrdersQuery>
