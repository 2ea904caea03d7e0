import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createActivityRepository } from './activity.repository.js'
import { ActivityService } from './activity.service.js'
import { activityRoutes } from './activity.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the activity log, which the dashboard shows the head of */
    activity: ActivityService
  }
}

/** The activity log: /api/activity (administrators). */
async function activityModule(app: FastifyInstance): Promise<void> {
  const activity = new ActivityService(app.database.db, createActivityRepository(app.database.dialect), app.bus)
  app.decorate('activity', activity)
  await app.register(activityRoutes, { activity })
}

export default fp(activityModule, { name: 'activity', dependencies: ['database', 'bus'] })
