/**
 * `tsx bench/old-generation.ts [--pg]`: what the service's old generation holds and gains under
 * bench:scale's load, for the marking cycles that make its p99. The service as bench:scale runs
 * it (dist/server.js, npm start's flags, core 0) on a small seed (BENCH_SCALE_ITEMS, default
 * 20,000; BENCH_SCALE_EVENTS, 60,000); each of bench:scale's cases (BENCH_SCALE_CASES picks) for
 * BENCH_SCALE_SECONDS (10) at bench:scale's fixed rate over its 64 connections with its 50
 * content writes a second, traced (scale-trace-hook.ts: bytes promoted, GCs, the old generation's
 * size); then a heap snapshot of the service (`--heapsnapshot-signal`), summarized by
 * heap-summary.ts. BENCH_OLDGEN_SNAPSHOT=path keeps the snapshot there; BENCH_OLDGEN_FLAGS: more V8
 * flags for the service (a count of what one would change, beside npm start's).
 */
import { existsSync, readFileSync, readdirSync, renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { build } from 'esbuild'
import { freshDatabase, type BenchUser, type DatabaseKind } from './bench-app.js'
import { load, type LoadResult } from './scale-load.js'
import type { ServiceTrace } from './scale-trace.js'
import { scaleCases } from './scale-seed.js'
import { runSetup } from './scale-setup.js'
import { summarize } from './heap-summary.js'
import { benchData, cleanup, freePort, launchService, runBench, stopService } from './service.js'

const ITEMS = Number(process.env.BENCH_SCALE_ITEMS ?? 20_000)
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 60_000)
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10)
const CASES = new RegExp(process.env.BENCH_SCALE_CASES ?? '')
/** bench:scale's fixed-rate part */
const RATE = 2000
const CONNECTIONS = 64
const WRITES_PER_SECOND = 50
/** A signal the service neither handles nor dies of (close-with-grace takes SIGUSR2, the trace SIGWINCH). */
const SNAPSHOT_SIGNAL = 'SIGURG'

async function signIn(base: string, user: BenchUser): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) })
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: { token: string } }).data.token
}

async function run(kind: DatabaseKind): Promise<boolean> {
  const data = await benchData(`old-generation-${kind}`)
  const database = await freshDatabase(kind, join(data.dataDir, 'app.db'))
  cleanup.add(() => database.drop())
  const setup = await runSetup({ kind, dataDir: data.dataDir, databaseUrl: database.url, items: ITEMS, events: EVENTS })
  const hook = join(data.dataDir, 'scale-trace-hook.mjs')
  await build({ entryPoints: [new URL('./scale-trace-hook.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: hook, logLevel: 'warning' })
  const traceFile = join(data.dataDir, 'trace.jsonl')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const settings = {
    ACTIVITY_RETENTION_DAYS: '0',
    WEBHOOK_DELIVERY_RETENTION_DAYS: '0',
    BENCH_SCALE_TRACE: traceFile,
    NODE_OPTIONS: `--import=${hook} --heapsnapshot-signal=${SNAPSHOT_SIGNAL} --diagnostic-dir=${data.dataDir}`
  }
  const moreFlags = (process.env.BENCH_OLDGEN_FLAGS ?? '').split(' ').filter(Boolean)
  const { service } = await launchService({ ...data, databaseUrl: database.url }, settings, port, '0', moreFlags)
  const admin = await signIn(base, setup.admin)
  const author = { id: setup.author.id, token: await signIn(base, setup.author) }
  const traces = () => (existsSync(traceFile) ? readFileSync(traceFile, 'utf8').split('\n').filter(Boolean) : [])
  console.log(`${kind}, ${ITEMS} items, ${EVENTS} events, service flags beside npm start's: ${process.env.BENCH_OLDGEN_FLAGS ?? 'none'}; each case ${SECONDS} s at ${RATE} reads/s over ${CONNECTIONS} connections, ${WRITES_PER_SECOND} content writes/s`)
  console.log('| case | reads | writes | B promoted a read (writes included) | scavenges+marks (mark-compacts) | old generation MiB at the end |')
  console.log('|---|---|---|---|---|---|')
  let ok = true
  let promoted = 0
  let reads = 0
  for (const [name, paths, token] of scaleCases(author, setup.webhookId).filter(([name]) => CASES.test(name))) {
    const before = traces().length
    service.child.kill('SIGWINCH')
    const result: LoadResult = await load({ port, token: token ?? admin, paths, connections: CONNECTIONS, seconds: SECONDS, writesPerSecond: WRITES_PER_SECOND, rate: RATE, skipLateMs: 5 })
    service.child.kill('SIGWINCH')
    while (traces().length === before) await sleep(20)
    const trace = JSON.parse(traces()[before]!) as ServiceTrace
    if (result.unexpected > 0) ok = false
    promoted += trace.oldGeneration.promoted
    reads += result.requests
    console.log(`| ${name} | ${result.requests} | ${result.writes} | ${Math.round(trace.oldGeneration.promoted / Math.max(1, result.requests))} | ${trace.gc.count} (${trace.gc.majors}) | ${trace.oldGeneration.sizeMiB} |`)
  }
  console.log(`all cases: ${reads} reads, ${Math.round(promoted / Math.max(1, reads))} B promoted a read`)
  service.child.kill(SNAPSHOT_SIGNAL)
  const snapshot = await written(data.dataDir)
  const kept = process.env.BENCH_OLDGEN_SNAPSHOT
  if (kept) renameSync(snapshot, kept)
  await stopService(service)
  console.log(summarize(kept ?? snapshot))
  return ok
}

/** The heap snapshot the service writes into `dir`, once its size stops growing. */
async function written(dir: string): Promise<string> {
  for (let last = -1; ; await sleep(500)) {
    const file = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot'))
    if (!file) continue
    const size = statSync(join(dir, file)).size
    if (size > 0 && size === last) return join(dir, file)
    last = size
  }
}

runBench(() => run(process.argv.includes('--pg') ? 'postgres' : 'sqlite'), 'bench/old-generation: some answers were not as expected')
