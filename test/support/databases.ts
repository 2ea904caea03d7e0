import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
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

export interface TestDatabase {
  url: string
  /** REDIS_PREFIX for the apps on this database: theirs alone, so that test runs sharing a Redis never count each other's requests */
  redisPrefix: string
  drop(): Promise<void>
}

/** A new, empty database: a SQLite file in a temp directory, or a PostgreSQL database. */
export async function freshDatabase(kind: DatabaseKind, dataDir: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const redisPrefix = `${name}:`
  if (kind === 'sqlite') return { url: `sqlite:${join(dataDir, 'test.db')}`, redisPrefix, drop: async () => {} }
  await adminQuery(`create database ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), redisPrefix, drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
}
