import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { describe } from 'node:test'
import pg from 'pg'
import { Redis } from 'ioredis'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir, type Config } from '../src/core/config/config.js'

export type DatabaseKind = 'sqlite' | 'postgres'

/** Server used to create and drop a throwaway database per test app. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const REQUIRED = process.env.CI === 'true'

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check()
    return true
  } catch {
    return false
  }
}

async function availability(name: string, url: string, variable: string, check: () => Promise<unknown>): Promise<string | false> {
  if (await reachable(check)) return false
  const reason = `nothing answers at ${url}`
  // In CI the PostgreSQL and Redis suites are part of the verdict: missing means failing.
  if (REQUIRED) throw new Error(`${name}: ${reason}, and CI=true requires it`)
  console.log(`${name} suites skipped: ${reason} (set ${variable}; CI=true makes them required)`)
  return reason
}

/** false when PostgreSQL answers; otherwise the reason its suites are skipped. */
export const pgSkip = await availability('PostgreSQL', PG_ADMIN_URL, 'TEST_PG_URL', async () => {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  await client.connect()
  await client.end()
})

/** false when Redis answers; otherwise the reason its suites are skipped. */
export const redisSkip = await availability('Redis', REDIS_TEST_URL, 'TEST_REDIS_URL', async () => {
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 })
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
  drop(): Promise<void>
}

/** A new, empty database: a SQLite file in a temp directory, or a PostgreSQL database. */
export async function freshDatabase(kind: DatabaseKind, dataDir: string): Promise<TestDatabase> {
  if (kind === 'sqlite') return { url: `sqlite:${join(dataDir, 'test.db')}`, drop: async () => {} }
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(`create database ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
}

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: TestDatabase
  /** app.inject, with the response's JSON parsed */
  request(options: InjectOptions): Promise<TestResponse>
  close(): Promise<void>
}

export interface TestResponse extends LightMyRequestResponse {
  /** the parsed body, or undefined when it is not JSON */
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary shapes
}

export interface TestAppOptions {
  /** environment variables, as an operator would set them */
  env?: Record<string, string>
  /** another test app's database, for multi-instance tests */
  database?: TestDatabase
  /** called after the app is built and before it is ready, to add test routes */
  extend?: (app: FastifyInstance) => void | Promise<void>
  /** a stream that receives the JSON log lines */
  logStream?: { write(line: string): void }
  /** the level of lines sent to logStream; error unless given */
  logLevel?: 'info' | 'error'
  /** called before the modules are registered, to observe their routes */
  beforeModules?: (app: FastifyInstance) => void
}

/** Builds the real app on a fresh database in a fresh DATA_DIR; close() removes both. */
export async function buildTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-test-'))
  const ownsDatabase = !options.database
  const database = options.database ?? (await freshDatabase(kind, dataDir))
  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long',
      LOG_LEVEL: 'silent',
      // Every request of a test comes from one address; limits are tested where they are set.
      RATE_LIMIT_ANON_PER_MIN: '100000',
      RATE_LIMIT_USER_PER_MIN: '100000',
      ...options.env
    })
  )
  const undocumented: string[] = []
  const app = await buildApp(config, {
    logger: options.logStream ? { level: options.logLevel ?? 'error', stream: options.logStream } : false,
    beforeModules: (app) => {
      watchUndocumentedErrors(app, undocumented)
      options.beforeModules?.(app)
    }
  })
  await options.extend?.(app)
  await app.ready()
  return {
    app,
    config,
    database,
    request: async (injectOptions) => {
      const response = (await app.inject(injectOptions)) as TestResponse
      if (undocumented.length > 0) throw new Error(undocumented.splice(0).join('\n'))
      try {
        response.data = response.json()
      } catch {
        response.data = undefined
      }
      return response
    },
    close: async () => {
      await app.close()
      if (ownsDatabase) await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * Every error status a test provokes must be listed in its route's OpenAPI entry, so the whole
 * suite checks that the document names each status a route can answer.
 */
function watchUndocumentedErrors(app: FastifyInstance, found: string[]): void {
  app.addHook('onSend', async (request, reply) => {
    const { url, schema } = request.routeOptions
    if (reply.statusCode < 400 || !url || !schema || schema.hide) return
    const documented = schema.response as Record<number, unknown> | undefined
    if (!documented?.[reply.statusCode]) {
      found.push(`${request.method} ${url} answered ${reply.statusCode}, which its OpenAPI entry does not list`)
    }
  })
}

/** Runs `body` with a fresh test app, closed afterwards whatever happens. */
export async function withTestApp<T>(kind: DatabaseKind, options: TestAppOptions, body: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp(kind, options)
  try {
    return await body(t)
  } finally {
    await t.close()
  }
}

/**
 * A relay to the test Redis that can stop passing bytes while keeping its connections open:
 * a Redis that hangs (frozen, or cut off by the network) rather than one that is down.
 */
export async function stallableRedis(): Promise<{ url: string; stall(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_TEST_URL)
  const sockets = new Set<Socket>()
  let stalled = false
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname)
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on('data', (chunk) => stalled || to.write(chunk))
      from.on('error', () => to.destroy())
      from.on('close', () => to.destroy())
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall: () => {
      stalled = true
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }
}
