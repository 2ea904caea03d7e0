/**
 * bench:scale's seed, as a process of its own so that neither the service nor the load
 * generator carries what it leaves in a heap: the app built in this process on the data
 * directory and database scale.ts made, an administrator and a user, BENCH_SCALE_ITEMS content
 * items and BENCH_SCALE_EVENTS events (scale-seed.ts), the counters rebuilt, the planner's
 * statistics, the plans of the big lists' queries checked (EXPLAIN: no full scan of
 * content_items or events), a webhook whose deliveries are listed. Its spec comes as JSON in
 * argv[2]; it prints a SetupResult as JSON and exits, and scale.ts then starts the service.
 */
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { CompiledQuery, sql, type Kysely, type KyselyPlugin } from 'kysely'
import { startBenchApp, type BenchApp, type BenchUser, type DatabaseKind } from './bench-app.js'
import type { Database } from '../src/core/db/schema.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { createActivityRepository } from '../src/modules/activity/activity.repository.js'
import { createContentRepository } from '../src/modules/content/content.repository.js'
import { benchWebhook, DAY_S, seed } from './scale-seed.js'
import { cleanup } from './service.js'

export interface SetupSpec {
  kind: DatabaseKind
  dataDir: string
  databaseUrl: string
  items: number
  events: number
}

export interface SetupResult {
  admin: BenchUser
  author: BenchUser
  webhookId: string
  seedSeconds: number
  seedSteps: Record<string, number>
  plans: string[]
  /** events older than the default ACTIVITY_RETENTION_DAYS (365): what the prune must remove */
  oldEvents: number
}

/** ACTIVITY_RETENTION_DAYS's default, which the prune part runs with */
export const RETENTION_DAYS = 365

/** Captures the SQL of every query run through the database it is given to. */
function capturing(db: Kysely<Database>): { db: Kysely<Database>; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = []
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId))
      return args.node
    },
    transformResult: async (args) => args.result
  }
  return { db: db.withPlugin(plugin), queries }
}

/** The plan of each query: refused when it reads all of content_items or events. */
async function checkPlans(t: BenchApp, kind: DatabaseKind, actorId: string): Promise<string[]> {
  const { db } = t.app.database
  const lines: string[] = []
  const activity = createActivityRepository(kind)
  const content = createContentRepository(kind)
  const day = new Date(Date.now() - 30 * DAY_S * 1000).toISOString()
  const dayAfter = new Date(Date.now() - 29 * DAY_S * 1000).toISOString()
  const after = { value: day, id: 'e0000000-0000-7000-8000-000000000000' }
  const window = { offset: 0, limit: 20, sort: { field: 'createdAt' as const, direction: 'desc' as const } }
  const cases: Array<[string, (db: Kysely<Database>) => Promise<unknown>]> = [
    ['activity: first page and total', (db) => Promise.all([activity.page(db, window), activity.count(db, {})])],
    ['activity: after a cursor', (db) => activity.page(db, { ...window, after })],
    ['activity: type prefix content.', (db) => Promise.all([activity.page(db, { ...window, types: ['content.published', 'content.updated'] }), activity.count(db, { types: ['content.published', 'content.updated'] })])],
    ['activity: by actor', (db) => Promise.all([activity.page(db, { ...window, actorId }), activity.count(db, { actorId })])],
    ['activity: a day', (db) => Promise.all([activity.page(db, { ...window, since: day, until: dayAfter }), activity.count(db, { since: day, until: dayAfter })])],
    ['content: admin, first page and total', (db) => content.list(db, { ...window, viewerId: null })],
    ['content: admin, published, after a cursor', (db) => content.list(db, { ...window, viewerId: null, status: 'published', after: { value: day, id: 'c0000000-0000-7000-8000-000000000000' } })],
    ['content: a user, first page', (db) => content.list(db, { ...window, viewerId: actorId })],
    ['content: a user, by title after a cursor', (db) => content.list(db, { ...window, sort: { field: 'title', direction: 'asc' }, viewerId: actorId, after: { value: 'Item 5', id: 'c' } })]
  ]
  const refused: string[] = []
  for (const [name, run] of cases) {
    const capture = capturing(db)
    await run(capture.db)
    // (A query compiled only for its text, as a cache key, selects nothing: not run, not planned.)
    const queries = capture.queries.filter((query) => !/^select from/.test(query.sql))
    let scans = 0
    for (const query of queries) {
      const explain = kind === 'sqlite' ? `explain query plan ${query.sql}` : `explain ${query.sql}`
      const plan = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...query.parameters])).catch((error: unknown) => {
        throw new Error(`${name}: ${explain}: ${String(error)}`)
      })
      const text = plan.rows.map((row) => String(kind === 'sqlite' ? row.detail : row['QUERY PLAN'])).join('\n')
      const fullScan = kind === 'sqlite' ? /\bSCAN (content_items|events)\b(?! USING)/.test(text) : /Seq Scan on (content_items|events)\b/.test(text)
      if (fullScan) refused.push(`${name}: ${query.sql}\n${text}`)
      if (fullScan) scans++
    }
    lines.push(`${scans > 0 ? `${scans} FULL SCAN(S)` : 'every query on an index'}: ${name} (${queries.length} queries)`)
  }
  if (refused.length > 0) console.error(`plans reading a whole table:\n${refused.join('\n\n')}`)
  return lines
}

/** Runs scale-setup.ts in a process of its own, on both cores (the seed is minutes of work), and answers what it made. */
export function runSetup(spec: SetupSpec): Promise<SetupResult> {
  return new Promise((resolve, reject) => {
    const script = import.meta.filename
    const child = spawn('taskset', ['-c', '0,1', process.execPath, '--import', 'tsx', script, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] })
    cleanup.add(async () => child.exitCode === null && child.kill('SIGTERM'))
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as SetupResult) : reject(new Error(`the seed exited with ${code}`))))
  })
}

async function setup(spec: SetupSpec): Promise<SetupResult> {
  const { kind } = spec
  // Seeding and recounting millions of rows are statements of minutes; no retention pass meanwhile.
  const settings = { PG_STATEMENT_TIMEOUT_MS: '0', PG_QUERY_TIMEOUT_MS: '0', ACTIVITY_RETENTION_DAYS: '0', WEBHOOK_DELIVERY_RETENTION_DAYS: '0' }
  const t = await startBenchApp(kind, settings, { dataDir: spec.dataDir, databaseUrl: spec.databaseUrl })
  try {
    const { db } = t.app.database
    const admin = await t.createUser('admin')
    const author = await t.createUser()
    const began = performance.now()
    const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(1))
    await seed(db, kind, author.id, spec.items, spec.events)
    const seeded = seconds(began)
    await recountAll(db)
    const counted = seconds(began)
    await sql.raw(kind === 'sqlite' ? 'pragma optimize=0x10002' : 'vacuum analyze').execute(db)
    if (kind === 'sqlite') await sql.raw('pragma wal_checkpoint(truncate)').execute(db)
    const seedSeconds = seconds(began)
    const seedSteps = { rowsAndIndexes: seeded, recount: Number((counted - seeded).toFixed(1)), statistics: Number((seedSeconds - counted).toFixed(1)) }
    const plans = await checkPlans(t, kind, author.id)
    const webhookId = await benchWebhook(db, admin.id)
    const cutoff = new Date(Date.now() - RETENTION_DAYS * DAY_S * 1000).toISOString()
    const old = await db.selectFrom('events').select(sql<number>`count(*)`.as('n')).where('created_at', '<', cutoff).executeTakeFirstOrThrow()
    return { admin, author, webhookId, seedSeconds, seedSteps, plans, oldEvents: Number(old.n) }
  } finally {
    await t.close()
  }
}

// Run as a process of its own by scale.ts, which imports this module's types and RETENTION_DAYS too.
if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await setup(JSON.parse(process.argv[2]!) as SetupSpec))}\n`)
