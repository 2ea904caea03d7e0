/**
 * The load of `npm run bench:scale`, as a process of its own that scale.ts pins to the core the
 * service does not use, so that none of its CPU time is counted as the service's. Its spec
 * comes as JSON in argv[2]; it prints its LoadResult as JSON. Every connection is opened (and
 * kept alive) before the load starts, so the service accepts none while it is timed. Reads go two ways:
 * - `rate` left out: `connections` connections each sending GETs of `paths` in turn, the next as
 *   soon as the last is answered (a closed loop: it finds the service's throughput);
 * - `rate` given: that many GETs a second on a fixed schedule, whatever the answers (an open
 *   loop), over `connections`; each is timed from when it was due, not when it
 *   was sent, so that a service that falls behind shows its queue (a read waiting for a free
 *   connection included) instead of slowing the load down; and also from when this process
 *   handed it to its connections, which leaves out how late this process itself was (its own
 *   event loop, or its core taken by others) but still counts the wait for a free connection. A read that this process itself could
 *   not send within `skipLateMs` of its due time (its own event loop held up) is skipped and
 *   counted, not sent in a burst with the others it was late for: a stall of the load generator
 *   shows as skipped reads, not as the service's latency.
 * Meanwhile one more connection writes content at `writesPerSecond`.
 */
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface LoadSpec {
  port: number
  token: string
  paths: string[]
  connections: number
  seconds: number
  writesPerSecond: number
  /** reads a second on a fixed schedule (open loop) over `connections`; left out, `connections` read as fast as answered */
  rate?: number
  /** open loop: a read this process could not send within this many ms of its due time (its own loop held up) is skipped */
  skipLateMs?: number
  /** closed loop: a write after every this many reads answered, instead of `writesPerSecond` (then 0) */
  readsPerWrite?: number
}

export interface LoadResult {
  requests: number
  requestsPerSec: number
  /** from when each read was due (open loop) or sent (closed loop) to its answer */
  p50Ms: number
  p99Ms: number
  /** from when this process handed each read to its connections to its answer: its own lateness in sending left out (the same as p50Ms, p99Ms in a closed loop) */
  sent: { p50Ms: number; p99Ms: number }
  /** answers that were not 200 (reads) or 201 (writes) */
  unexpected: number
  writes: number
  slowestWriteMs: number
  /** how late this process handed the reads to its connections, 99th percentile (ms): its own delay, counted in the latencies */
  sentLateP99Ms: number
  /** reads of the schedule not sent because this process was over `skipLateMs` late for them (open loop) */
  skipped: number
  /** the load generator's own event-loop delay (ms) */
  loopDelay: { p99Ms: number; maxMs: number }
  /** connections held (opened before the load) */
  sockets: number
  /** connections opened while the load ran: 0 unless the service closed some */
  socketsOpenedDuringLoad: number
  /** the slowest reads: when each was due (ms after the start), how late it was sent, and how long it took from due to answered */
  slowest: Array<{ dueMs: number; sentLateMs: number; tookMs: number; path: string }>
  /** when the load began, in ms since the epoch: to line its times up with the service's */
  startedAtMs: number
  /** reads that took over 20 ms, by the tenth of a second they were due in */
  over20msByTenth: Record<string, number>
  /** the slowest writes: when each began (ms after the start) and how long it took */
  slowestWrites: Array<{ atMs: number; tookMs: number }>
}

/** Reads and writes listed among the slowest. */
const SLOWEST = 8

function send(agent: Agent, token: string, port: number, method: 'GET' | 'POST', path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
    if (body) headers['content-type'] = 'application/json'
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`, { cause: error })))
    req.end(body)
  })
}

/** A keep-alive pool of `size` connections, all opened (by a GET of /api/health each) before it is answered. */
async function openPool(port: number, size: number): Promise<{ agent: Agent; opened: () => number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: size, maxFreeSockets: size, scheduling: 'fifo' })
  let opened = 0
  const createConnection = agent.createConnection.bind(agent)
  agent.createConnection = (...args: Parameters<typeof createConnection>) => {
    opened++
    return createConnection(...args)
  }
  await Promise.all(Array.from({ length: size }, () => send(agent, '', port, 'GET', '/api/health')))
  if (opened !== size) throw new Error(`opened ${opened} connections for a pool of ${size}`)
  return { agent, opened: () => opened }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const size = spec.connections
  const skipLateMs = spec.skipLateMs ?? Infinity
  const readers = size > 0 ? await openPool(spec.port, size) : null
  const writers = spec.writesPerSecond > 0 || spec.readsPerWrite ? await openPool(spec.port, 1) : null
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const latencies: number[] = []
  const fromSent: number[] = []
  const late: number[] = []
  const reads: Array<{ dueMs: number; sentLateMs: number; tookMs: number; path: string }> = []
  const writeTimes: Array<{ atMs: number; tookMs: number }> = []
  let unexpected = 0
  let skipped = 0
  let next = 0
  const started = performance.now()
  const until = started + spec.seconds * 1000
  const read = async (agent: Agent, due: number, sent: number) => {
    const path = spec.paths[next++ % spec.paths.length]!
    const status = await send(agent, spec.token, spec.port, 'GET', path)
    const answeredAt = performance.now()
    const tookMs = answeredAt - due
    latencies.push(tookMs)
    fromSent.push(answeredAt - sent)
    reads.push({ dueMs: due - started, sentLateMs: sent - due, tookMs, path })
    if (status !== 200) unexpected++
  }
  let answered = 0
  const closedLoop = async (agent: Agent) => {
    while (performance.now() < until) {
      const now = performance.now()
      await read(agent, now, now)
      if (writers && spec.readsPerWrite && ++answered % spec.readsPerWrite === 0) await write(writers.agent)
    }
  }
  const openLoop = async (agent: Agent, rate: number) => {
    const sent: Array<Promise<void>> = []
    const interval = 1000 / rate
    for (let i = 0; started + i * interval < until; ) {
      const now = performance.now()
      // Every read that came due since the last turn of this loop: sent, or skipped when this process was too late for it.
      for (; started + i * interval <= now && started + i * interval < until; i++) {
        const due = started + i * interval
        late.push(now - due)
        if (now - due > skipLateMs) skipped++
        else sent.push(read(agent, due, now))
      }
      const wait = started + i * interval - performance.now()
      if (wait > 0) await sleep(wait)
    }
    await Promise.all(sent)
  }
  let writes = 0
  let slowestWriteMs = 0
  /** One content write; answers how long it took (ms). */
  async function write(agent: Agent): Promise<number> {
    const began = performance.now()
    const status = await send(agent, spec.token, spec.port, 'POST', '/api/content', JSON.stringify({ title: `Written under load ${writes}`, status: writes % 2 ? 'published' : 'draft' }))
    const took = performance.now() - began
    slowestWriteMs = Math.max(slowestWriteMs, took)
    writeTimes.push({ atMs: began - started, tookMs: took })
    writes++
    if (status !== 201) unexpected++
    return took
  }
  const writer = async (agent: Agent) => {
    const interval = 1000 / spec.writesPerSecond
    while (performance.now() < until) await sleep(Math.max(0, interval - (await write(agent))))
  }
  const work: Array<Promise<void>> = []
  if (readers) work.push(...(spec.rate ? [openLoop(readers.agent, spec.rate)] : Array.from({ length: size }, () => closedLoop(readers.agent))))
  if (writers && spec.writesPerSecond > 0) work.push(writer(writers.agent))
  await Promise.all(work)
  const socketsOpenedDuringLoad = (readers ? readers.opened() - size : 0) + (writers ? writers.opened() - 1 : 0)
  readers?.agent.destroy()
  writers?.agent.destroy()
  loop.disable()
  latencies.sort((a, b) => a - b)
  fromSent.sort((a, b) => a - b)
  const at = (q: number, sorted = latencies) => Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2))
  const ms = (n: number) => Number(n.toFixed(1))
  const startedAtMs = ms(performance.timeOrigin + started)
  const lateness = late.length > 0 ? late : reads.map((r) => r.sentLateMs)
  lateness.sort((a, b) => a - b)
  const sentLateP99Ms = ms(Math.max(0, lateness[Math.floor(0.99 * lateness.length)] ?? 0))
  const slowest = reads
    .sort((a, b) => b.tookMs - a.tookMs)
    .slice(0, SLOWEST)
    .map((r) => ({ dueMs: ms(r.dueMs), sentLateMs: ms(r.sentLateMs), tookMs: ms(r.tookMs), path: r.path }))
  const slowestWrites = writeTimes
    .sort((a, b) => b.tookMs - a.tookMs)
    .slice(0, SLOWEST)
    .map((w) => ({ atMs: ms(w.atMs), tookMs: ms(w.tookMs) }))
  const over20msByTenth: Record<string, number> = {}
  for (const r of reads) if (r.tookMs > 20) over20msByTenth[Math.floor(r.dueMs / 100)] = (over20msByTenth[Math.floor(r.dueMs / 100)] ?? 0) + 1
  const loopDelay = { p99Ms: ms(loop.percentile(99) / 1e6), maxMs: ms(loop.max / 1e6) }
  return { requests: latencies.length, requestsPerSec: Math.round(latencies.length / spec.seconds), p50Ms: at(0.5), p99Ms: at(0.99), sent: { p50Ms: at(0.5, fromSent), p99Ms: at(0.99, fromSent) }, unexpected, writes, slowestWriteMs: ms(slowestWriteMs), sentLateP99Ms, skipped, loopDelay, sockets: size + (writers ? 1 : 0), socketsOpenedDuringLoad, slowest, slowestWrites, startedAtMs, over20msByTenth }
}

/**
 * Runs this file in a process of its own with `spec` and answers what it did: a benchmark that
 * watches its own heap (bench:scale-gc, bench:scale-survivors) must not count the load's garbage.
 */
export function loadInOwnProcess(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`))))
  })
}

// Run as a process of its own (loadInOwnProcess); bench:scale imports load() instead.
if (process.argv[1] === import.meta.filename) process.stdout.write(`${JSON.stringify(await load(JSON.parse(process.argv[2]!) as LoadSpec))}\n`)
