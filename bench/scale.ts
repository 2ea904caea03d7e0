/**
 * `npm run bench:scale`: lists at millions of rows (issue 31). On SQLite, then on PostgreSQL
 * when TEST_PG_URL (or the local default) answers: seeds BENCH_SCALE_ITEMS content items
 * (default 1,000,000) and BENCH_SCALE_EVENTS events (default 3,000,000, the oldest third dated
 * 2020) straight into the tables with one INSERT … SELECT each, rebuilds the counters, checks
 * the plans of the big lists' queries (EXPLAIN: no full scan of content_items or events), then
 * loads each case for BENCH_SCALE_SECONDS (default 5) at 16 connections, then as long on a
 * fixed schedule at half of /users/me's throughput, while 50 content items a second are written,
 * and last prunes the 2020 events with the retention job under the same writes. Results: bench/results/<date>-scale-<database>.{md,json}.
 */
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { writeFile, mkdir } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { CompiledQuery, sql, type Kysely, type KyselyPlugin } from 'kysely'
import type { AddressInfo } from 'node:net'
import { postgresAnswers, startBenchApp, type BenchApp, type DatabaseKind } from './bench-app.js'
import type { LoadResult, LoadSpec } from './scale-load.js'
import type { Database } from '../src/core/db/schema.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { createActivityRepository } from '../src/modules/activity/activity.repository.js'
import { createContentRepository } from '../src/modules/content/content.repository.js'
import { traceService, type ServiceTrace } from './scale-trace.js'
import { benchWebhook, DAY_S, scaleCases, seed } from './scale-seed.js'

const ITEMS = Number(process.env.BENCH_SCALE_ITEMS ?? 1_000_000)
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 3_000_000)
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5)
/** only the cases whose name matches this (and the yardstick, whose throughput sets the rate) */
const CASES = new RegExp(process.env.BENCH_SCALE_CASES ?? '')
const CONNECTIONS = 16
/** Connections of the fixed-rate part: past them, due reads wait for one (and that wait is timed). */
const OPEN_LOOP_CONNECTIONS = 64
/** How late (ms) the load generator may send a read of the fixed schedule; later, the read is skipped (its own stall, not the service's). */
const SKIP_LATE_MS = 5
const WRITES_PER_SECOND = 50
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

/**
 * The service (this process) runs on SERVICE_CORE, with the PostgreSQL backends that serve its
 * database (pinPostgres), and the load on LOAD_CORE: neither takes the other's CPU time.
 */
const SERVICE_CORE = '1'
const LOAD_CORE = '0'

/**
 * Pins the PostgreSQL backends connected to the bench's database (the service's pool, which may
 * have grown since the last call) to SERVICE_CORE; the server's own processes (the WAL writer,
 * the checkpointer, autovacuum) and other databases' backends are left where they are.
 */
async function pinPostgres(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db)
  for (const { pid } of rows) {
    try {
      execFileSync('taskset', ['-cp', SERVICE_CORE, String(pid)], { stdio: 'ignore' })
    } catch {
      // the backend ended (an idle connection closed by the pool) between the query and here
    }
  }
}

/** Runs scale-load.ts in a process of its own on LOAD_CORE and answers what it measured. */
function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const script = new URL('./scale-load.ts', import.meta.url).pathname
    const child = spawn('taskset', ['-c', LOAD_CORE, process.execPath, '--import', 'tsx', script, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`))))
  })
}

/**
 * CPU time of every PostgreSQL process on the machine so far (ms, from /proc): the server does
 * part of each request's work outside the service's process. Other databases' work on the same
 * server would be counted too, so the bench wants the machine to itself.
 */
function postgresCpuMs(): number {
  let ticks = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (!stat.includes('(postgres)')) continue
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
      const fields = stat.split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended between the listing and the read
    }
  }
  return (ticks * 1000) / 100
}

/** The cursor of the 5,000th page of 20 of `path`: 999 pages of 100, then 4 of 20. */
async function deepCursor(t: BenchApp, token: string, path: string): Promise<string> {
  let cursor: string | undefined
  const join = path.includes('?') ? '&' : '?'
  for (let i = 0; i < 1003; i++) {
    const limit = i < 999 ? 100 : 20
    const res = await t.app.inject({ method: 'GET', url: `${path}${join}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers: { authorization: `Bearer ${token}` } })
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
    const next = res.json().data.nextCursor as string | null
    if (next === null) break
    cursor = next
  }
  return cursor!
}

interface Row {
  name: string
  /** closed loop at CONNECTIONS: the service's throughput, and latencies that are mostly its queue */
  saturated: LoadResult
  /** open loop at `rate` reads a second: the latencies a client sees when the service is not saturated */
  steady: LoadResult
  rate: number
  /** what the service did during the open loop */
  trace: ServiceTrace
  /** the machine's load average over the last minute when the case ended: others' work beside it */
  load: number
  /**
   * CPU time of the service's process per read in the closed loop, the writes' own share taken
   * off (each write's cost measured alone before the cases): unlike req/s and latency it hardly moves with others'
   * load on the machine, so it says what a request costs the service.
   */
  cpuMs: number
  /** the same for the PostgreSQL server's processes (null on SQLite, which runs in the service) */
  dbCpuMs: number | null
}

/** CPU time (ms) the service's process and, on PostgreSQL, the database server have used so far. */
function cpuNow(kind: DatabaseKind): { service: number; db: number } {
  const { user, system } = process.cpuUsage()
  return { service: (user + system) / 1000, db: kind === 'postgres' ? postgresCpuMs() : 0 }
}

/** The share of /users/me's closed-loop throughput at which each case's latencies are taken (open loop). */
const STEADY_SHARE = 0.5

async function run(kind: DatabaseKind): Promise<void> {
  // Seeding and recounting millions of rows are statements of minutes.
  const t = await startBenchApp(kind, { PG_STATEMENT_TIMEOUT_MS: '0', PG_QUERY_TIMEOUT_MS: '0' })
  try {
    const { db } = t.app.database
    const admin = await t.signIn('admin')
    const author = await t.signIn()
    const began = performance.now()
    const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(1))
    await seed(db, kind, author.id, ITEMS, EVENTS)
    const seeded = seconds(began)
    await recountAll(db)
    const counted = seconds(began)
    await sql.raw(kind === 'sqlite' ? 'pragma optimize=0x10002' : 'vacuum analyze').execute(db)
    if (kind === 'sqlite') await sql.raw('pragma wal_checkpoint(truncate)').execute(db)
    const seedSeconds = seconds(began)
    const seedSteps = { rowsAndIndexes: seeded, recount: Number((counted - seeded).toFixed(1)), statistics: Number((seedSeconds - counted).toFixed(1)) }
    console.log(`${kind}: ${ITEMS} items and ${EVENTS} events seeded and counted in ${seedSeconds.toFixed(0)} s (${JSON.stringify(seedSteps)}), load average ${loadavg()[0]!.toFixed(1)}`)
    const plans = await checkPlans(t, kind, author.id)
    for (const line of plans) console.log(`  ${line}`)

    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    const contentCursor = await deepCursor(t, admin.token, '/api/content')
    const activityCursor = await deepCursor(t, admin.token, '/api/activity')
    const webhookId = await benchWebhook(db, admin.id)
    const cases = scaleCases(author, webhookId, { content: contentCursor, activity: activityCursor })
    const writesAlone = await measureWrites(kind, port, admin.token)
    console.log(`  writes alone: ${writesAlone.service.toFixed(2)} ms of service CPU a write${kind === 'postgres' ? `, ${writesAlone.db.toFixed(2)} of PostgreSQL's` : ''}`)
    const rows: Row[] = []
    let rate = 0
    for (const [name, paths, token] of cases.filter(([name], i) => i === 0 || CASES.test(name))) {
      const spec = { port, token: token ?? admin.token, paths, connections: CONNECTIONS, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND }
      if (kind === 'postgres') await pinPostgres(db)
      const before = cpuNow(kind)
      const saturated = await runLoad(spec)
      const after = cpuNow(kind)
      const perRead = (used: number, perWrite: number) => Number(((used - perWrite * saturated.writes) / Math.max(1, saturated.requests)).toFixed(3))
      const cpuMs = perRead(after.service - before.service, writesAlone.service)
      const dbCpuMs = kind === 'postgres' ? perRead(after.db - before.db, writesAlone.db) : null
      rate ||= Number(process.env.BENCH_SCALE_RATE ?? 0) || Math.max(1, Math.round(saturated.requestsPerSec * STEADY_SHARE))
      if (kind === 'postgres') await pinPostgres(db)
      const stopTrace = traceService()
      const steady = await runLoad({ ...spec, connections: OPEN_LOOP_CONNECTIONS, rate, skipLateMs: SKIP_LATE_MS })
      const trace = stopTrace()
      rows.push({ name, saturated, steady, rate, trace, load: loadavg()[0]!, cpuMs, dbCpuMs })
      const unexpected = saturated.unexpected + steady.unexpected
      console.log(
        `  ${name}: ${saturated.requestsPerSec} req/s (p50 ${saturated.p50Ms} ms, p99 ${saturated.p99Ms} ms), at ${rate} req/s p50 ${steady.p50Ms} ms, p99 ${steady.p99Ms} ms (${steady.skipped} reads skipped, the load generator over ${SKIP_LATE_MS} ms late); ${cpuMs} CPU ms a request${dbCpuMs === null ? '' : ` + ${dbCpuMs} PostgreSQL's`}, load ${loadavg()[0]!.toFixed(1)}${unexpected ? `, ${unexpected} unexpected answers` : ''}`
      )
      if (process.env.BENCH_SCALE_TRACE) console.log(JSON.stringify({ load: steady, service: trace }, null, 1))
    }

    // The 2020 events are past ACTIVITY_RETENTION_DAYS (365): a pass prunes them while writes go on.
    const before = await db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
    const pruneStarted = performance.now()
    let pruning = true
    const pass = t.app.retention.runOnce().finally(() => (pruning = false))
    // Writes alone, in slices of 2 s, until the pass ends: the slowest is what a write waited.
    const writes: LoadResult[] = []
    while (pruning) writes.push(await runLoad({ port, token: admin.token, paths: ['/api/users/me'], connections: 0, seconds: 2, writesPerSecond: WRITES_PER_SECOND }))
    const prune = await pass
    const pruneSeconds = (performance.now() - pruneStarted) / 1000
    const slowestWriteMs = Math.max(...writes.map((w) => w.slowestWriteMs))
    const after = await db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
    console.log(`  prune: ${prune.events} events in ${pruneSeconds.toFixed(1)} s (${prune.batches} batches, longest ${prune.longestBatchMs.toFixed(1)} ms); slowest write meanwhile ${slowestWriteMs} ms; events ${before.n} → ${after.n}`)
    await report(kind, { seedSeconds, seedSteps, plans, writesAlone, rows, prune: { ...prune, seconds: pruneSeconds, slowestWriteMs, writes: writes.reduce((sum, w) => sum + w.writes, 0) } })
  } finally {
    await t.close()
  }
}

/** CPU time (ms) that one write costs the service and PostgreSQL, measured with no reads beside. */
async function measureWrites(kind: DatabaseKind, port: number, token: string): Promise<{ service: number; db: number }> {
  const before = cpuNow(kind)
  const { writes } = await runLoad({ port, token, paths: ['/api/users/me'], connections: 0, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND })
  const after = cpuNow(kind)
  return { service: (after.service - before.service) / Math.max(1, writes), db: (after.db - before.db) / Math.max(1, writes) }
}

async function report(kind: DatabaseKind, facts: { seedSeconds: number; seedSteps: Record<string, number>; plans: string[]; writesAlone: { service: number; db: number }; rows: Row[]; prune: Record<string, number> }): Promise<void> {
  const date = new Date().toISOString()
  const name = `${date.slice(0, 10)}-${date.slice(11, 13)}${date.slice(14, 16)}-scale-${kind}`
  const pg = kind === 'postgres'
  const [yardstick] = facts.rows
  const totalCpu = (row: Row) => row.cpuMs + (row.dbCpuMs ?? 0)
  const ratio = (value: number, of: number) => (value / of).toFixed(2)
  const met = (result: LoadResult) => (result.p50Ms < 5 && result.p99Ms < 20 ? 'yes' : 'no')
  const lines = [
    `# bench:scale on ${kind}, ${date}`,
    '',
    `${ITEMS.toLocaleString('en')} content items and ${EVENTS.toLocaleString('en')} events, seeded and counted in ${facts.seedSeconds.toFixed(0)} s (rows and indexes ${facts.seedSteps.rowsAndIndexes} s, counters ${facts.seedSteps.recount} s, statistics ${facts.seedSteps.statistics} s). ` +
      `Service (this process) on core ${SERVICE_CORE}, load generator (a process of its own) on core ${LOAD_CORE}${pg ? `, the PostgreSQL backends of the bench's database on core ${SERVICE_CORE} (the server's own processes unpinned)` : ''}. ` +
      `Each case: ${SECONDS} s at ${CONNECTIONS} connections as fast as answered (throughput, CPU), then ${SECONDS} s of reads on a fixed schedule at ${yardstick!.rate} a second, half of /users/me's throughput, over ${OPEN_LOOP_CONNECTIONS} connections opened before it (latency, timed from when each read was due, a wait for a free connection included; a read the load generator itself was over ${SKIP_LATE_MS} ms late for is skipped and counted, not sent in a burst); ${WRITES_PER_SECOND} content writes a second throughout, each of which alone costs the service ${facts.writesAlone.service.toFixed(2)} ms of CPU${pg ? ` and PostgreSQL ${facts.writesAlone.db.toFixed(2)}` : ''}: the writes a case made are taken off its CPU per read. ` +
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end, Node ${process.version}.`,
    '',
    `| Case | req/s | vs /users/me | p50 ms at ${yardstick!.rate}/s | p99 ms | p50 < 5, p99 < 20 | p50 / p99 ms at ${CONNECTIONS} connections | service CPU ms a read |${pg ? ' PostgreSQL CPU ms a read |' : ''} CPU vs /users/me | load average (1 min) |`,
    `|---|---|---|---|---|---|---|---|${pg ? '---|' : ''}---|---|`,
    ...facts.rows.map(
      (row) =>
        `| ${row.name} | ${row.saturated.requestsPerSec} | ${ratio(row.saturated.requestsPerSec, yardstick!.saturated.requestsPerSec)} | ${row.steady.p50Ms} | ${row.steady.p99Ms} | ${met(row.steady)} | ${row.saturated.p50Ms} / ${row.saturated.p99Ms} | ${row.cpuMs} |${pg ? ` ${row.dbCpuMs} |` : ''} ${ratio(totalCpu(row), totalCpu(yardstick!))} | ${row.load.toFixed(1)} |`
    ),
    '',
    `Where the time of the fixed-rate part went: the service's event-loop delay (sampled every ms), its busiest turn of the event loop (CPU time used between two ticks of a 1 ms timer, its wall time, and what it answered), its garbage collections (pauses of the main thread, and how many were mark-compacts, whose marking V8's helper threads do on the service's core beside the main thread), the bytes its scavenges moved to the old generation a read (the writes' and the bench's own included) and that generation's size after the last GC, the CPU time of its main thread and of its other threads, and the load generator's own lateness in sending (99th percentile, skipped reads included), the reads it skipped for being over ${SKIP_LATE_MS} ms late, its event-loop delay and the connections it had to open while the load ran (0: all were opened before).`,
    '',
    '| Case | p99 ms | loop delay p99 / max ms | busiest turn: CPU (wall) ms, answered | GC: pauses, mark-compacts, longest pause ms | old generation: bytes promoted a read, MiB at the end | CPU ms of the main thread / of the others (V8\'s helpers, libuv) | load: sent late p99 ms, reads skipped, loop delay max ms, connections opened mid-case |',
    '|---|---|---|---|---|---|---|---|',
    ...facts.rows.map((row) => {
      const { loopDelay, gc, stalls, threadsCpuMs } = row.trace
      const { main, ...others } = threadsCpuMs
      const othersMs = Object.values(others).reduce((sum, ms) => sum + ms, 0)
      // (Turns before the load began, the load generator's start among them, are not the reads'.)
      const busiest = stalls.find((stall) => stall.atMs >= row.steady.startedAtMs)
      const answered = busiest ? Object.entries(busiest.answered).map(([what, n]) => `${n} ${what}`).join(', ') : ''
      return `| ${row.name} | ${row.steady.p99Ms} | ${loopDelay.p99Ms} / ${loopDelay.maxMs} | ${busiest ? `${busiest.cpuMs} (${busiest.ms}) ${answered}` : '-'} | ${gc.count}, ${gc.majors}, ${gc.maxMs} | ${Math.round(row.trace.oldGeneration.promoted / Math.max(1, row.steady.requests))}, ${row.trace.oldGeneration.sizeMiB} | ${main} / ${othersMs} | ${row.steady.sentLateP99Ms}, ${row.steady.skipped}, ${row.steady.loopDelay.maxMs}, ${row.steady.socketsOpenedDuringLoad} |`
    }),
    '',
    `Prune of ${facts.prune.events!.toLocaleString('en')} events dated 2020 (ACTIVITY_RETENTION_DAYS=365, batches of 500): ${facts.prune.seconds!.toFixed(1)} s in ${facts.prune.batches} batches, the longest ${facts.prune.longestBatchMs!.toFixed(1)} ms; the slowest of the ${facts.prune.writes} writes made meanwhile took ${facts.prune.slowestWriteMs} ms.`,
    '',
    'Plans (EXPLAIN) of the big lists\' queries:',
    '',
    ...facts.plans.map((line) => `- ${line}`),
    ''
  ]
  await mkdir(new URL('./results/', import.meta.url), { recursive: true })
  await writeFile(new URL(`./results/${name}.md`, import.meta.url), lines.join('\n'))
  await writeFile(new URL(`./results/${name}.json`, import.meta.url), JSON.stringify({ date, database: kind, items: ITEMS, events: EVENTS, connections: CONNECTIONS, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND, steadyShare: STEADY_SHARE, ...facts }, null, 2))
  console.log(`wrote bench/results/${name}.md`)
}

// Every thread of this process, and those it starts later, on the service's core.
execFileSync('taskset', ['-a', '-cp', SERVICE_CORE, String(process.pid)], { stdio: 'ignore' })
const kinds: DatabaseKind[] = process.argv.includes('--pg-only') ? ['postgres'] : process.argv.includes('--sqlite-only') ? ['sqlite'] : ['sqlite', 'postgres']
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    console.log('postgres: not reachable at TEST_PG_URL, skipped')
    continue
  }
  await run(kind)
}
