/**
 * `npm run bench:scale`: lists at millions of rows. On SQLite, then on PostgreSQL
 * when TEST_PG_URL (or the local default) answers: a process of its own (scale-setup.ts) seeds
 * BENCH_SCALE_ITEMS content items (default 1,000,000) and BENCH_SCALE_EVENTS events (default
 * 3,000,000, the oldest third dated 2020) and checks the big lists' plans; then the service
 * starts as `npm start` runs it (dist/server.js, its Node flags) on SERVICE_CORE, and this
 * process, on LOAD_CORE, loads each case for BENCH_SCALE_SECONDS (default 5) at 16 connections,
 * then as long on a fixed schedule of BENCH_SCALE_RATE reads a second, while 50 content items a
 * second are written; last, the service is started again with retention on and prunes the 2020
 * events under the same writes. BENCH_SCALE_TRACE=1: the service traces each fixed-rate part
 * (scale-trace-hook.ts) and a sampler on LOAD_CORE attributes its pauses (scale-pauses.ts).
 * Results: bench/results/<date>-scale-<database>.{md,json}.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { writeFile, mkdir } from 'node:fs/promises'
import { cpus, getPriority, loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'esbuild'
import pg from 'pg'
import { freshDatabase, postgresAnswers, type BenchUser, type DatabaseKind } from './bench-app.js'
import { load, type LoadResult } from './scale-load.js'
import { attribute, samplePauses, type PauseAttribution } from './scale-pauses.js'
import type { ServiceTrace } from './scale-trace.js'
import { scaleCases } from './scale-seed.js'
import { RETENTION_DAYS, runSetup } from './scale-setup.js'
import { benchData, checkpoint, cleanup, cpuMs, freePort, launchService, runBench, stopService, type BenchData, type Service } from './service.js'

const ITEMS = Number(process.env.BENCH_SCALE_ITEMS ?? 1_000_000)
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 3_000_000)
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5)
/** only the cases whose name matches this (and the yardstick) */
const CASES = new RegExp(process.env.BENCH_SCALE_CASES ?? '')
/**
 * Reads a second of the fixed-rate part: one the load generator sends on time on a shared core
 * (its lateness and skipped reads are in the results), and at most half of /users/me's throughput.
 */
const RATE = Number(process.env.BENCH_SCALE_RATE ?? 2000)
const TRACE = Boolean(process.env.BENCH_SCALE_TRACE)
const CONNECTIONS = 16
/** Connections of the fixed-rate part: past them, due reads wait for one (and that wait is timed). */
const OPEN_LOOP_CONNECTIONS = 64
/** How late (ms) the load generator may send a read of the fixed schedule; later, the read is skipped (its own stall, not the service's). */
const SKIP_LATE_MS = 5
const WRITES_PER_SECOND = 50

/**
 * The service runs on SERVICE_CORE with the PostgreSQL backends that serve its database
 * (pinPostgres), this process (the load generator) on LOAD_CORE: neither takes the other's CPU.
 */
const SERVICE_CORE = '0'
const LOAD_CORE = '1'

/**
 * Pins the PostgreSQL backends connected to the bench's database (the service's pool, which may
 * have grown since the last call) to SERVICE_CORE; the server's own processes (the WAL writer,
 * the checkpointer, autovacuum) and other databases' backends are left where they are.
 */
async function pinPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
    for (const { pid } of rows) {
      try {
        execFileSync('taskset', ['-cp', SERVICE_CORE, String(pid)], { stdio: 'ignore' })
      } catch {
        // the backend ended (an idle connection closed by the pool) between the query and here
      }
    }
  } finally {
    await client.end()
  }
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

async function get(base: string, path: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as Record<string, unknown>
}

async function signIn(base: string, user: BenchUser): Promise<{ id: string; token: string }> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) })
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`)
  return { id: user.id, token: ((await res.json()) as { data: { token: string } }).data.token }
}

/** The cursor of the 5,000th page of 20 of `path`: 999 pages of 100, then 4 of 20. */
async function deepCursor(base: string, token: string, path: string): Promise<string> {
  let cursor: string | undefined
  const join = path.includes('?') ? '&' : '?'
  for (let i = 0; i < 1003; i++) {
    const limit = i < 999 ? 100 : 20
    const body = await get(base, `${path}${join}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token)
    const next = (body.data as { nextCursor: string | null }).nextCursor
    if (next === null) break
    cursor = next
  }
  return cursor!
}

interface Row {
  name: string
  /** closed loop at CONNECTIONS: the service's throughput, and latencies that are mostly its queue */
  saturated: LoadResult
  /** open loop at RATE reads a second: the latencies a client sees when the service is not saturated */
  steady: LoadResult
  /** what the service did during the open loop (BENCH_SCALE_TRACE only) */
  trace: ServiceTrace | null
  /** its longest pauses split by the sampler, and the sampler's own CPU time (BENCH_SCALE_TRACE only) */
  pauses: { attributed: PauseAttribution[]; samplerCpuMs: number } | null
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
function cpuNow(kind: DatabaseKind, pid: number): { service: number; db: number } {
  return { service: cpuMs(pid), db: kind === 'postgres' ? postgresCpuMs() : 0 }
}

/** The service-side trace: its bundle for `--import` (scale-trace-hook.ts), made once a run, and the file each trace is appended to. */
async function traceSettings(data: BenchData): Promise<Record<string, string>> {
  if (!TRACE) return { BENCH_SCALE_TRACE: '' }
  const bundle = join(data.dataDir, 'scale-trace-hook.mjs')
  await build({ entryPoints: [new URL('./scale-trace-hook.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundle, logLevel: 'warning' })
  return { BENCH_SCALE_TRACE: join(data.dataDir, 'trace.jsonl'), NODE_OPTIONS: `--import=${bundle}` }
}

/**
 * Runs `part` with the service tracing (SIGWINCH on, SIGWINCH off, then the line it appends) and
 * the pause sampler running on LOAD_CORE; without BENCH_SCALE_TRACE, `part` alone.
 */
async function traced<T>(service: Service, file: string, part: () => Promise<T>): Promise<{ result: T; trace: ServiceTrace | null; pauses: Row['pauses'] }> {
  if (!file) return { result: await part(), trace: null, pauses: null }
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])
  const before = lines().length
  const pid = service.child.pid!
  const stopSampling = await samplePauses(pid, LOAD_CORE)
  service.child.kill('SIGWINCH')
  const result = await part()
  service.child.kill('SIGWINCH')
  const samples = await stopSampling()
  for (let waited = 0; lines().length === before; waited += 20) {
    if (waited > 10_000) throw new Error(`the service wrote no trace to ${file}`)
    await sleep(20)
  }
  const trace = JSON.parse(lines()[before]!) as ServiceTrace
  return { result, trace, pauses: { attributed: attribute(samples, trace.pauses, String(pid)), samplerCpuMs: samples.cpuMs } }
}

/** What `uptime` says: the machine's load, for the report. */
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()

async function run(kind: DatabaseKind): Promise<boolean> {
  const uptimeAtStart = uptime()
  const data = await benchData(`scale-${kind}`)
  const database = await freshDatabase(kind, join(data.dataDir, 'app.db'))
  cleanup.add(() => database.drop())
  const setup = await runSetup({ kind, dataDir: data.dataDir, databaseUrl: database.url, items: ITEMS, events: EVENTS })
  console.log(`${kind}: ${ITEMS} items and ${EVENTS} events seeded and counted in ${setup.seedSeconds.toFixed(0)} s (${JSON.stringify(setup.seedSteps)}), load average ${loadavg()[0]!.toFixed(1)}`)
  for (const line of setup.plans) console.log(`  ${line}`)
  checkpoint()

  // Retention off while the cases run: its first pass would prune the 2020 events beside them.
  const where = { ...data, databaseUrl: database.url }
  const trace = await traceSettings(data)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const { service, command } = await launchService(where, { ...trace, ACTIVITY_RETENTION_DAYS: '0', WEBHOOK_DELIVERY_RETENTION_DAYS: '0' }, port, SERVICE_CORE)
  const pid = service.child.pid!
  // A service that ends mid-run fails its next load with ECONNREFUSED: say why it ended.
  service.child.once('exit', (code, signal) => service.stopping || console.log(`  the service exited (${code ?? signal}); its log ends:\n${readFileSync(data.logFile, 'utf8').slice(-2000)}`))
  const admin = await signIn(base, setup.admin)
  const author = await signIn(base, setup.author)
  const contentCursor = await deepCursor(base, admin.token, '/api/content')
  const activityCursor = await deepCursor(base, admin.token, '/api/activity')
  const cases = scaleCases(author, setup.webhookId, { content: contentCursor, activity: activityCursor })
  if (kind === 'postgres') await pinPostgres(database.url)
  const writesAlone = await measureWrites(kind, pid, port, admin.token)
  console.log(`  writes alone: ${writesAlone.service.toFixed(2)} ms of service CPU a write${kind === 'postgres' ? `, ${writesAlone.db.toFixed(2)} of PostgreSQL's` : ''}`)
  const rows: Row[] = []
  let ok = true
  for (const [name, paths, token] of cases.filter(([name], i) => i === 0 || CASES.test(name))) {
    checkpoint()
    const spec = { port, token: token ?? admin.token, paths, connections: CONNECTIONS, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND }
    if (kind === 'postgres') await pinPostgres(database.url)
    const before = cpuNow(kind, pid)
    const saturated = await load(spec)
    const after = cpuNow(kind, pid)
    const perRead = (used: number, perWrite: number) => Number(((used - perWrite * saturated.writes) / Math.max(1, saturated.requests)).toFixed(3))
    const cpu = perRead(after.service - before.service, writesAlone.service)
    const dbCpuMs = kind === 'postgres' ? perRead(after.db - before.db, writesAlone.db) : null
    if (kind === 'postgres') await pinPostgres(database.url)
    const { result: steady, trace: serviceTrace, pauses } = await traced(service, trace.BENCH_SCALE_TRACE!, () => load({ ...spec, connections: OPEN_LOOP_CONNECTIONS, rate: RATE, skipLateMs: SKIP_LATE_MS }))
    rows.push({ name, saturated, steady, trace: serviceTrace, pauses, load: loadavg()[0]!, cpuMs: cpu, dbCpuMs })
    const unexpected = saturated.unexpected + steady.unexpected
    if (unexpected > 0) ok = false
    console.log(
      `  ${name}: ${saturated.requestsPerSec} req/s (p50 ${saturated.p50Ms} ms, p99 ${saturated.p99Ms} ms), at ${RATE} req/s p50 ${steady.p50Ms} ms, p99 ${steady.p99Ms} ms, from sent p50 ${steady.sent.p50Ms} ms, p99 ${steady.sent.p99Ms} ms (load generator: sent late p99 ${steady.sentLateP99Ms} ms, ${steady.skipped} reads skipped over ${SKIP_LATE_MS} ms late); ${cpu} CPU ms a request${dbCpuMs === null ? '' : ` + ${dbCpuMs} PostgreSQL's`}, load ${loadavg()[0]!.toFixed(1)}${unexpected ? `, ${unexpected} unexpected answers` : ''}`
    )
    if (serviceTrace) console.log(JSON.stringify({ load: steady, service: serviceTrace, pauses }, null, 1))
  }
  await stopService(service)

  const prune = await measurePrune(where, setup.oldEvents, setup.admin)
  console.log(`  prune: ${prune.events} events in ${prune.seconds.toFixed(1)} s (${prune.batches} batches, longest under ${prune.longestBatchUnderMs} ms); slowest write meanwhile ${prune.slowestWriteMs} ms`)
  await report(kind, { command, uptime: [uptimeAtStart, uptime()], seedSeconds: setup.seedSeconds, seedSteps: setup.seedSteps, plans: setup.plans, writesAlone, rows, prune })
  return ok && prune.events === setup.oldEvents
}

/** CPU time (ms) that one write costs the service and PostgreSQL, measured with no reads beside. */
async function measureWrites(kind: DatabaseKind, pid: number, port: number, token: string): Promise<{ service: number; db: number }> {
  const before = cpuNow(kind, pid)
  const { writes } = await load({ port, token, paths: ['/api/users/me'], connections: 0, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND })
  const after = cpuNow(kind, pid)
  return { service: (after.service - before.service) / Math.max(1, writes), db: (after.db - before.db) / Math.max(1, writes) }
}

/** A series of the service's /metrics (Prometheus text): its value, 0 when absent. */
function series(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line ? Number(line.slice(name.length + 1)) : 0
}

/**
 * The prune: the service started again with retention on (ACTIVITY_RETENTION_DAYS=365, whose
 * first pass starts when it is ready), the 2020 events pruned while WRITES_PER_SECOND content
 * writes go on, in slices of 2 s, until its /metrics count `oldEvents` pruned. Its batches'
 * longest is the histogram's bucket; the slowest write is what a write waited behind it.
 */
async function measurePrune(where: BenchData, oldEvents: number, admin: BenchUser) {
  const metricsToken = 'bench-scale-metrics-token'
  const port = await freePort()
  const began = performance.now()
  const { service } = await launchService(where, { ACTIVITY_RETENTION_DAYS: String(RETENTION_DAYS), METRICS_TOKEN: metricsToken }, port, SERVICE_CORE)
  const metrics = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    if (res.status !== 200) throw new Error(`/metrics: ${res.status}`)
    return res.text()
  }
  const { token } = await signIn(`http://127.0.0.1:${port}`, admin)
  const writes: LoadResult[] = []
  let text = await metrics()
  let seconds = 0
  while (series(text, 'retention_pruned_rows_total{table="events"}') < oldEvents) {
    checkpoint()
    if (performance.now() - began > 30 * 60_000) throw new Error(`the prune did not end within 30 minutes:\n${text}`)
    writes.push(await load({ port, token, paths: ['/api/users/me'], connections: 0, seconds: 2, writesPerSecond: WRITES_PER_SECOND }))
    text = await metrics()
    seconds = (performance.now() - began) / 1000
  }
  await stopService(service)
  const batches = series(text, 'retention_batch_duration_seconds_count')
  const bucket = text
    .split('\n')
    .map((l) => /^retention_batch_duration_seconds_bucket\{le="([^"]+)"\} (\d+)$/.exec(l))
    .find((m) => m && Number(m[2]) === batches)
  return {
    events: series(text, 'retention_pruned_rows_total{table="events"}'),
    seconds,
    batches,
    longestBatchUnderMs: bucket ? Number(bucket[1]) * 1000 : Infinity,
    slowestWriteMs: Math.max(0, ...writes.map((w) => w.slowestWriteMs)),
    writes: writes.reduce((sum, w) => sum + w.writes, 0)
  }
}

/** The second table (BENCH_SCALE_TRACE): where the time of each fixed-rate part went, from the service's trace and the load generator's own. */
function traceTable(rows: Row[]): string[] {
  return [
    `Where the time of the fixed-rate part went: the service's event-loop delay (sampled every ms), its busiest turn of the event loop (CPU time used between two ticks of a 1 ms timer, its wall time, and what it answered), its garbage collections (pauses of the main thread, and how many were mark-compacts, whose marking V8's helper threads do on the service's core beside the main thread), the bytes its scavenges moved to the old generation a read (the writes' included) and that generation's size after the last GC, the CPU time of its main thread and of its other threads, and the load generator's own lateness in sending (99th percentile, skipped reads included), the reads it skipped for being over ${SKIP_LATE_MS} ms late, its event-loop delay and the connections it had to open while the load ran (0: all were opened before).`,
    '',
    '| Case | p99 ms | loop delay p99 / max ms | busiest turn: CPU (wall) ms, answered | GC: pauses, mark-compacts, longest pause ms | old generation: bytes promoted a read, MiB at the end | CPU ms of the main thread / of the others (V8\'s helpers, libuv) | load: sent late p99 ms, reads skipped, loop delay max ms, connections opened mid-case |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const { loopDelay, gc, stalls, threadsCpuMs } = row.trace!
      const { main, ...others } = threadsCpuMs
      const othersMs = Object.values(others).reduce((sum, ms) => sum + ms, 0)
      // (Turns before the load began, the load generator's start among them, are not the reads'.)
      const busiest = stalls.find((stall) => stall.atMs >= row.steady.startedAtMs)
      const answered = busiest ? Object.entries(busiest.answered).map(([what, n]) => `${n} ${what}`).join(', ') : ''
      return `| ${row.name} | ${row.steady.p99Ms} | ${loopDelay.p99Ms} / ${loopDelay.maxMs} | ${busiest ? `${busiest.cpuMs} (${busiest.ms}) ${answered}` : '-'} | ${gc.count}, ${gc.majors}, ${gc.maxMs} | ${Math.round(row.trace!.oldGeneration.promoted / Math.max(1, row.steady.requests))}, ${row.trace!.oldGeneration.sizeMiB} | ${main} / ${othersMs} | ${row.steady.sentLateP99Ms}, ${row.steady.skipped}, ${row.steady.loopDelay.maxMs}, ${row.steady.socketsOpenedDuringLoad} |`
    }),
    '',
    ''
  ]
}

/**
 * The third table (BENCH_SCALE_TRACE): the longest pause of each fixed-rate part (a turn's wall
 * time beyond its CPU time), split over the sampler's readings around it (scale-pauses.ts).
 */
function pauseTable(rows: Row[]): string[] {
  const worst = (row: Row) => row.pauses!.attributed[0]
  return [
    `Where the longest pause of each fixed-rate part went (the turn of the service's event loop with the most wall time beyond its process's CPU time), from a sampler on core ${LOAD_CORE} reading about every ms the service main thread's /proc schedstat and core ${SERVICE_CORE}'s /proc/stat (in steps of 10 ms), and every 10 ms the run time of each task that ran lately (every 500 ms of all): over the samples around the turn, the time the main thread ran, waited on the run queue (another task of the guest had core ${SERVICE_CORE}; the kernel counts a wait when it ends, so one may reach back before the span), the steal (the host ran something else) and the rest (asleep: a syscall, a lock, waiting for V8's helpers); core ${SERVICE_CORE}'s user, system and irq time; the tasks that ran most meanwhile (ms over the span of their readings, with the cores they may use); and the sampler's own CPU time over the part.`,
    '',
    `| Case | turn: wall (process CPU) ms, answered | samples' span ms: ran / waited to run / steal / asleep | core ${SERVICE_CORE}: user / system / irq / idle ms | who else ran: ms (over ms) [cores] | sampler CPU ms |`,
    '|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const pause = worst(row)
      if (!pause) return `| ${row.name} | - | - | - | - | ${row.pauses!.samplerCpuMs} |`
      const others = pause.others.map((task) => `${task.name} ${task.ms} (${task.spanMs}) [${task.cores}]`).join('; ')
      const answered = Object.entries(pause.answered ?? {}).map(([what, n]) => `${n} ${what}`).join(', ')
      return `| ${row.name} | ${pause.ms} (${pause.cpuMs}) ${answered} | ${pause.spanMs}: ${pause.ranMs} / ${pause.waitedMs} / ${pause.stealMs} / ${pause.asleepMs} | ${pause.core0.user} / ${pause.core0.system} / ${pause.core0.irq} / ${pause.core0.idle} | ${others} | ${row.pauses!.samplerCpuMs} |`
    }),
    '',
    ''
  ]
}

interface Facts {
  command: string
  /** `uptime` as the run began and as it ended */
  uptime: string[]
  seedSeconds: number
  seedSteps: Record<string, number>
  plans: string[]
  writesAlone: { service: number; db: number }
  rows: Row[]
  prune: Awaited<ReturnType<typeof measurePrune>>
}

async function report(kind: DatabaseKind, facts: Facts): Promise<void> {
  const date = new Date().toISOString()
  const name = `${date.slice(0, 10)}-${date.slice(11, 13)}${date.slice(14, 16)}-scale-${kind}`
  const pg = kind === 'postgres'
  const [yardstick] = facts.rows
  const totalCpu = (row: Row) => row.cpuMs + (row.dbCpuMs ?? 0)
  const ratio = (value: number, of: number) => (value / of).toFixed(2)
  const met = (p: { p50Ms: number; p99Ms: number }) => (p.p50Ms < 5 && p.p99Ms < 20 ? 'yes' : 'no')
  const lines = [
    `# bench:scale on ${kind}, ${date}`,
    '',
    `Command: \`${benchCommand()}\`. \`uptime\` as it began: \`${facts.uptime[0]}\`; as it ended: \`${facts.uptime[1]}\`.`,
    '',
    `${ITEMS.toLocaleString('en')} content items and ${EVENTS.toLocaleString('en')} events, seeded and counted by a process of their own in ${facts.seedSeconds.toFixed(0)} s (rows and indexes ${facts.seedSteps.rowsAndIndexes} s, counters ${facts.seedSteps.recount} s, statistics ${facts.seedSteps.statistics} s) before the service started. ` +
      `Service: \`taskset -c ${SERVICE_CORE} ${facts.command}\`, a process of its own${pg ? `, with the PostgreSQL backends of its database on core ${SERVICE_CORE} (the server's own processes unpinned)` : ''}; load generator: the bench's process on core ${LOAD_CORE}. ` +
      `Each case: ${SECONDS} s at ${CONNECTIONS} connections as fast as answered (throughput, CPU), then ${SECONDS} s of reads on a fixed schedule at ${RATE} a second over ${OPEN_LOOP_CONNECTIONS} connections opened before it (latency, timed from when each read was due, a wait for a free connection included; a read the load generator itself was over ${SKIP_LATE_MS} ms late for is skipped and counted, not sent in a burst; and timed from when the load generator sent it, which leaves out the generator's own lateness, up to ${SKIP_LATE_MS} ms, but not the wait for a connection); ${WRITES_PER_SECOND} content writes a second throughout, each of which alone costs the service ${facts.writesAlone.service.toFixed(2)} ms of CPU${pg ? ` and PostgreSQL ${facts.writesAlone.db.toFixed(2)}` : ''}: the writes a case made are taken off its CPU per read. ` +
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}.`,
    '',
    `| Case | req/s | vs /users/me | p50 ms at ${RATE}/s | p99 ms | p50 / p99 ms from sent | p50 < 5, p99 < 20: from due, from sent | load generator: sent late p99 ms, reads skipped | p50 / p99 ms at ${CONNECTIONS} connections | service CPU ms a read |${pg ? ' PostgreSQL CPU ms a read |' : ''} CPU vs /users/me | load average (1 min) |`,
    `|---|---|---|---|---|---|---|---|---|---|${pg ? '---|' : ''}---|---|`,
    ...facts.rows.map(
      (row) =>
        `| ${row.name} | ${row.saturated.requestsPerSec} | ${ratio(row.saturated.requestsPerSec, yardstick!.saturated.requestsPerSec)} | ${row.steady.p50Ms} | ${row.steady.p99Ms} | ${row.steady.sent.p50Ms} / ${row.steady.sent.p99Ms} | ${met(row.steady)}, ${met(row.steady.sent)} | ${row.steady.sentLateP99Ms}, ${row.steady.skipped} | ${row.saturated.p50Ms} / ${row.saturated.p99Ms} | ${row.cpuMs} |${pg ? ` ${row.dbCpuMs} |` : ''} ${ratio(totalCpu(row), totalCpu(yardstick!))} | ${row.load.toFixed(1)} |`
    ),
    '',
    ...(facts.rows.every((row) => row.trace) ? traceTable(facts.rows) : []),
    ...(facts.rows.every((row) => row.pauses) ? pauseTable(facts.rows) : []),
    `Prune of ${facts.prune.events.toLocaleString('en')} events dated 2020 (the service started again with ACTIVITY_RETENTION_DAYS=${RETENTION_DAYS}, batches of 500, from its /metrics): ${facts.prune.seconds.toFixed(0)} s from the service's start to the first 2 s slice of writes after which every one was pruned, in ${facts.prune.batches} batches, the longest under ${facts.prune.longestBatchUnderMs} ms (a bucket of its histogram); the slowest of the ${facts.prune.writes} writes made meanwhile took ${facts.prune.slowestWriteMs} ms.`,
    '',
    'Plans (EXPLAIN) of the big lists\' queries:',
    '',
    ...facts.plans.map((line) => `- ${line}`),
    ''
  ]
  await mkdir(new URL('./results/', import.meta.url), { recursive: true })
  await writeFile(new URL(`./results/${name}.md`, import.meta.url), lines.join('\n'))
  await writeFile(new URL(`./results/${name}.json`, import.meta.url), JSON.stringify({ date, database: kind, items: ITEMS, events: EVENTS, connections: CONNECTIONS, seconds: SECONDS, rate: RATE, writesPerSecond: WRITES_PER_SECOND, ...facts }, null, 2))
  console.log(`wrote bench/results/${name}.md`)
}

/** How this run was started, with its niceness (`nice -n 5 npm run bench:scale` shows as nice 5). */
function benchCommand(): string {
  const args = process.argv.slice(2).join(' ')
  const npm = process.env.npm_lifecycle_event ? `npm run ${process.env.npm_lifecycle_event}${args ? ` -- ${args}` : ''}` : `tsx bench/scale.ts ${args}`.trim()
  const settings = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_SCALE_'))
    .map(([key, value]) => `${key}=${value}`)
  return `${[...settings, npm].join(' ')} (nice ${getPriority()})`
}

runBench(async () => {
  // Every thread of this process, and those it starts later, on the load generator's core.
  execFileSync('taskset', ['-a', '-cp', LOAD_CORE, String(process.pid)], { stdio: 'ignore' })
  const kinds: DatabaseKind[] = process.argv.includes('--pg-only') ? ['postgres'] : process.argv.includes('--sqlite-only') ? ['sqlite'] : ['sqlite', 'postgres']
  let ok = true
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresAnswers())) {
      console.log('postgres: not reachable at TEST_PG_URL, skipped')
      continue
    }
    ok = (await run(kind)) && ok
    await cleanup.run()
  }
  return ok
}, 'bench:scale: some answers were not as expected (see above)')
