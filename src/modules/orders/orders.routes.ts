import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { principalOf } from '../../core/http/auth.js'
import { EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import { PageSchema } from '../../core/http/pagination.js'
import type { BodyRules } from '../../core/http/body-rules.js'
import type { ErrorDetails } from '../../core/errors.js'
import { toMinorUnits } from './money.js'
import { TOTAL_DECIMALS, type OrdersService } from './orders.service.js'
import { CreateOrderBody, ListOrdersQuery, OrderSchema, UpdateOrderBody } from './orders.schemas.js'

// The rule on `total` the schema cannot state, checked with it so that one 422 names every bad field.
const totalRules: BodyRules = (body): ErrorDetails =>
  typeof body.total === 'number' && toMinorUnits(body.total) === undefined ? { total: [TOTAL_DECIMALS] } : {}

const tags = ['orders']
const MONEY =
  '`total` is a JSON number with at most two decimals (more, or a string, is 422), kept exactly as an integer number of cents and answered as given.'
const MOVES =
  'Status moves: pending → paid | cancelled, paid → refunded; refunded and cancelled are final. Another move is 422 INVALID_TRANSITION.'
const PAID_FIXED =
  'Once an order is paid (status `paid` or `refunded`) its `total` and `currency` are fixed: a different value is 409 CONFLICT, and nothing changes (the same value is accepted, so a whole order can be sent back). A refund is the status move to `refunded` and keeps the amount.'

export const ordersRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/api/orders',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'listOrders',
        tags,
        summary: 'List orders',
        description: 'Filters combine; `since` is inclusive, `until` exclusive; `sort` defaults to `-createdAt`.',
        querystring: ListOrdersQuery,
        response: { 200: EnvelopeSchema(PageSchema(OrderSchema, true)) }
      }
    },
    async (request) => ok(await orders.list(request.query))
  )

  app.get(
    '/api/orders/:id',
    { config: { auth: 'admin' }, schema: { operationId: 'getOrder', tags, summary: 'One order', params: IdParams, response: { 200: EnvelopeSchema(OrderSchema) } } },
    async (request) => ok(await orders.get(request.params.id))
  )

  app.post(
    '/api/orders',
    {
      config: { auth: 'admin', bodyRules: totalRules },
      schema: {
        operationId: 'createOrder',
        tags,
        summary: 'Record an order',
        description: `${MONEY} \`status\` defaults to pending. Writes \`order.created\`.`,
        body: CreateOrderBody,
        response: { 201: EnvelopeSchema(OrderSchema) }
      }
    },
    async (request, reply) => reply.code(201).send(ok(await orders.create(principalOf(request).userId, request.body), 'Order created'))
  )

  app.put(
    '/api/orders/:id',
    {
      config: { auth: 'admin', bodyRules: totalRules },
      schema: {
        operationId: 'updateOrder',
        tags,
        summary: 'Change an order',
        description: `Fields left out keep their value. ${MONEY} ${MOVES} ${PAID_FIXED} Writes \`order.updated\`.`,
        params: IdParams,
        body: UpdateOrderBody,
        response: {
          200: EnvelopeSchema(OrderSchema),
          409: errorResponse('CONFLICT: a new total or currency for an order that was paid (details name the fields); nothing changes'),
          422: errorResponse('VALIDATION_ERROR with details per field, or INVALID_TRANSITION for a status move that is not allowed')
        }
      }
    },
    async (request) => ok(await orders.update(principalOf(request).userId, request.params.id, request.body), 'Order updated')
  )
}
