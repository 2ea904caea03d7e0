import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createOrdersRepository } from './orders.repository.js'
import { OrdersService } from './orders.service.js'
import { ordersRoutes } from './orders.routes.js'

/** Orders: /api/orders (administrators). */
async function ordersModule(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database
  await app.register(ordersRoutes, { orders: new OrdersService(db, createOrdersRepository(dialect), app.events, app.bus) })
}

export default fp(ordersModule, { name: 'orders', dependencies: ['http', 'database', 'events', 'bus'] })
