/**
 * `npm run bench:dashboard [-- --pg]`: seeds BENCH_ROWS (default 100,000) users, orders, events
 * and content items into a fresh database (SQLite, or PostgreSQL with --pg at TEST_PG_URL or
 * postgres://postgres@127.0.0.1:5432/test) and times the dashboard, each widget and the activity
 * log through the real app. Builds the app itself; the database is thrown away afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir } from '../src/core/config/config.js'
import { newId } from '../src/lib/ids.js'
import type { Db } from '../src/core/db/database.js'
import { recountAll } from '../src/core/db/row-counts.js'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = 15
const BATCH = 500
const DAY_MS = 86_400_000
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const postgres = process.argv.includes('--pg')

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  await client.query(text).finally(() => client.end())
}

/** ROWS rows built by `row(n)`, inserted BATCH at a time in one transaction. */
async function fill<T>(app: FastifyInstance, row: (n: number) => T, insert: (db: Db, rows: T[]) => Promise<unknown>): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < ROWS; offset += BATCH) {
      await insert(trx, Array.from({ length: Math.min(BATCH, ROWS - offset) }, (_, i) => row(offset + i)))
    }
  })
}

async function seed(app: FastifyInstance): Promise<void> {
  const now = Date.now()
  // Spread over the last year for accounts and 120 days for the rest, so that every chart and
  // both growth windows have rows, and most rows fall outside a 30-day window.
  const ago = (n: number, days: number) => new Date(now - ((n * 7919) % (days * 24)) * (DAY_MS / 24)).toISOString()
  const userIds: string[] = []
  await fill(app, (n) => {
    const id = newId()
    userIds.push(id)
    const created = ago(n, 365)
    return { id, name: `User ${n}`, email: `user${n}@example.com`, email_normalized: `user${n}@example.com`, password_hash: 'x', role: 'user' as const, created_at: created, updated_at: created, last_login_at: null, sessions_valid_after: null, email_verified_at: created, status: 'active' as const }
  }, (trx, rows) => trx.insertInto('users').values(rows).execute())
  const statuses = ['paid', 'paid', 'pending', 'refunded', 'cancelled'] as const
  await fill(app, (n) => {
    const created = ago(n, 120)
    return { id: newId(), customer_email: `user${n % 5000}@example.com`, customer_email_normalized: `user${n % 5000}@example.com`, total_minor: 100 + ((n * 37) % 100_000), currency: 'EUR', status: statuses[n % 5]!, created_at: created, updated_at: created }
  }, (trx, rows) => trx.insertInto('orders').values(rows).execute())
  const types = ['user.created', 'user.updated', 'content.published', 'content.updated', 'order.created', 'order.updated', 'auth.login'] as const
  await fill(app, (n) => {
    const type = types[n % types.length]!
    return { id: newId(), type, actor_id: userIds[n % userIds.length]!, subject_type: type.split('.')[0]!, subject_id: newId(), payload: '{}', created_at: ago(n, 120) }
  }, (trx, rows) => trx.insertInto('events').values(rows).execute())
  const contentStatuses = ['draft', 'published', 'archived'] as const
  await fill(app, (n) => {
    const created = ago(n, 365)
    const status = contentStatuses[n % 3]!
    return { id: newId(), title: `Item ${n}`, content: '', type: 'blog', status, author_id: userIds[n % 50]!, created_at: created, updated_at: created, published_at: status === 'published' ? created : null }
  }, (trx, rows) => trx.insertInto('content_items').values(rows).execute())
  // What a long-running server has after a bulk load: statistics, and on PostgreSQL the
  // visibility map autovacuum leaves, which lets a count read an index alone.
  await sql.raw(postgres ? 'vacuum analyze' : 'pragma optimize=0x10002').execute(app.database.db)
}

async function median(app: FastifyInstance, token: string, url: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now()
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    times.push(performance.now() - began)
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  }
  times.sort((a, b) => a - b)
  return Number(times[Math.floor(RUNS / 2)]!.toFixed(1))
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'))
const pgName = `bench_${randomBytes(6).toString('hex')}`
let databaseUrl = `sqlite:${join(dataDir, 'bench.db')}`
if (postgres) {
  await adminQuery(`create database ${pgName}`)
  const url = new URL(PG_URL)
  url.pathname = `/${pgName}`
  databaseUrl = url.toString()
}
const config = prepareDataDir(
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', RATE_LIMIT_USER_PER_MIN: '1000000', JWT_SECRET: randomBytes(32).toString('hex') })
)
const app = await buildApp(config, { logger: false })
try {
  await app.ready()
  const email = 'bench-admin@example.com'
  const password = 'bench-password-123'
  await app.users.ensureAdmin(email, password)
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  const token = login.json().data.token as string
  const began = performance.now()
  await seed(app)
  await recountAll(app.database.db)
  console.log(`\n${postgres ? 'postgres' : 'sqlite'}: ${ROWS} users, orders, events and content items seeded in ${((performance.now() - began) / 1000).toFixed(1)} s; median of ${RUNS} requests`)
  const cases = [
    '/api/dashboard',
    '/api/dashboard/widgets/stats',
    '/api/dashboard/widgets/recent-activity',
    '/api/dashboard/widgets/users-chart?range=7d',
    '/api/dashboard/widgets/users-chart?range=30d',
    '/api/dashboard/widgets/users-chart?range=90d',
    '/api/dashboard/widgets/revenue-chart?range=7d',
    '/api/dashboard/widgets/revenue-chart?range=30d',
    '/api/dashboard/widgets/revenue-chart?range=90d',
    '/api/dashboard/widgets/content-summary',
    '/api/activity',
    '/api/activity?type=content.',
    '/api/activity?page=200',
    '/api/orders?status=paid',
    '/api/health'
  ]
  const rows = []
  for (const url of cases) rows.push({ request: url, ms: await median(app, token, url) })
  console.table(rows)
} finally {
  await app.close()
  if (postgres) await adminQuery(`drop database if exists ${pgName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
}
