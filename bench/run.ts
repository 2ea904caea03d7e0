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
 *   --redis                   the service uses Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379)
 *                             for rate limits, the sign-in throttle and invalidations, under a
 *                             key prefix of its own
 *   --quick                   2 s warm-up, one 3 s run, a tenth of the data (for development)
 *   --seconds=N               BENCH_SECONDS: one run (default 10; quick 3)
 *   --warmup=N                BENCH_WARMUP: the warm-up (default 10; quick 2)
 *   --runs=N                  BENCH_RUNS: measured runs per case (default 3; quick 1)
 *   --upload-seconds=N        BENCH_UPLOAD_SECONDS: the upload case's warm-up and runs (default: --seconds)
 *   --connections=N           BENCH_CONNECTIONS: connections (default 50; sign-in always 4)
 *   --only=key,key            only these cases (keys in cases.ts, plus `ceiling` and `anchor`)
 *   --idle=N                  BENCH_IDLE: seconds the service stands idle after the load before
 *                             its resident memory is read, also read every 30 s before that
 *                             (default 240; quick 10)
 *   BENCH_USERS, BENCH_ITEMS, BENCH_ORDERS   the seed's counts
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { CASES, CEILING_SPEC, openSession, type RequestSpec, type Session } from './cases.js'
import { anchorToken, startReference, type ReferenceKind } from './ceiling.js'
import { measure, type Measured } from './measure.js'
import { markdown, medianCpu, medianRun, save, type CaseResult, type Report } from './report.js'
import { FULL_SCALE, QUICK_SCALE, removeUploads, seed, type SeedCounts } from './seed.js'
import {
  benchData,
  benchStarted,
  checkpoint,
  cleanup,
  databaseVersion,
  freePort,
  launchService,
  machine,
  peakRssMiB,
  resetPeakRss,
  rssMiB,
  rssPartsMiB,
  readOptions,
  runBench,
  startService,
  stopService
} from './service.js'
import { wrkAvailable } from './wrk.js'

interface Options {
  pg: boolean
  redis: boolean
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
  const { flags, integer } = readOptions(argv, env, ['pg', 'redis', 'quick', 'seconds', 'warmup', 'runs', 'upload-seconds', 'connections', 'only', 'idle'])
  const quick = flags.has('quick')
  const scale = quick ? QUICK_SCALE : FULL_SCALE
  const seconds = integer('seconds', 'BENCH_SECONDS', quick ? 3 : 10, 1)
  const only = flags.get('only')
  const keys = ['ceiling', 'anchor', ...CASES.map((c) => c.key)]
  for (const key of only?.split(',') ?? []) if (!keys.includes(key.trim())) throw new Error(`--only: unknown case ${key} (known: ${keys.join(', ')})`)
  return {
    pg: flags.has('pg'),
    redis: flags.has('redis'),
    quick,
    connections: integer('connections', 'BENCH_CONNECTIONS', 50, 1),
    warmup: integer('warmup', 'BENCH_WARMUP', quick ? 2 : 10, 0),
    seconds,
    runs: integer('runs', 'BENCH_RUNS', quick ? 1 : 3, 1),
    uploadSeconds: integer('upload-seconds', 'BENCH_UPLOAD_SECONDS', seconds, 1),
    idleSeconds: integer('idle', 'BENCH_IDLE', quick ? 10 : 240, 0),
    counts: {
      users: integer('users', 'BENCH_USERS', scale.users, 20),
      items: integer('items', 'BENCH_ITEMS', scale.items, 100),
      orders: integer('orders', 'BENCH_ORDERS', scale.orders, 0)
    },
    only: only ? new Set(only.split(',').map((key) => key.trim())) : undefined
  }
}

/** The idle service's RSS is read this often on the way to --idle. */
const IDLE_STEP_SECONDS = 30

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

function result(role: CaseResult['role'], key: string, name: string, connections: number, measured: Measured): CaseResult {
  return { key, name, role, connections, runs: measured.runs, median: medianRun(measured.runs), unexpected: measured.unexpected }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  const options = parseOptions(process.argv.slice(2), process.env)
  const wanted = (key: string) => !options.only || options.only.has(key)
  if (!wrkAvailable()) throw new Error('wrk is not installed (apt-get install wrk)')
  if (!existsSync('dist/server.js')) throw new Error('dist/server.js is missing: npm run build first (npm run bench does)')
  const started = benchStarted()

  // The data: a fresh directory (SQLite file, uploads), or a throwaway PostgreSQL database.
  const data = await benchData('run')
  const scripts = await mkdtemp(join(tmpdir(), 'admin-bench-wrk-'))
  cleanup.add(() => rm(scripts, { recursive: true, force: true }))
  if (options.pg) {
    const name = `bench_${randomBytes(6).toString('hex')}`
    await onPgServer(`create database ${name}`)
    cleanup.add(() => onPgServer(`drop database if exists ${name} with (force)`))
    const url = new URL(PG_SERVER_URL)
    url.pathname = `/${name}`
    data.databaseUrl = url.toString()
  }
  const { databaseUrl } = data
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
      cases.push(result(kind === 'ceiling' ? 'ceiling' : 'anchor', kind, name, options.connections, await measure(kind, { base, pid: server.pid }, spec, scripts, options.connections, { warmup: options.warmup, seconds, runs: options.runs })))
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

  // The service, with every setting it reads given (empty: its default).
  const serviceCases = CASES.filter((c) => wanted(c.key))
  const { service: first, env, flags, command } = await launchService(
    data,
    {
      // The anchor's tokens were signed with it.
      JWT_SECRET: jwtSecret,
      // Uploads: each run's files are removed after it (removeUploads), so an account never holds
      // more than one run's; the quota is raised anyway so that no run is cut short by it.
      UPLOAD_QUOTA_BYTES: String(2 ** 40),
      TOKEN_TTL_SECONDS: '86400',
      ...(options.redis && { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:` })
    },
    port
  )
  console.log(`  first start: ${Math.round(first.startMs)} ms to healthy`)
  const session: Session = await openSession(base, seeded)
  // The peak of the whole load, and of each case apart (its own VmHWM, reset before it).
  let peakRss = 0
  for (const c of serviceCases) {
    const connections = c.connections ?? options.connections
    // The upload case may run shorter (--upload-seconds): its warm-up too, each run writing files.
    const timing = c.storesFiles ? { warmup: Math.min(options.warmup, options.uploadSeconds), seconds: options.uploadSeconds } : { warmup: options.warmup, seconds }
    const between = c.storesFiles ? () => removeUploads(databaseUrl, data.dataDir, session.uploaderIds, session.download.id).then(() => undefined) : undefined
    const pid = first.child.pid!
    const peakSoFar = peakRssMiB(pid)
    resetPeakRss(pid)
    const measured = result('service', c.key, c.name, connections, await measure(c.key, { base, pid }, c.spec(session), scripts, connections, { ...timing, runs: options.runs }, between))
    cases.push({ ...measured, peakRssMiB: peakRssMiB(pid) })
    peakRss = Math.max(peakRss, peakSoFar)
  }
  peakRss = Math.max(peakRss, peakRssMiB(first.child.pid!))
  // What the process keeps once the load is over: an operator's idle instance. V8 shrinks an idle
  // heap when its memory reducer decides to, which can be over a minute after the load: the RSS
  // on the way is read too, so that the report shows when it settled.
  const idlePid = first.child.pid!
  const idleFrom = performance.now()
  const idleAt = async (seconds: number) => {
    checkpoint()
    await sleep(Math.max(0, idleFrom + seconds * 1000 - performance.now()))
  }
  const steps: Array<{ seconds: number; rssMiB: number }> = []
  for (let seconds = IDLE_STEP_SECONDS; seconds < options.idleSeconds; seconds += IDLE_STEP_SECONDS) {
    await idleAt(seconds)
    steps.push({ seconds, rssMiB: rssMiB(idlePid) })
  }
  await idleAt(options.idleSeconds)
  const idle = { seconds: options.idleSeconds, rssMiB: rssMiB(idlePid), ...rssPartsMiB(idlePid), steps }
  console.log(`  idle ${idle.seconds} s after the load: RSS ${idle.rssMiB.toFixed(0)} MiB (${idle.anon.toFixed(0)} anonymous, ${idle.file.toFixed(0)} mapped files); on the way: ${steps.map((step) => `${step.seconds} s ${step.rssMiB.toFixed(0)}`).join(', ')}`)
  const stopMs = await stopService(first)
  const again = await startService(env, base, data.logFile, flags)
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
    date: started.startedAt,
    database,
    redis: options.redis,
    quick: options.quick,
    machine: machine(version, started),
    git: started.git,
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

runBench(main, 'some answers were not 2xx: see the marked cases')
