/**
 * `npm run bench:stream`: live streams (GET /api/stream) held open on one instance while content
 * is written. The service runs as `npm start` runs it, pinned to core 0; this process (on core 1)
 * opens the streams and commits the writes. It reports:
 *
 * - the resident memory the open streams add: the service's RSS settled before they open and
 *   after, and its peak while the writes run without streams and with them;
 * - the delay from commit to receipt at each stream, p50 and p99, while the writes go on at a
 *   fixed rate. An event's timestamp is taken as its row is written, inside the transaction, so
 *   the delay counts the commit too: it is an upper bound;
 * - that every stream received every event, and what the writes themselves took.
 *
 * Streams belong to plain users (5 each, the per-user limit), every second one opened with a
 * ticket as a browser's EventSource does, the others with the Bearer header. Each write publishes
 * an item, so every stream may see its event, judged by the same rule as any other.
 *
 * Options (flag, or environment variable):
 *   --streams=N     BENCH_STREAMS: streams held open (default 1000, MAX_STREAMS's default)
 *   --writes=N      BENCH_WRITES: writes committed a second (default 200)
 *   --seconds=N     BENCH_SECONDS: how long the writes run with the streams open (default 30)
 *   --warmup=N      BENCH_WARMUP: writes at the same rate with no stream open, first (default 10)
 * Results: bench/results/<date>-stream-sqlite.md and .json.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { signIn } from './cases.js'
import { ms, type Report } from './report.js'
import { ACCOUNTS, seed, UPLOADER_COUNT } from './seed.js'
import {
  benchData,
  benchStarted,
  checkpoint,
  cleanup,
  cpuMs,
  databaseVersion,
  freePort,
  inTurns,
  launchService,
  machine,
  mib,
  peakRssMiB,
  percentile,
  readOptions,
  resetPeakRss,
  rssMiB,
  runBench,
  saveResult,
  stopService
} from './service.js'

const STREAMS_PER_USER = 5
/** How long the service stands still before its resident memory is read. */
const SETTLE_MS = 10_000

interface Options {
  streams: number
  writes: number
  seconds: number
  warmup: number
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { integer } = readOptions(argv, env, ['streams', 'writes', 'seconds', 'warmup'])
  return {
    streams: integer('streams', 'BENCH_STREAMS', 1000, 1),
    writes: integer('writes', 'BENCH_WRITES', 200, 1),
    seconds: integer('seconds', 'BENCH_SECONDS', 30, 1),
    warmup: integer('warmup', 'BENCH_WARMUP', 10, 0)
  }
}

async function postJson(base: string, path: string, body: unknown, token: string): Promise<{ status: number; json: { data?: Record<string, unknown> } }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } }
}

/**
 * The delays of every event at every stream, counted by the millisecond (a histogram: a run
 * receives millions of events).
 */
class Delays {
  readonly counts = new Uint32Array(120_001)
  total = 0

  add(ms: number): void {
    this.counts[Math.min(Math.max(0, ms), this.counts.length - 1)]!++
    this.total++
  }

  percentile(p: number): number {
    const rank = Math.max(1, Math.ceil((p / 100) * this.total))
    let seen = 0
    for (let ms = 0; ms < this.counts.length; ms++) {
      seen += this.counts[ms]!
      if (seen >= rank) return ms
    }
    return NaN
  }

  max(): number {
    for (let ms = this.counts.length - 1; ms >= 0; ms--) if (this.counts[ms]! > 0) return ms
    return NaN
  }
}

const TIMESTAMP = Buffer.from('"timestamp":"')
/** An ISO timestamp as the service writes it: 2026-11-26T03:40:00.000Z */
const ISO_LENGTH = 24

/** One open stream as a client holds it: what it received, and when, against each event's timestamp. */
interface OpenStream {
  response: IncomingMessage
  events: number
  /** the last bytes of the previous chunk, in case a timestamp was cut between two */
  carry: Buffer
}

/** Opens a stream (with `?ticket=` or the Bearer header) and answers once its 200 has arrived. */
function openStream(base: string, auth: { ticket: string } | { token: string }, delays: Delays, measuring: () => boolean): Promise<OpenStream> {
  const url = new URL('/api/stream', base)
  if ('ticket' in auth) url.searchParams.set('ticket', auth.ticket)
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { accept: 'text/event-stream', ...('token' in auth && { authorization: `Bearer ${auth.token}` }) } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        return reject(new Error(`GET /api/stream answered ${response.statusCode}`))
      }
      const stream: OpenStream = { response, events: 0, carry: Buffer.alloc(0) }
      response.on('data', (chunk: Buffer) => {
        const now = Date.now()
        const bytes = stream.carry.length > 0 ? Buffer.concat([stream.carry, chunk]) : chunk
        let at = bytes.indexOf(TIMESTAMP)
        let end = 0
        while (at >= 0 && at + TIMESTAMP.length + ISO_LENGTH <= bytes.length) {
          const start = at + TIMESTAMP.length
          stream.events++
          if (measuring()) delays.add(now - Date.parse(bytes.toString('latin1', start, start + ISO_LENGTH)))
          end = start + ISO_LENGTH
          at = bytes.indexOf(TIMESTAMP, end)
        }
        // What may hold the start of a timestamp the next chunk completes.
        const from = at >= 0 ? at : Math.max(end, bytes.length - (TIMESTAMP.length + ISO_LENGTH))
        stream.carry = Buffer.from(bytes.subarray(from))
      })
      resolve(stream)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Write latencies (of the 201s), the other answers by status, and the writes that got none. */
interface Writes {
  latenciesMs: number[]
  failed: Record<string, number>
  committed: number
  /** writes that had to wait for an earlier one: the service did not keep up with the rate */
  late: number
}

/**
 * Publishes `rate` items a second for `seconds`, each sent at its time whatever the earlier ones
 * are doing (an open loop, as independent writers send), at most 256 in flight.
 */
async function writeAtRate(base: string, token: string, rate: number, seconds: number): Promise<Writes> {
  const writes: Writes = { latenciesMs: [], failed: {}, committed: 0, late: 0 }
  const count = rate * seconds
  const began = performance.now()
  const inFlight = new Set<Promise<void>>()
  for (let i = 0; i < count; i++) {
    checkpoint()
    const due = began + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    if (inFlight.size >= 256) {
      writes.late++
      await Promise.race(inFlight)
    }
    const sent = performance.now()
    const write = postJson(base, '/api/content', { title: `Live ${i}`, content: 'Written by bench:stream.', type: 'news', tags: ['live'], status: 'published' }, token)
      .then((answer) => {
        if (answer.status !== 201) return void (writes.failed[answer.status] = (writes.failed[answer.status] ?? 0) + 1)
        writes.committed++
        writes.latenciesMs.push(performance.now() - sent)
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : 'no answer'
        writes.failed[reason] = (writes.failed[reason] ?? 0) + 1
      })
      .finally(() => inFlight.delete(write))
    inFlight.add(write)
  }
  await Promise.all(inFlight)
  writes.latenciesMs.sort((a, b) => a - b)
  return writes
}

async function main(): Promise<boolean> {
  const options = parseOptions(process.argv.slice(2), process.env)
  const started = benchStarted()
  const data = await benchData('stream')
  const users = Math.ceil(options.streams / STREAMS_PER_USER)
  // The stream users come after the accounts bench/seed.ts gives roles to (admin, reader, writer, uploaders).
  const firstStreamUser = ACCOUNTS.firstUploader + UPLOADER_COUNT
  console.log(`seeding ${firstStreamUser + users} users`)
  const seeded = await seed(data.databaseUrl, { users: firstStreamUser + users, items: 1000, orders: 0 })
  const version = await databaseVersion(data.databaseUrl)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const { service, command } = await launchService(
    data,
    {
      MAX_STREAMS: String(Math.max(1000, options.streams)),
      MAX_CONNECTIONS: String(Math.max(2000, options.streams + 1000)),
      TOKEN_TTL_SECONDS: '86400'
    },
    port
  )
  const pid = service.child.pid!

  const { token: writer } = await signIn(base, ACCOUNTS.writer)
  const tokens: string[] = []
  await inTurns(users, 4, async (i) => {
    tokens[i] = (await signIn(base, firstStreamUser + i)).token
  })
  console.log(`  ${users} users signed in`)

  // Writes alone first: the JIT warmed, and the memory the writes take without a stream.
  resetPeakRss(pid)
  const alone = options.warmup > 0 ? await writeAtRate(base, writer, options.writes, options.warmup) : undefined
  const peakWritesAlone = peakRssMiB(pid)
  if (alone) console.log(`  ${options.writes} writes/s alone for ${options.warmup} s: p50 ${ms(percentile(alone.latenciesMs, 50))} ms, p99 ${ms(percentile(alone.latenciesMs, 99))} ms, peak RSS ${mib(peakWritesAlone)}`)
  await sleep(SETTLE_MS)
  const rssBefore = rssMiB(pid)

  const delays = new Delays()
  let measuring = false
  const streams: OpenStream[] = []
  cleanup.add(async () => streams.forEach((stream) => stream.response.destroy()))
  const openBegan = performance.now()
  let byTicket = 0
  await inTurns(options.streams, 20, async (i) => {
    const token = tokens[Math.floor(i / STREAMS_PER_USER)]!
    let auth: { ticket: string } | { token: string } = { token }
    if (i % 2 === 1) {
      const issued = await postJson(base, '/api/stream/ticket', {}, token)
      if (issued.status !== 201) throw new Error(`POST /api/stream/ticket answered ${issued.status}`)
      auth = { ticket: issued.json.data!.ticket as string }
      byTicket++
    }
    streams.push(await openStream(base, auth, delays, () => measuring))
  })
  const openSeconds = (performance.now() - openBegan) / 1000
  await sleep(SETTLE_MS)
  const rssOpen = rssMiB(pid)
  console.log(`  ${streams.length} streams open in ${openSeconds.toFixed(1)} s (${byTicket} by ticket): RSS ${mib(rssBefore)} → ${mib(rssOpen)}`)

  resetPeakRss(pid)
  const eventsBefore = streams.map((stream) => stream.events)
  const cpuBefore = cpuMs(pid)
  const clientCpuBefore = process.cpuUsage()
  const loadBegan = performance.now()
  measuring = true
  const withStreams = await writeAtRate(base, writer, options.writes, options.seconds)
  // The last events' way to their streams.
  await sleep(2000)
  measuring = false
  const loadSeconds = (performance.now() - loadBegan) / 1000
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const serviceCpuMs = cpuMs(pid) - cpuBefore
  const peakWithStreams = peakRssMiB(pid)
  const rssAfter = rssMiB(pid)
  const { committed } = withStreams
  const received = streams.map((stream, i) => stream.events - eventsBefore[i]!)
  const short = received.filter((count) => count < committed).length
  const stillOpen = streams.filter((stream) => !stream.response.destroyed && !stream.response.complete).length
  console.log(
    `  ${options.writes} writes/s for ${options.seconds} s with ${streams.length} streams: delay p50 ${delays.percentile(50)} ms, p99 ${delays.percentile(99)} ms, max ${delays.max()} ms over ${delays.total} receipts; ` +
      `writes p50 ${ms(percentile(withStreams.latenciesMs, 50))} ms, p99 ${ms(percentile(withStreams.latenciesMs, 99))} ms; peak RSS ${mib(peakWithStreams)}; ${short} streams missed events`
  )
  for (const stream of streams) stream.response.destroy()
  await stopService(service)

  const failures = (writes: Writes | undefined) => Object.values(writes?.failed ?? {}).reduce((sum, n) => sum + n, 0)
  const ok = short === 0 && failures(withStreams) === 0 && failures(alone) === 0 && stillOpen === streams.length
  const result = {
    date: started.startedAt,
    database: 'sqlite',
    machine: machine(version, started),
    git: started.git,
    command,
    settings: options,
    seed: { users: firstStreamUser + users, items: seeded.counts.items, seconds: seeded.seconds },
    streams: { open: streams.length, byTicket, byBearer: streams.length - byTicket, users, openSeconds, stillOpenAtEnd: stillOpen },
    memory: {
      rssBeforeStreamsMiB: rssBefore,
      rssStreamsOpenMiB: rssOpen,
      addedByStreamsMiB: rssOpen - rssBefore,
      addedPerStreamKiB: ((rssOpen - rssBefore) * 1024) / Math.max(1, streams.length),
      peakWritesAloneMiB: peakWritesAlone,
      peakWritesWithStreamsMiB: peakWithStreams,
      rssAfterWritesMiB: rssAfter
    },
    delay: { p50Ms: delays.percentile(50), p99Ms: delays.percentile(99), maxMs: delays.max(), receipts: delays.total },
    events: { committed, expectedReceipts: committed * streams.length, streamsMissingEvents: short, fewestReceived: Math.min(...received) },
    writes: {
      alone: alone && { p50Ms: percentile(alone.latenciesMs, 50), p99Ms: percentile(alone.latenciesMs, 99), failed: alone.failed, late: alone.late },
      withStreams: { p50Ms: percentile(withStreams.latenciesMs, 50), p99Ms: percentile(withStreams.latenciesMs, 99), failed: withStreams.failed, late: withStreams.late }
    },
    cpu: {
      serviceShareOfCore: serviceCpuMs / 1000 / loadSeconds,
      serviceMsPerWrite: serviceCpuMs / Math.max(1, committed),
      clientShareOfCore: (clientCpu.user + clientCpu.system) / 1e6 / loadSeconds
    },
    ok
  }
  const text = markdownOf(result)
  console.log(`\n${text}`)
  console.log(`written: ${await saveResult('stream-sqlite', started.startedAt, 'npm run bench:stream', text, result)} (and .json)`)
  return ok
}


/** The writes that were not answered 201, by status or error. */
function failedText(failed: Record<string, number>): string {
  const entries = Object.entries(failed)
  return entries.length === 0 ? 'every one answered 201' : `not 201: ${entries.map(([why, n]) => `${n} × ${why}`).join(', ')}`
}

function markdownOf(r: {
  date: string
  machine: Report['machine']
  git: Report['git']
  command: string
  settings: Options
  streams: { open: number; byTicket: number; byBearer: number; users: number; openSeconds: number; stillOpenAtEnd: number }
  memory: Record<'rssBeforeStreamsMiB' | 'rssStreamsOpenMiB' | 'addedByStreamsMiB' | 'addedPerStreamKiB' | 'peakWritesAloneMiB' | 'peakWritesWithStreamsMiB' | 'rssAfterWritesMiB', number>
  delay: { p50Ms: number; p99Ms: number; maxMs: number; receipts: number }
  events: { committed: number; expectedReceipts: number; streamsMissingEvents: number; fewestReceived: number }
  writes: { alone: { p50Ms: number; p99Ms: number } | undefined; withStreams: { p50Ms: number; p99Ms: number; failed: Record<string, number>; late: number } }
  cpu: { serviceShareOfCore: number; serviceMsPerWrite: number; clientShareOfCore: number }
  ok: boolean
}): string {
  const { machine: m, memory, settings } = r
  return [
    `| measure | value |`,
    `|---|---|`,
    `| streams open (by ticket / by Bearer) | ${r.streams.open} (${r.streams.byTicket} / ${r.streams.byBearer}), ${r.streams.users} users |`,
    `| RSS settled before the streams opened | ${mib(memory.rssBeforeStreamsMiB)} |`,
    `| RSS settled with the streams open | ${mib(memory.rssStreamsOpenMiB)} |`,
    `| **RSS the open streams add** | **${mib(memory.addedByStreamsMiB)}**, ${memory.addedPerStreamKiB.toFixed(1)} KiB a stream |`,
    `| peak RSS, ${settings.writes} writes/s with no stream (${settings.warmup} s) | ${settings.warmup > 0 ? mib(memory.peakWritesAloneMiB) : 'not run'} |`,
    `| peak RSS, ${settings.writes} writes/s with the streams (${settings.seconds} s) | ${mib(memory.peakWritesWithStreamsMiB)} |`,
    `| **delay from commit to receipt, p50 / p99** | **${r.delay.p50Ms} ms / ${r.delay.p99Ms} ms** (max ${r.delay.maxMs} ms) |`,
    `| receipts measured (expected) | ${r.delay.receipts.toLocaleString('en-US')} (${r.events.expectedReceipts.toLocaleString('en-US')}: ${r.events.committed} events × ${r.streams.open} streams) |`,
    `| streams that missed an event | ${r.events.streamsMissingEvents} (fewest received: ${r.events.fewestReceived}) |`,
    `| write (POST /api/content, published) p50 / p99, no stream | ${r.writes.alone ? `${ms(r.writes.alone.p50Ms)} ms / ${ms(r.writes.alone.p99Ms)} ms` : 'not run'} |`,
    `| write p50 / p99, with the streams | ${ms(r.writes.withStreams.p50Ms)} ms / ${ms(r.writes.withStreams.p99Ms)} ms (of the 201s); ${failedText(r.writes.withStreams.failed)}; ${r.writes.withStreams.late} sent late, 256 being in flight |`,
    `| service CPU with the streams | ${(100 * r.cpu.serviceShareOfCore).toFixed(0)}% of its core, ${r.cpu.serviceMsPerWrite.toFixed(2)} ms a write |`,
    `| this client's CPU (streams and writes) | ${(100 * r.cpu.clientShareOfCore).toFixed(0)}% of its core |`,
    ``,
    `- ${r.date.slice(0, 10)}, SQLite ${m.database}; ${m.cpu}${m.mhz ? ` at ${m.mhz} MHz` : ''}, ${m.cores} cores, Node ${m.node}; steal ${m.stealPercent.toFixed(1)}%; load average ${m.loadAverage?.atStart.toFixed(2)} at the start, ${m.loadAverage?.atEnd.toFixed(2)} at the end. Service on core 0, this client on core 1.`,
    `- Built from commit ${r.git.commit.slice(0, 10)}${r.git.srcChanged ? ' with changes to src/ not yet committed' : ''}. Service: \`${r.command}\` (npm start's command).`,
    `- Each stream is a plain user's (5 a user); each write publishes an item, so every stream receives every event. The delay runs from the event's timestamp, taken as its row is written inside the transaction, to the moment this client read it: it counts the commit, and this client's own wait for its core.`,
    `- RSS settled: ${SETTLE_MS / 1000} s after the last step. The streams opened in ${r.streams.openSeconds.toFixed(1)} s; ${r.streams.stillOpenAtEnd} were still open at the end.`,
    r.ok ? `- Every write answered 201 and every stream received every event.` : `- **Not every write answered 201, or a stream missed events or closed: the run exited 1.**`
  ].join('\n')
}

runBench(main, 'a write failed, or a stream missed events or closed early')
