import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createActivityRepository } from './activity.repository.js'
import { ActivityService, changedBy } from './activity.service.js'
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
  // Each committed event drops the pages it can be on, here and on every other instance.
  const stop = app.events.onCommitted((event) => app.bus.publish(...changedBy(event)))
  app.addHook('onClose', async () => stop())
  await app.register(activityRoutes, { activity })
}

export default fp(activityModule, { name: 'activity', dependencies: ['http', 'database', 'bus', 'events'] })
