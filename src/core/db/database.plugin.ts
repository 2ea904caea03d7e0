import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { connectDatabase, type DatabaseHandle } from './database.js'
import { migrateDatabase } from './migrator.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

/** The database DATABASE_URL names: opened, brought up to date, and closed with the app. */
async function databasePlugin(app: FastifyInstance): Promise<void> {
  const database = await connectDatabase(app.config.databaseUrl, app.config.postgres, app.log)
  app.decorate('database', database)
  // Plugins close in the reverse order of their opening: everything that uses the database has
  // stopped when this runs.
  app.addHook('onClose', () => database.close())
  const ran = await migrateDatabase(app.config.databaseUrl, database, app.config.postgres)
  if (ran.length > 0) app.log.info({ migrations: ran }, 'database migrated')
}

export default fp(databasePlugin, { name: 'database', dependencies: ['config'] })
