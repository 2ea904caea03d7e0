import type { FastifyBaseLogger } from 'fastify'
import type { UsersService } from './users.service.js'

/**
 * At start: with no administrator, creates one from ADMIN_EMAIL and ADMIN_PASSWORD when they are
 * set, or logs one line saying how to create one.
 */
export async function ensureFirstAdmin(
  users: UsersService,
  { adminEmail, adminPassword }: { adminEmail?: string; adminPassword?: string },
  log: FastifyBaseLogger
): Promise<void> {
  if (await users.anyAdmin()) return
  if (adminEmail && adminPassword) {
    try {
      const { created } = await users.ensureAdmin(adminEmail, adminPassword)
      log.info({ email: adminEmail }, created ? 'administrator created from ADMIN_EMAIL' : 'ADMIN_EMAIL user made administrator')
    } catch (error) {
      // Instances starting together on an empty database race to create the same account:
      // the loser finds the winner's administrator and starts normally.
      if (!(await users.anyAdmin())) throw error
    }
  } else {
    log.info(
      'no administrator exists: create one with `npm run cli -- create-admin --email you@example.com` (it asks for the password), or set ADMIN_EMAIL and ADMIN_PASSWORD'
    )
  }
}
