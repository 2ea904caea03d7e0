import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Config } from '../../src/core/config/config.js'
import { migratedDatabase, type DatabaseKind, type TestDatabase } from './databases.js'

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
  // Loaded by the first app built, not with the helpers: a file that imports them for anything
  // else (until, the databases) does not compile the whole app.
  const [{ buildApp }, { loadConfig, prepareDataDir }] = await Promise.all([import('../../src/app.js'), import('../../src/core/config/config.js')])
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-test-'))
  const ownsDatabase = !options.database
  const database = options.database ?? (await migratedDatabase(kind, dataDir))
  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long',
      LOG_LEVEL: 'silent',
      // Every request of a test comes from one address; limits are tested where they are set.
      RATE_LIMIT_ANON_PER_MIN: '100000',
      RATE_LIMIT_USER_PER_MIN: '100000',
      REDIS_PREFIX: database.redisPrefix,
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

/** A fresh test app that closes itself when the test `context` ends, whatever happens (fastify/demo's `build(t)`). */
export async function testApp(context: Pick<TestContext, 'after'>, kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildTestApp(kind, options)
  context.after(() => app.close())
  return app
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
 * Runs `body` against two instances of the app on one database (built with `options`, and
 * `second` on top for the second one), and closes both afterwards, the second first.
 */
export async function withTwoInstances<T>(
  kind: DatabaseKind,
  options: TestAppOptions,
  body: (a: TestApp, b: TestApp) => Promise<T>,
  second: TestAppOptions = {}
): Promise<T> {
  return withTestApp(kind, options, (a) => withTestApp(kind, { ...options, ...second, database: a.database }, (b) => body(a, b)))
}
