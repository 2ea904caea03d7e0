import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { createHash, randomBytes } from 'node:crypto'
import { describe } from 'node:test'
import pg from 'pg'
import { Redis } from 'ioredis'

export type DatabaseKind = 'sqlite' | 'postgres'

/** Server used to create and drop a throwaway database per test app. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const REQUIRED = process.env.CI === 'true'

// A server that is up but busy (a loaded machine, its connection slots briefly all taken) is not
// a missing one: ask a few times before deciding, and say what the last answer was.
const TRIES = 4

/** Why the server cannot be used, or undefined when it answers. */
async function unreachable(check: () => Promise<unknown>): Promise<string | undefined> {
  let problem = ''
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    try {
      await check()
      return undefined
    } catch (error) {
      problem = error instanceof Error ? error.message || String((error as { code?: unknown }).code) : String(error)
      // Refused is a clear no: nothing listens there.
      if ((error as { code?: unknown }).code === 'ECONNREFUSED') break
      if (attempt < TRIES) await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
  return problem
}

async function availability(name: string, url: string, variable: string, check: () => Promise<unknown>): Promise<string | false> {
  const problem = await unreachable(check)
  if (problem === undefined) return false
  const reason = `nothing answers at ${url} (${problem})`
  // In CI the PostgreSQL and Redis suites are part of the verdict: missing means failing.
  if (REQUIRED) throw new Error(`${name}: ${reason}, and CI=true requires it`)
  console.log(`${name} suites skipped: ${reason} (set ${variable}; CI=true makes them required)`)
  return reason
}

/** false when PostgreSQL answers; otherwise the reason its suites are skipped. */
export const pgSkip = await availability('PostgreSQL', PG_ADMIN_URL, 'TEST_PG_URL', async () => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 })
  await client.connect()
  await client.end()
})

/** false when Redis answers; otherwise the reason its suites are skipped. */
export const redisSkip = await availability('Redis', REDIS_TEST_URL, 'TEST_REDIS_URL', async () => {
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 5000 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
  } finally {
    redis.disconnect()
  }
})

/** Runs `suite` once per database: SQLite always, PostgreSQL when reachable (required in CI). */
export function eachDatabase(suite: (kind: DatabaseKind) => void): void {
  describe('sqlite', () => suite('sqlite'))
  describe('postgres', { skip: pgSkip }, () => suite('postgres'))
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

function postgresUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export interface TestDatabase {
  url: string
  /** REDIS_PREFIX for the apps on this database: theirs alone, so that test runs sharing a Redis never count each other's requests */
  redisPrefix: string
  drop(): Promise<void>
}

/** A new, empty database: a SQLite file in a temp directory, or a PostgreSQL database. */
export function freshDatabase(kind: DatabaseKind, dataDir: string): Promise<TestDatabase> {
  return newDatabase(kind, dataDir, false)
}

/**
 * A new database with every migration already run, as the app leaves it after its first start:
 * a copy of a template migrated once (PostgreSQL: CREATE DATABASE ... TEMPLATE; SQLite: the
 * file), since migrating each test app's database took much of its start. Tests of migrating
 * itself use freshDatabase.
 */
export function migratedDatabase(kind: DatabaseKind, dataDir: string): Promise<TestDatabase> {
  return newDatabase(kind, dataDir, true)
}

async function newDatabase(kind: DatabaseKind, dataDir: string, migrated: boolean): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const redisPrefix = `${name}:`
  if (kind === 'sqlite') {
    const path = join(dataDir, 'test.db')
    if (migrated) copyFileSync(await (sqliteTemplate ??= migratedSqliteFile()), path)
    return { url: `sqlite:${path}`, redisPrefix, drop: async () => {} }
  }
  const template = migrated ? ` template ${await (postgresTemplate ??= migratedPostgresTemplate())}` : ''
  await adminQuery(`create database ${name}${template}`)
  return { url: postgresUrl(name), redisPrefix, drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
}

let sqliteTemplate: Promise<string> | undefined
let postgresTemplate: Promise<string> | undefined

/** What the migrations are: a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const dir = fileURLToPath(new URL('../../src/core/db/migrations', import.meta.url))
  const hash = createHash('sha256')
  for (const file of readdirSync(dir).sort()) hash.update(file).update('\0').update(readFileSync(join(dir, file))).update('\0')
  return hash.digest('hex').slice(0, 16)
}

async function migrate(url: string): Promise<void> {
  // Loaded here, not with this file: a process that never makes a template (test-helper's, that
  // loads this file alone) does not pay for the database code.
  const [{ openDatabase }, { migrateToLatest }] = await Promise.all([import('../../src/core/db/database.js'), import('../../src/core/db/migrator.js')])
  const database = openDatabase(url)
  try {
    await migrateToLatest(database.db, database.dialect)
  } finally {
    await database.close()
  }
}

/** A SQLite file migrated once per process; closing it folds its write-ahead log into the file. */
async function migratedSqliteFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'admin-test-template-')), 'template.db')
  await migrate(`sqlite:${path}`)
  return path
}

/**
 * The name of a PostgreSQL template database holding the current migrations, made by the first
 * test process that needs it (the others wait on an advisory lock) and kept for later runs. It
 * is migrated under another name and renamed when done, so a run that dies midway leaves no
 * half-migrated template behind.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const template = `test_template_${migrationsFingerprint()}`
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query("select pg_advisory_lock(hashtext('admin-panel test template'))")
    const exists = await client.query('select 1 from pg_database where datname = $1', [template])
    if (exists.rowCount === 0) {
      const building = `test_building_${randomBytes(6).toString('hex')}`
      await client.query(`create database ${building}`)
      try {
        await migrate(postgresUrl(building))
        await client.query(`alter database ${building} rename to ${template}`)
      } catch (error) {
        await client.query(`drop database if exists ${building} with (force)`)
        throw error
      }
      // Copies are made from it while no one is connected to it.
      await client.query(`alter database ${template} with is_template true allow_connections false`)
    }
  } finally {
    await client.end()
  }
  return template
}
