/**
 * `npm run bench:scale-gc`: what bench:scale's reads leave to the old generation, the garbage a
 * mark-compact has to mark and sweep, counted where bench:scale's p99 means nothing (a shared
 * machine). The service is built in this process on a small seed (BENCH_SCALE_ITEMS, default
 * 20,000; BENCH_SCALE_EVENTS, default 60,000) and loaded by scale-load.ts in a process of its
 * own (so none of the load's garbage is this heap's): each of bench:scale's cases for
 * BENCH_GC_ROUNDS (3) x BENCH_SCALE_SECONDS (5) over 8 connections as fast as answered, with a
 * content write after every 75 reads (bench:scale's ratio, whatever the machine's speed). V8's
 * GC profiler gives each scavenge's bytes moved to the old generation and the young bytes
 * allocated, printed per read with the GCs. Promotion per read still moves a little with how
 * long requests are in flight, so builds are compared in one sitting. `--pg` for PostgreSQL;
 * BENCH_SCALE_CASES picks cases; `node --max-semi-space-size=4 --import tsx bench/scale-gc.ts`
 * counts with npm start's young generation.
 */
import type { AddressInfo } from 'node:net'
import { GCProfiler } from 'node:v8'
import { tally, type GcStatistics } from './gc-tally.js'
import { sql } from 'kysely'
import { startBenchApp, type DatabaseKind } from './bench-app.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { benchWebhook, scaleCases, seed } from './scale-seed.js'
import { loadInOwnProcess, type LoadResult, type LoadSpec } from './scale-load.js'

const ITEMS = Number(process.env.BENCH_SCALE_ITEMS ?? 20_000)
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 60_000)
const CASES = new RegExp(process.env.BENCH_SCALE_CASES ?? '')
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_GC_ROUNDS ?? 3)
const CONNECTIONS = 8
/** bench:scale's 50 writes a second beside its ~3,750 reads: a write after every 75 reads answered, however fast they go */
const READS_PER_WRITE = 75

/** What the service's heap did while `spec` ran. */
async function profiled(spec: LoadSpec): Promise<ReturnType<typeof tally> & { load: LoadResult }> {
  const profiler = new GCProfiler()
  profiler.start()
  const load = await loadInOwnProcess(spec)
  const { statistics } = profiler.stop() as unknown as { statistics: GcStatistics[] }
  if (load.unexpected > 0) throw new Error(`${spec.paths[0]}: ${load.unexpected} unexpected answers`)
  return { ...tally(statistics), load }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function run(kind: DatabaseKind): Promise<void> {
  const t = await startBenchApp(kind)
  try {
    const { db } = t.app.database
    const admin = await t.signIn('admin')
    const author = await t.signIn()
    await seed(db, kind, author.id, ITEMS, EVENTS)
    await recountAll(db)
    await sql.raw(kind === 'sqlite' ? 'pragma optimize=0x10002' : 'analyze').execute(db)
    const cases = scaleCases(author, await benchWebhook(db, admin.id))
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    const base = { port, connections: CONNECTIONS, seconds: SECONDS, writesPerSecond: 0, readsPerWrite: READS_PER_WRITE }
    console.log(`${kind}, ${ITEMS} items, ${EVENTS} events; each case ${ROUNDS} x ${SECONDS} s of reads over ${CONNECTIONS} connections as fast as answered, a content write after every ${READS_PER_WRITE} reads; ${process.execArgv.filter((arg) => arg.startsWith('--max')).join(' ') || 'default V8 flags'}`)
    console.log('| case | B promoted a read (writes included), median (min-max) | reads | young KB a read | scavenges | mark-compacts |')
    console.log('|---|---|---|---|---|---|')
    for (const [name, paths, token] of cases.filter(([name]) => CASES.test(name))) {
      const spec = { ...base, token: token ?? admin.token, paths }
      await loadInOwnProcess({ ...spec, seconds: 1 })
      const rounds: Array<ReturnType<typeof tally> & { load: LoadResult }> = []
      for (let round = 0; round < ROUNDS; round++) rounds.push(await profiled(spec))
      // The writes' own promotion is in it: each write also makes the reads after it load afresh.
      const perRead = rounds.map((r) => r.promoted / Math.max(1, r.load.requests))
      console.log(
        `| ${name} | ${median(perRead).toFixed(0)} (${Math.min(...perRead).toFixed(0)}-${Math.max(...perRead).toFixed(0)}) | ${rounds.map((r) => r.load.requests).join(' ')} | ${(median(rounds.map((r) => r.young / Math.max(1, r.load.requests))) / 1024).toFixed(1)} | ${rounds.map((r) => r.scavenges).join(' ')} | ${rounds.map((r) => r.markCompacts).join(' ')} |`
      )
    }
  } finally {
    await t.close()
  }
}

await run(process.argv.includes('--pg') ? 'postgres' : 'sqlite')
