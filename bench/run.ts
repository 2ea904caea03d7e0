/**
 * `npm run bench [-- --pg] [-- --quick]`: the service's throughput and latency per request type,
 * read against what Fastify alone (the ceiling) and a minimal app on the same data (the anchors)
 * do on the same core in the same run, plus the service's peak memory and its start and restart
 * times. This file holds the options and the order of things; the parts are:
 *
 *   seed.ts     the data (10,000 users, 100,000 items, 10,000 orders) straight into the database
 *   cases.ts    what is measured: method, paths, bodies, who signs in
 *   wrk.ts      wrk from core 1: req/s, p50, p99, answers that were not 2xx
 *   ceiling.ts  the bare Fastify route and the anchors, as child processes on core 0
 *   report.ts   the table on stdout, Markdown and JSON in bench/results/
 *
 * Every server runs pinned to core 0 and alone (one server process at a time); wrk runs on core
 * 1. Each case: a warm-up, then `runs` runs, the one with the median req/s kept. A case with an
 * answer that is not 2xx (or a request without an answer) is marked, and the run exits 1. The
 * data directory, the wrk scripts and the PostgreSQL database are removed at the end, on
 * failure and on Ctrl-C too.
 *
 * Options (flag, or environment variable):
 *   --pg                      PostgreSQL: a throwaway database on TEST_PG_URL's server
 *                             (default postgres://postgres@127.0.0.1:5432/test), dropped after
 *   --quick                   2 s warm-up, one 3 s run, a tenth of the data (for development)
 *   --seconds=N               BENCH_SECONDS: one run (default 10; quick 3)
 *   --warmup=N                BENCH_WARMUP: the warm-up (default 10; quick 2)
 *   --runs=N                  BENCH_RUNS: measured runs per case (default 3; quick 1)
 *   --upload-seconds=N        BENCH_UPLOAD_SECONDS: the upload case's warm-up and runs (default: --seconds)
 *   --connections=N           BENCH_CONNECTIONS: connections (default 50; sign-in always 4)
 *   --only=key,key            only these cases (keys in cases.ts, plus `ceiling` and `anchor`)
 *   --idle=N                  BENCH_IDLE: seconds the service stands idle after the load before
 *                             its resident memory is read (default 60; quick 10)
 *   BENCH_USERS, BENCH_ITEMS, BENCH_ORDERS   the seed's counts
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { sql } from 'kysely'
import { EnvSchema } from '../src/core/config/config.schema.js'
import { connectDatabase } from '../src/core/db/database.js'
import { CASES, CEILING_SPEC, openSession, send, type RequestSpec, type Session } from './cases.js'
import { anchorToken, startReference, type ReferenceKind } from './ceiling.js'
import { markdown, medianCpu, medianRun, save, type CaseResult, type MeasuredRun, type Report } from './report.js'
import { FULL_SCALE, QUICK_SCALE, removeUploads, seed, type SeedCounts } from './seed.js'
import { runWrk, wrkAvailable, writeScript } from './wrk.js'

interface Options {
  pg: boolean
  quick: boolean
  connections: number
  warmup: number
  seconds: number
  runs: number
  uploadSeconds: number
  idleSeconds: number
  counts: SeedCounts
  only: Set<string> | undefined
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const flags = new Map<string, string>()
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!match) throw new Error(`unknown argument ${arg}`)
    flags.set(match[1]!, match[2] ?? 'true')
  }
  const known = ['pg', 'quick', 'seconds', 'warmup', 'runs', 'upload-seconds', 'connections', 'only', 'idle']
  for (const name of flags.keys()) if (!known.includes(name)) throw new Error(`unknown option --${name} (known: ${known.map((k) => `--${k}`).join(' ')})`)
  const quick = flags.has('quick')
  const integer = (flag: string, variable: string, fallback: number, min: number) => {
    const text = flags.get(flag) ?? env[variable]
    if (text === undefined || text === '') return fallback
    const value = Number(text)
    if (!Number.isInteger(value) || value < min) throw new Error(`--${flag} / ${variable}: expected an integer of at least ${min}, got ${text}`)
    return value
  }
  const scale = quick ? QUICK_SCALE : FULL_SCALE
  const seconds = integer('seconds', 'BENCH_SECONDS', quick ? 3 : 10, 1)
  const only = flags.get('only')
  const keys = ['ceiling', 'anchor', ...CASES.map((c) => c.key)]
  for (const key of only?.split(',') ?? []) if (!keys.includes(key.trim())) throw new Error(`--only: unknown case ${key} (known: ${keys.join(', ')})`)
  return {
    pg: flags.has('pg'),
    quick,
    connections: integer('connections', 'BENCH_CONNECTIONS', 50, 1),
    warmup: integer('warmup', 'BENCH_WARMUP', quick ? 2 : 10, 0),
    seconds,
    runs: integer('runs', 'BENCH_RUNS', quick ? 1 : 3, 1),
    uploadSeconds: integer('upload-seconds', 'BENCH_UPLOAD_SECONDS', seconds, 1),
    idleSeconds: integer('idle', 'BENCH_IDLE', quick ? 10 : 60, 0),
    counts: {
      users: integer('users', 'BENCH_USERS', scale.users, 20),
      items: integer('items', 'BENCH_ITEMS', scale.items, 100),
      orders: integer('orders', 'BENCH_ORDERS', scale.orders, 0)
    },
    only: only ? new Set(only.split(',').map((key) => key.trim())) : undefined
  }
}

/** What must be undone however the run ends, newest first; running it twice does nothing more. */
class Cleanup {
  private readonly steps: Array<() => Promise<unknown>> = []
  private done: Promise<void> | undefined

  add(step: () => Promise<unknown>): void {
    this.steps.push(step)
  }

  run(): Promise<void> {
    this.done ??= (async () => {
      for (const step of this.steps.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error instanceof Error ? error.message : error))
    })()
    return this.done
  }
}

const PG_SERVER_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function onPgServer(text: string): Promise<string> {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    const result = await client.query<Record<string, string>>(text)
    return Object.values(result.rows[0] ?? {})[0] ?? ''
  } finally {
    await client.end()
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

function machine(databaseVersion: string, cpuTimesAtStart: number[], loadAtStart: number): Report['machine'] {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8')
  const cpu = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown CPU'
  const mhz = /^cpu MHz\s*:\s*([\d.]+)$/m.exec(cpuinfo)?.[1]
  const spent = cpuTimes().map((ticks, i) => ticks - cpuTimesAtStart[i]!)
  const total = spent.reduce((sum, ticks) => sum + ticks, 0)
  return {
    cpu: cpu.trim(),
    mhz: mhz ? Math.round(Number(mhz)) : null,
    cores: cpus().length,
    node: process.versions.node,
    database: databaseVersion,
    stealPercent: total ? (100 * (spent[7] ?? 0)) / total : 0,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! }
  }
}

/** The machine's CPU time so far, by kind (user, nice, system, idle, iowait, irq, softirq, steal), in ticks. */
function cpuTimes(): number[] {
  const line = /^cpu\s+(.+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? ''
  return line.split(/\s+/).slice(0, 8).map(Number)
}

function gitState(): Report['git'] {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  return { commit: git('rev-parse', 'HEAD') || 'unknown', srcChanged: git('status', '--porcelain', '--', 'src').length > 0 }
}

async function databaseVersion(databaseUrl: string): Promise<string> {
  const database = await connectDatabase(databaseUrl)
  try {
    const query = database.dialect === 'sqlite' ? sql<{ v: string }>`select sqlite_version() as v` : sql<{ v: string }>`show server_version`
    const row = (await query.execute(database.db)).rows[0] as Record<string, string> | undefined
    return Object.values(row ?? {})[0] ?? ''
  } finally {
    await database.close()
  }
}

// ---------------------------------------------------------------------------------------------
// The service as a child process: `taskset -c 0 node <npm start's flags> dist/server.js`, with npm start's variables
// (taskset execs, so the child's pid is node's, whose /proc status gives the peak RSS).

/** Characters a POSIX shell passes on as written: nothing to unquote, expand or unescape. */
const AS_WRITTEN = '[\\w@%+=:,./-]'
const ASSIGNMENT = new RegExp(`^[A-Za-z_]\\w*=${AS_WRITTEN}*$`)
const FLAG = new RegExp(`^--${AS_WRITTEN}+$`)

/** How `npm start` runs the service, so that the bench runs it as operators do: its environment variables and Node.js flags. */
function startCommand(): { variables: Record<string, string>; flags: string[]; text: string } {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
  const text = scripts.start ?? ''
  const words = text.split(/\s+/)
  const assignments = words.slice(0, words.indexOf('node'))
  const flags = words.slice(assignments.length + 1, -1)
  if (!words.includes('node') || words.at(-1) !== 'dist/server.js' || !assignments.every((word) => ASSIGNMENT.test(word)) || !flags.every((word) => FLAG.test(word))) {
    throw new Error(`npm start is not "[VARIABLE=value …] node [--flags] dist/server.js" with values and flags the shell passes on as written (letters, digits and @%+=:,./- only; it is "${text}"): run.ts cannot start the service the same way`)
  }
  const variables = Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]))
  return { variables, flags, text }
}

interface Service {
  child: ChildProcess
  /** spawn to the first 200 from /api/health */
  startMs: number
  /** set by the first stopService: a second SIGTERM would kill it before it has closed */
  stopping?: Promise<number>
}

const cleanup = new Cleanup()

/** Set by Ctrl-C (or SIGTERM): the run stops at the next step, and starts nothing more. */
let interrupted = false

function checkpoint(): void {
  if (interrupted) throw new Error('interrupted')
}

async function startService(env: NodeJS.ProcessEnv, base: string, logFile: string, flags: string[]): Promise<Service> {
  checkpoint()
  const log = openSync(logFile, 'a')
  const began = performance.now()
  const child = spawn('taskset', ['-c', '0', process.execPath, ...flags, 'dist/server.js'], { env, stdio: ['ignore', log, log] })
  closeSync(log)
  // Stopped by the cleanup whatever happens next (stopping twice is stopping once).
  const service: Service = { child, startMs: NaN }
  cleanup.add(() => stopService(service))
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited with ${child.exitCode ?? child.signalCode} before it was healthy; its log:\n${await tail(logFile)}`)
    try {
      const response = await fetch(`${base}/api/health`)
      await response.arrayBuffer()
      if (response.status === 200) {
        service.startMs = performance.now() - began
        return service
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - began > 60_000) {
      throw new Error(`the service was not healthy within 60 s; its log:\n${await tail(logFile)}`)
    }
    await sleep(5)
  }
}

/** SIGTERM, then the wait for a clean exit; answers how long it took. */
function stopService(service: Service): Promise<number> {
  service.stopping ??= (async () => {
    const { child } = service
    const began = performance.now()
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
    const gone = child.exitCode !== null || child.signalCode !== null
    if (!gone) child.kill('SIGTERM')
    const [code, signal] = gone ? [child.exitCode, child.signalCode] : await exited
    if (code !== 0 && !interrupted) console.error(`the service exited with ${code ?? signal} on SIGTERM`)
    return performance.now() - began
  })()
  return service.stopping
}

function rssMiB(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb ? Number(kb) / 1024 : NaN
}

function peakRssMiB(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb ? Number(kb) / 1024 : NaN
}

/** Starts a new peak: Linux resets VmHWM to the current RSS when "5" is written to clear_refs. */
function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.split('\n').slice(-30).join('\n')
}

// ---------------------------------------------------------------------------------------------
// One case: a request sent once (a clear message when it is refused), a warm-up, then the runs.

interface Measured {
  runs: MeasuredRun[]
  unexpected: number
}

/**
 * The CPU time the server's process has used so far (user and system, all its threads), from
 * /proc/<pid>/stat in clock ticks (100 a second). Per request it is what a change costs, and it
 * moves far less than req/s when other work shares the machine.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function measure(
  options: Options,
  label: string,
  server: { base: string; pid: number },
  spec: RequestSpec,
  scripts: string,
  connections: number,
  timing: { warmup: number; seconds: number },
  betweenRuns?: () => Promise<void>
): Promise<Measured> {
  const { base, pid } = server
  let unexpected = 0
  const probe = await send(base, spec)
  if (probe.status < 200 || probe.status >= 300) {
    unexpected++
    console.error(`  ${label}: answered ${probe.status}: ${probe.text.slice(0, 300)}`)
  }
  const script = await writeScript(scripts, label.replace(/[^a-z0-9-]/gi, '_'), spec)
  const run = async (duration: number): Promise<MeasuredRun> => {
    checkpoint()
    const cpuBefore = cpuMs(pid)
    const result = await runWrk({ url: base, script, connections, seconds: duration })
    const cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests)
    unexpected += result.non2xx + result.socketErrors
    checkpoint()
    await betweenRuns?.()
    return { ...result, cpuUsPerRequest }
  }
  if (timing.warmup > 0) await run(timing.warmup)
  const runs: MeasuredRun[] = []
  for (let i = 0; i < options.runs; i++) runs.push(await run(timing.seconds))
  const median = medianRun(runs)
  const all = runs.map((r) => Math.round(r.requestsPerSec)).join(', ')
  console.log(
    `  ${label}: ${Math.round(median.requestsPerSec)} req/s, p50 ${median.p50Ms} ms, p99 ${median.p99Ms} ms${runs.length > 1 ? ` (runs: ${all})` : ''}${unexpected ? `, ${unexpected} UNEXPECTED ANSWERS` : ''}`
  )
  return { runs, unexpected }
}

function result(role: CaseResult['role'], key: string, name: string, connections: number, measured: Measured): CaseResult {
  return { key, name, role, connections, runs: measured.runs, median: medianRun(measured.runs), unexpected: measured.unexpected }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  const options = parseOptions(process.argv.slice(2), process.env)
  const wanted = (key: string) => !options.only || options.only.has(key)
  if (!wrkAvailable()) throw new Error('wrk is not installed (apt-get install wrk)')
  if (!existsSync('dist/server.js')) throw new Error('dist/server.js is missing: npm run build first (npm run bench does)')
  const startedAt = new Date().toISOString()
  // Read now, as dist/ was just built from it: src/ may change while the load runs.
  const built = gitState()
  const cpuTimesAtStart = cpuTimes()
  const loadAtStart = loadavg()[0]!

  // The data: a fresh directory (SQLite file, uploads), or a throwaway PostgreSQL database.
  const dataDir = await mkdtemp(join(tmpdir(), 'admin-bench-'))
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }))
  const scripts = await mkdtemp(join(tmpdir(), 'admin-bench-wrk-'))
  cleanup.add(() => rm(scripts, { recursive: true, force: true }))
  let databaseUrl = `sqlite:${join(dataDir, 'app.db')}`
  if (options.pg) {
    const name = `bench_${randomBytes(6).toString('hex')}`
    await onPgServer(`create database ${name}`)
    cleanup.add(() => onPgServer(`drop database if exists ${name} with (force)`))
    const url = new URL(PG_SERVER_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const database = options.pg ? 'postgres' : 'sqlite'
  const { counts } = options
  console.log(`${database}${options.quick ? ' (quick)' : ''}: seeding ${counts.users} users, ${counts.items} content items, ${counts.orders} orders`)
  const seeded = await seed(databaseUrl, counts)
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`)
  const version = await databaseVersion(databaseUrl)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const jwtSecret = randomBytes(32).toString('hex')
  const seconds = options.seconds
  const cases: CaseResult[] = []

  // The yardsticks, each alone on core 0, before the service touches the data.
  const reference = async (kind: ReferenceKind, name: string, spec: RequestSpec, database?: string) => {
    checkpoint()
    const server = await startReference(kind, port, { database, jwtSecret })
    cleanup.add(() => server.stop())
    try {
      console.log(`${name}`)
      cases.push(result(kind === 'ceiling' ? 'ceiling' : 'anchor', kind, name, options.connections, await measure(options, kind, { base, pid: server.pid }, spec, scripts, options.connections, { warmup: options.warmup, seconds })))
    } finally {
      await server.stop()
    }
  }
  if (wanted('ceiling')) await reference('ceiling', 'ceiling: bare Fastify route', CEILING_SPEC)
  const listSpec = (token: string): RequestSpec => ({ method: 'GET', paths: ['/api/content?limit=20'], tokens: [token] })
  if (wanted('anchor')) {
    const token = await anchorToken(jwtSecret)
    if (options.pg) await reference('anchor-pg', 'anchor: Fastify + pg + fast-jwt, list of 20 + COUNT(*)', listSpec(token), databaseUrl)
    else await reference('anchor-sqlite', 'anchor: Fastify + better-sqlite3 + fast-jwt, list of 20 + COUNT(*)', listSpec(token), databaseUrl.slice('sqlite:'.length))
  }

  // The service. Every setting it reads is given here (empty: its default), so that neither the
  // caller's environment nor a .env file changes what is measured.
  const settings: Record<string, string> = Object.fromEntries(Object.keys(EnvSchema.properties).map((key) => [key, '']))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    // The bench is one client sending as fast as it can: rate limits would answer 429.
    RATE_LIMIT_ANON_PER_MIN: '1000000000',
    RATE_LIMIT_USER_PER_MIN: '1000000000',
    // Uploads: each run's files are removed after it (removeUploads), so an account never holds
    // more than one run's; the quota is raised anyway so that no run is cut short by it.
    UPLOAD_QUOTA_BYTES: String(2 ** 40),
    TOKEN_TTL_SECONDS: '86400'
  }
  const serviceCases = CASES.filter((c) => wanted(c.key))
  const logFile = join(dataDir, 'service.log')
  const start = startCommand()
  Object.assign(env, start.variables)
  const { flags, text: command } = start
  console.log(`service: ${command}`)
  const first = await startService(env, base, logFile, flags)
  console.log(`  first start: ${Math.round(first.startMs)} ms to healthy`)
  const session: Session = await openSession(base, seeded)
  // The peak of the whole load, and of each case apart (its own VmHWM, reset before it).
  let peakRss = 0
  for (const c of serviceCases) {
    const connections = c.connections ?? options.connections
    // The upload case may run shorter (--upload-seconds): its warm-up too, each run writing files.
    const timing = c.storesFiles ? { warmup: Math.min(options.warmup, options.uploadSeconds), seconds: options.uploadSeconds } : { warmup: options.warmup, seconds }
    const between = c.storesFiles ? () => removeUploads(databaseUrl, dataDir, session.uploaderIds, session.download.id).then(() => undefined) : undefined
    const pid = first.child.pid!
    const peakSoFar = peakRssMiB(pid)
    resetPeakRss(pid)
    const measured = result('service', c.key, c.name, connections, await measure(options, c.key, { base, pid }, c.spec(session), scripts, connections, timing, between))
    cases.push({ ...measured, peakRssMiB: peakRssMiB(pid) })
    peakRss = Math.max(peakRss, peakSoFar)
  }
  peakRss = Math.max(peakRss, peakRssMiB(first.child.pid!))
  // What the process keeps once the load is over: an operator's idle instance.
  checkpoint()
  await sleep(options.idleSeconds * 1000)
  const idle = { seconds: options.idleSeconds, rssMiB: rssMiB(first.child.pid!) }
  console.log(`  idle ${idle.seconds} s after the load: RSS ${idle.rssMiB.toFixed(0)} MiB`)
  const stopMs = await stopService(first)
  const again = await startService(env, base, logFile, flags)
  console.log(`  peak RSS ${peakRss.toFixed(0)} MiB; stop ${Math.round(stopMs)} ms; restart: ${Math.round(again.startMs)} ms to healthy`)
  await stopService(again)

  // Ratios: to the ceiling for every row; the list of 20 to the anchor too.
  const ceiling = cases.find((c) => c.role === 'ceiling')
  const anchor = cases.find((c) => c.role === 'anchor')
  for (const c of cases) {
    if (ceiling) c.vsCeiling = c.median.requestsPerSec / ceiling.median.requestsPerSec
    if (ceiling) c.cpuVsCeiling = medianCpu(ceiling.runs) / medianCpu(c.runs)
    if (anchor && (c.key === 'list' || c === anchor)) c.vsAnchor = c.median.requestsPerSec / anchor.median.requestsPerSec
  }
  const report: Report = {
    date: startedAt,
    database,
    quick: options.quick,
    machine: machine(version, cpuTimesAtStart, loadAtStart),
    git: built,
    settings: { connections: options.connections, warmupSeconds: options.warmup, seconds, runs: options.runs, uploadSeconds: options.uploadSeconds },
    seed: { ...counts, seconds: seeded.seconds },
    command,
    firstStartMs: first.startMs,
    restartMs: again.startMs,
    stopMs,
    peakRssMiB: peakRss,
    idle,
    cases,
    ok: cases.every((c) => c.unexpected === 0)
  }
  console.log(`\n${markdown(report)}\n`)
  console.log(`written: ${await save(report, join(import.meta.dirname, 'results'))} (and .json)`)
  return report.ok
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: a second signal (tsx relays the first one again) must not end the process
  // before the cleanup is done.
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: cleaning up`)
    void cleanup.run().then(() => process.exit(130))
  })
}
main()
  .then(async (ok) => {
    await cleanup.run()
    if (!ok) {
      console.error('some answers were not 2xx: see the marked cases')
      process.exitCode = 1
    }
  })
  .catch(async (error: unknown) => {
    if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    await cleanup.run()
    process.exitCode = 1
  })
