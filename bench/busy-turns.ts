/**
 * What a read costs when it is one of N identical reads that wait for one reload of a cached
 * page (a content write just dropped it) and are answered together, against the same N reads
 * answered from the cache, sent at once or one after the other: the service's CPU time, the turn
 * of its event loop that answered the most, the heap bytes it allocated, the SQL statements it ran
 * and the bytes its scavenges promoted, per burst of N reads over N open connections from a
 * process of its own. `node --expose-gc --min-semi-space-size=64 --max-semi-space-size=64
 * --import tsx bench/busy-turns.ts [sqlite|postgres]`: the large young generation lets a burst
 * run without a scavenge, so that the heap's growth is what it allocated; without --expose-gc and
 * with npm start's semi-space, the promoted bytes are the count to read. BUSY_TURNS_ITEMS,
 * BUSY_TURNS_EVENTS: rows seeded; BUSY_TURNS_N: reads a burst; BUSY_TURNS_ROUNDS: bursts of each kind.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { PerformanceObserver } from 'node:perf_hooks'
import { GCProfiler, getHeapStatistics } from 'node:v8'
import { channel } from 'node:diagnostics_channel'
import { tally, type GcStatistics } from './gc-tally.js'
import { startBenchApp, type DatabaseKind } from './bench-app.js'
import { recountAll } from '../src/core/db/row-counts.js'
import { seed } from './scale-seed.js'
import { percentile } from './service.js'

interface Burst {
  port: number
  token: string
  paths: string[]
  n: number
  /** one read after the other instead of all at once */
  serial?: boolean
}

/** The load generator's side: N connections, and a burst of N reads each time it is asked. */
async function generator(): Promise<void> {
  let agent: Agent | undefined
  const get = (port: number, token: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      req.on('error', reject)
      req.end()
    })
  process.on('message', async (burst: Burst) => {
    agent ??= new Agent({ keepAlive: true, maxSockets: burst.n })
    const path = (i: number) => burst.paths[i % burst.paths.length]!
    const statuses: number[] = []
    if (burst.serial) for (let i = 0; i < burst.n; i++) statuses.push(await get(burst.port, burst.token, path(i)))
    else statuses.push(...(await Promise.all(Array.from({ length: burst.n }, (_, i) => get(burst.port, burst.token, path(i))))))
    process.send!(statuses.filter((status) => status !== 200).length)
  })
}

interface Sample {
  cpuMs: number
  /** the turn (between two ticks of a 1 ms timer) that answered the most reads, and its CPU */
  busiest: { cpuMs: number; answered: number }
  allocated: number
  statements: number
  gcs: number
  /** bytes the scavenges during the burst moved to the old generation */
  promoted: number
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

async function service(kind: DatabaseKind): Promise<void> {
  const items = Number(process.env.BUSY_TURNS_ITEMS ?? 20_000)
  const events = Number(process.env.BUSY_TURNS_EVENTS ?? 60_000)
  const n = Number(process.env.BUSY_TURNS_N ?? 64)
  const rounds = Number(process.env.BUSY_TURNS_ROUNDS ?? 20)
  const t = await startBenchApp(kind, { ACTIVITY_RETENTION_DAYS: '0', WEBHOOK_DELIVERY_RETENTION_DAYS: '0' })
  const { db } = t.app.database
  const admin = await t.signIn('admin')
  await seed(db, kind, admin.id, items, events)
  await recountAll(db)
  const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)

  let statements = 0
  const executor = db.getExecutor()
  const execute = executor.executeQuery.bind(executor)
  // The bus's polls of its table are not the reads'.
  executor.executeQuery = (query) => {
    if (!query.sql.includes('invalidations')) statements++
    return execute(query)
  }
  let gcs = 0
  let answered = 0
  channel('http.server.response.finish').subscribe(() => answered++)
  new PerformanceObserver((list) => (gcs += list.getEntries().length)).observe({ entryTypes: ['gc'] })

  const child: ChildProcess = fork(import.meta.filename, ['generator'], { execArgv: ['--import', 'tsx'] })
  const burst = (paths: string[], count: number, serial = false) =>
    new Promise<number>((resolve) => {
      child.once('message', (failed) => resolve(failed as number))
      child.send({ port, token: admin.token, paths, n: count, serial } satisfies Burst)
    })
  const write = async (i: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/content', headers: { authorization: `Bearer ${admin.token}` }, payload: { title: `Busy turn ${i}`, status: 'published' } })
    if (res.statusCode !== 201) throw new Error(res.body)
  }
  const measured = async (run: () => Promise<number>): Promise<Sample> => {
    // (Without --expose-gc the young generation is left as it is: the bench's own semi-space.)
    globalThis.gc?.()
    // The forced collection's entry reaches the observer later: not this burst's.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const profiler = new GCProfiler()
    profiler.start()
    const gcsBefore = gcs
    const heap = getHeapStatistics().used_heap_size
    const cpu = process.cpuUsage()
    const before = statements
    const busiest = { cpuMs: 0, answered: 0 }
    let tickCpu = cpuMs()
    answered = 0
    const ticker = setInterval(() => {
      const now = cpuMs()
      if (answered > busiest.answered) Object.assign(busiest, { cpuMs: now - tickCpu, answered })
      tickCpu = now
      answered = 0
    }, 1)
    const failed = await run()
    clearInterval(ticker)
    const { promoted } = tally((profiler.stop() as unknown as { statistics: GcStatistics[] }).statistics)
    const used = process.cpuUsage(cpu)
    const allocated = getHeapStatistics().used_heap_size - heap
    if (failed > 0) throw new Error(`${failed} reads not answered 200`)
    return { cpuMs: (used.user + used.system) / 1000, busiest, allocated, statements: statements - before, gcs: gcs - gcsBefore, promoted }
  }

  const cases: Array<[string, string[]]> = [
    ['content by status', ['/api/content?status=published', '/api/content?status=draft']],
    ['content, first page', ['/api/content']],
    ['activity, first page', ['/api/activity']],
    ['activity by type prefix', ['/api/activity?type=content.']]
  ]
  const rows: string[] = []
  let writes = 0
  for (const [name, paths] of cases) {
    // Warm: connections open, routes compiled.
    for (let i = 0; i < 20; i++) await burst(paths, n)
    const serial: Sample[] = []
    const hits: Sample[] = []
    const afterWrite: Sample[] = []
    const oneAfterWrite: Sample[] = []
    for (let round = 0; round < rounds; round++) {
      serial.push(await measured(() => burst(paths, n, true)))
      hits.push(await measured(() => burst(paths, n)))
      await write(writes++)
      afterWrite.push(await measured(() => burst(paths, n)))
      await write(writes++)
      oneAfterWrite.push(await measured(() => burst(paths, paths.length)))
    }
    // Heap growth is what a burst allocated only when no collection ran in it.
    const median = (samples: Sample[], of: (s: Sample) => number, withoutGc = false) => {
      const sorted = samples.filter((s) => !withoutGc || s.gcs === 0).map(of).sort((a, b) => a - b)
      return sorted.length === 0 ? NaN : percentile(sorted, 50)
    }
    const line = (what: string, samples: Sample[], reads: number) =>
      `| ${name} | ${what} | ${reads} | ${(median(samples, (s) => s.cpuMs) / reads).toFixed(3)} | ${median(samples, (s) => s.busiest.cpuMs).toFixed(1)} ms, ${median(samples, (s) => s.busiest.answered)} answered, ${median(samples, (s) => s.busiest.cpuMs / Math.max(1, s.busiest.answered)).toFixed(3)} ms each | ${Math.round(median(samples, (s) => s.allocated, true) / reads)} | ${(median(samples, (s) => s.statements) / reads).toFixed(2)} | ${samples.filter((s) => s.gcs > 0).length}/${samples.length} | ${Math.round(samples.reduce((sum, s) => sum + s.promoted, 0) / (reads * samples.length))} |`
    rows.push(line('hits one after the other', serial, n), line('hits', hits, n), line('after a write', afterWrite, n), line('after a write, one read per path', oneAfterWrite, paths.length))
    console.error(rows.slice(-4).join('\n'))
  }
  child.kill()
  await t.close()
  console.log(`| Case | burst | reads | CPU ms a read (median burst) | the turn that answered most: CPU, reads answered, CPU per read answered | bytes allocated a read | statements a read | bursts with a GC (left out of the bytes allocated) | bytes promoted a read (all bursts) |\n|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`)
}

if (process.argv[2] === 'generator') await generator()
else await service((process.argv[2] ?? 'sqlite') as DatabaseKind)
