import 'dotenv/config'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import { openDatabase } from './core/db/database.js'
import { migrateToLatest } from './core/db/migrator.js'
import { openRedis } from './core/redis/redis.js'
import { EventLog } from './core/events/event-log.js'
import { InvalidationBus } from './core/cache/invalidation.js'
import { AppError } from './core/errors.js'
import { UsersService } from './modules/users/users.service.js'
import { createUsersRepository } from './modules/users/users.repository.js'

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E --password P [--name N]
      Create an administrator, or make the user with this email one (and set the password).
  list-users [--role user|admin]
      Print every user: id, role, email, name.
  reset-password --email E
      Set a generated password, print it, and end every session of the user.

Reads the same environment as the server (DATABASE_URL, DATA_DIR, REDIS_URL, .env).
Exit codes: 0 done, 1 failed, 2 wrong usage.`

class UsageError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE)
    if (!command) throw new UsageError('no command given')
    return
  }
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    strict: true
  })
  const config = prepareDataDir(loadConfig())
  const database = openDatabase(config.databaseUrl)
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null
  await redis?.connect().catch(() => console.error('warning: Redis is unreachable; running servers see the change within 30 s'))
  const bus = await InvalidationBus.create(redis)
  try {
    await migrateToLatest(database.db, database.dialect)
    const users = new UsersService({ db: database.db, repo: createUsersRepository(database.dialect), bus, events: new EventLog() })
    switch (command) {
      case 'create-admin': {
        if (!values.email || !values.password) throw new UsageError('create-admin needs --email and --password')
        if (values.password.length < 8 || values.password.length > 128) throw new UsageError('--password must be 8 to 128 characters')
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || values.email.length > 254) throw new UsageError('--email must be an email address')
        // The API's rule for names (1 to 100 characters), so the account can be edited there later.
        if (values.name !== undefined && (values.name.length < 1 || values.name.length > 100)) throw new UsageError('--name must be 1 to 100 characters')
        const { user, created } = await users.ensureAdmin(values.email, values.password, values.name)
        console.log(`${created ? 'created administrator' : 'made administrator'} ${user.email} (${user.id})`)
        return
      }
      case 'list-users': {
        if (values.role && values.role !== 'user' && values.role !== 'admin') throw new UsageError('--role must be user or admin')
        for (let pageNumber = 1; ; pageNumber++) {
          const result = await users.list({ page: pageNumber, limit: 100, sort: 'createdAt', role: values.role as 'user' | 'admin' | undefined })
          for (const u of result.items) console.log([u.id, u.role.padEnd(5), u.email, u.name].join('  '))
          if (pageNumber >= result.pagination.totalPages) return
        }
      }
      case 'reset-password': {
        if (!values.email) throw new UsageError('reset-password needs --email')
        const { user, password } = await users.resetPassword(values.email)
        console.log(`new password for ${user.email}: ${password}`)
        return
      }
      default:
        throw new UsageError(`unknown command "${command}"`)
    }
  } finally {
    bus.close()
    redis?.disconnect()
    await database.close()
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    console.error(`error: ${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (error instanceof ConfigError) console.error(error.message)
  else if (error instanceof AppError) console.error(`error: ${error.message}${error.details ? ` (${JSON.stringify(error.details)})` : ''}`)
  else console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
