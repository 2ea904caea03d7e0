import 'dotenv/config'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig, prepareDataDir } from './core/config/config.js'
import { connectDatabase } from './core/db/database.js'
import { migrateDatabase } from './core/db/migrator.js'
import { openRedis } from './core/redis/redis.js'
import { EventLog } from './core/events/event-log.js'
import { InvalidationBus } from './core/cache/invalidation.js'
import { AppError } from './core/errors.js'
import { generatePassword } from './core/security/passwords.js'
import { UsersService } from './modules/users/users.service.js'
import { createUsersRepository } from './modules/users/users.repository.js'
import { UserCache } from './modules/users/user-cache.js'
import { recountAll } from './core/db/row-counts.js'
import type { Db } from './core/db/database.js'

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E [--name N] [--password-stdin]
      Create an administrator, or make the user with this email one (and set the password).
      The password comes from standard input with --password-stdin, else from ADMIN_PASSWORD,
      else from a prompt that does not echo it.
  list-users [--role user|admin]
      Print every user: id, role, email, name.
  recount
      Rebuild the lists' totals (the row_counts counters) from the rows, and print each one
      that was wrong. For after rows were written or removed past the service (SQL by hand,
      a bulk import, a restore); writers wait while it runs.
  reset-password --email E [--password-stdin | --generate]
      Set a new password and end every session of the user. The password comes from standard
      input with --password-stdin, else from a prompt that does not echo it; --generate makes
      one and prints it, to a terminal only.

A password is never taken from the command line, where the process list, the shell history
and npm's echo of the command would show it.
Reads the same environment as the server (DATABASE_URL, DATA_DIR, REDIS_URL, .env).
Exit codes: 0 done, 1 anything else (the reason in one line on stderr).`

/** The command line is wrong (unknown command or option, one missing): its line points to --help. */
class UsageError extends Error {}
/** A value given is refused (a short password, a bad email). */
class InputError extends Error {}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE)
    return
  }
  if (!command) throw new UsageError('no command given')
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      generate: { type: 'boolean' },
      // Declared only to refuse it with the reason.
      password: { type: 'string' }
    },
    strict: true
  })
  if (values.password !== undefined) {
    throw new UsageError('--password is refused: a password on the command line shows in the process list, the shell history and npm\'s echo; use --password-stdin, ADMIN_PASSWORD, or answer the prompt')
  }
  const config = loadConfig()
  const action = await prepare(command, values, config.adminPassword)
  const { databaseUrl } = prepareDataDir(config)
  const database = await connectDatabase(databaseUrl, config.postgres)
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null
  await redis?.client.connect().catch(() => console.error('warning: Redis is unreachable; running servers see the change within 30 s'))
  const bus = await InvalidationBus.create({ redis, prefix: config.redisPrefix, db: database.db })
  try {
    await migrateDatabase(databaseUrl, database, config.postgres)
    const repo = createUsersRepository(database.dialect)
    await action({ db: database.db, bus, users: new UsersService({ db: database.db, repo, cache: new UserCache(database.db, repo, bus), events: new EventLog(bus), bus }) })
  } finally {
    await bus.close()
    redis?.client.disconnect()
    await database.close()
  }
}

/** What a command works with, once the database is open. */
interface Context {
  db: Db
  bus: InvalidationBus
  users: UsersService
}

type Options = Partial<Record<'email' | 'name' | 'role', string> & Record<'password-stdin' | 'generate', boolean>>

/**
 * Checks the command line and gathers what the command needs, its password included, before the
 * database is opened: wrong usage changes nothing, and fails fast.
 */
async function prepare(command: string, values: Options, adminPassword: string | undefined): Promise<(context: Context) => Promise<void>> {
  switch (command) {
    case 'create-admin': {
      const { email, name } = values
      if (!email) throw new UsageError('create-admin needs --email')
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new InputError('--email must be an email address')
      // The API's rule for names (1 to 100 characters), so the account can be edited there later.
      if (name !== undefined && (name.length < 1 || name.length > 100)) throw new InputError('--name must be 1 to 100 characters')
      const password = await newPassword(values['password-stdin'], adminPassword)
      return async ({ users }) => {
        const { user, created } = await users.ensureAdmin(email, password, name)
        console.log(`${created ? 'created administrator' : 'made administrator'} ${user.email} (${user.id})`)
      }
    }
    case 'list-users': {
      const { role } = values
      if (role !== undefined && role !== 'user' && role !== 'admin') throw new InputError('--role must be user or admin')
      return async ({ users }) => {
        // By cursor: past 10,000 rows a page number is refused.
        for (let cursor: string | undefined; ; ) {
          const result = await users.list({ page: 1, limit: 100, sort: 'createdAt', role, cursor })
          for (const u of result.items) console.log([u.id, u.role.padEnd(5), u.email, u.name].join('  '))
          if (result.nextCursor === null) return
          cursor = result.nextCursor
        }
      }
    }
    case 'reset-password': {
      const { email, generate } = values
      if (!email) throw new UsageError('reset-password needs --email')
      if (generate && values['password-stdin']) throw new UsageError('give --generate or --password-stdin, not both')
      // A generated password must reach a person, not a log that captures the output.
      if (generate && !process.stdout.isTTY) throw new InputError('--generate prints the password and so needs a terminal; in scripts use --password-stdin')
      const password = generate ? generatePassword() : await newPassword(values['password-stdin'], undefined)
      return async ({ users }) => {
        const user = await users.resetPassword(email, password)
        console.log(generate ? `new password for ${user.email}: ${password}` : `password changed for ${user.email}; their sessions are ended`)
      }
    }
    case 'recount':
      return async ({ db, bus }) => {
        const corrections = await recountAll(db)
        // Running servers keep totals in many caches (content, every list's pages, the
        // dashboard): '*' drops every cached answer on every instance, so each reads them again.
        bus.publish('*')
        for (const { name, was, now } of corrections) console.log(`${name}: ${was} -> ${now}`)
        console.log(corrections.length === 0 ? 'every counter was right' : `${corrections.length} counter(s) corrected`)
      }
    default:
      throw new UsageError(`unknown command "${command}"`)
  }
}

/**
 * The new password: all of standard input with --password-stdin (one final newline dropped),
 * else `fromEnv`, else asked twice on the terminal without echo.
 */
async function newPassword(fromStdin: boolean | undefined, fromEnv: string | undefined): Promise<string> {
  let password: string
  if (fromStdin) password = (await readAll(process.stdin)).replace(/\r?\n$/, '')
  else if (fromEnv !== undefined) password = fromEnv
  else if (process.stdin.isTTY) {
    const [first, second] = await askHidden(['New password: ', 'Repeat it: '])
    if (first !== second) throw new InputError('the two passwords differ')
    password = first!
  } else throw new InputError('no password: give it on standard input with --password-stdin, or run the command in a terminal to be asked')
  if (password.length < 8 || password.length > 128) throw new InputError('the password must be 8 to 128 characters')
  return password
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Reads answers with echo off from before the first question to after the last, so early typing
 * is neither echoed nor lost; questions go to stderr to keep stdout clean.
 */
function askHidden(questions: string[]): Promise<string[]> {
  const input = process.stdin
  input.setRawMode(true)
  input.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    const answers: string[] = []
    let typed = ''
    const finish = (outcome: () => void) => {
      input.off('data', onData).off('end', onEnd).off('error', onError)
      input.setRawMode(false)
      input.pause()
      outcome()
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') return finish(() => reject(new Error('cancelled')))
        if (char === '\r' || char === '\n' || char === '\u0004') {
          answers.push(typed)
          typed = ''
          process.stderr.write('\n')
          if (answers.length === questions.length) return finish(() => resolve(answers))
          process.stderr.write(questions[answers.length]!)
        } else if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('')
        else typed += char
      }
    }
    const onEnd = () => finish(() => reject(new Error('the terminal closed before the password was given')))
    const onError = (error: Error) => finish(() => reject(error))
    input.on('data', onData).on('end', onEnd).on('error', onError)
    process.stderr.write(questions[0]!)
    input.resume()
  })
}

// Every failure is one line and exit 1: a script tells success from failure by the code, and a
// person reads the reason without scrolling past the usage.
run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    console.error(`error: ${error.message} (npm run cli -- --help says how to use it)`)
  } else if (error instanceof InputError) console.error(`error: ${error.message}`)
  else if (error instanceof ConfigError) console.error(`error: ${error.issues.join('; ')}`)
  else if (error instanceof AppError) console.error(`error: ${error.message}${error.details ? ` (${JSON.stringify(error.details)})` : ''}`)
  else console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
