import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UserSchema } from './users.schemas.js'
import { UsersService } from './users.service.js'
import { UserCache } from './user-cache.js'
import { ensureFirstAdmin } from './first-admin.js'
import { createUsersRepository } from './users.repository.js'
import { usersRoutes } from './users.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService
  }
}

/**
 * User accounts (/api/users, /api/users/me). The password change under /users/me lives in the
 * auth module, which owns sessions.
 */
async function usersModule(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database
  const repo = createUsersRepository(dialect)
  const users = new UsersService({ db, repo, cache: new UserCache(db, repo, app.bus), events: app.events, bus: app.bus })
  app.decorate('users', users)
  app.addSchema(UserSchema)
  await app.register(usersRoutes, { users })

  app.addHook('onReady', () => ensureFirstAdmin(users, app.config, app.log))
}

export default fp(usersModule, { name: 'users', dependencies: ['http', 'config', 'database', 'bus', 'events'] })
