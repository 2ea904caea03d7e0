import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UserSchema } from './users.schemas.js'
import { UsersService } from './users.service.js'
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
  const users = new UsersService({
    db: app.database.db,
    repo: createUsersRepository(app.database.dialect),
    bus: app.bus,
    events: app.events
  })
  app.decorate('users', users)
  app.addSchema(UserSchema)
  await app.register(usersRoutes, { users })

  app.addHook('onReady', async () => {
    if (await users.anyAdmin()) return
    const { adminEmail, adminPassword } = app.config
    if (adminEmail && adminPassword) {
      try {
        const { created } = await users.ensureAdmin(adminEmail, adminPassword)
        app.log.info({ email: adminEmail }, created ? 'administrator created from ADMIN_EMAIL' : 'ADMIN_EMAIL user made administrator')
      } catch (error) {
        // Instances starting together on an empty database race to create the same account:
        // the loser finds the winner's administrator and starts normally.
        if (!(await users.anyAdmin())) throw error
      }
    } else {
      app.log.info(
        'no administrator exists: create one with `npm run cli -- create-admin --email you@example.com` (it asks for the password), or set ADMIN_EMAIL and ADMIN_PASSWORD'
      )
    }
  })
}

export default fp(usersModule, { name: 'users' })
