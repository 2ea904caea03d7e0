import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createDashboardRepository } from './dashboard.repository.js'
import { DashboardService } from './dashboard.service.js'
import { dashboardRoutes } from './dashboard.routes.js'

/** The dashboard: /api/dashboard and its widgets. */
async function dashboardModule(app: FastifyInstance): Promise<void> {
  const dashboard = new DashboardService(app.database.db, createDashboardRepository(), app.activity, app.bus)
  await app.register(dashboardRoutes, { dashboard })
}

export default fp(dashboardModule, { name: 'dashboard', dependencies: ['http', 'database', 'activity', 'bus'] })
