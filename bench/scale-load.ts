/**
 * The load of `npm run bench:scale`, as a process of its own that scale.ts pins to the core the
 * service does not use, so that none of its CPU time is counted as the service's. Its spec
 * comes as JSON in argv[2]; it prints its LoadResult as JSON. Reads go two ways:
 * - `rate` left out: `connections` keep-alive connections each sending GETs of `paths` in turn,
 *   the next as soon as the last is answered (a closed loop: it finds the service's throughput);
 * - `rate` given: that many GETs a second on a fixed schedule, whatever the answers (an open
 *   loop), each timed from when it was due, not when it was sent, so that a service that falls
 *   behind shows its queue in the latencies instead of slowing the load down.
 * Meanwhile one more connection writes content at `writesPerSecond`.
 */
import { Agent, request } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface LoadSpec {
  port: number
  token: string
  paths: string[]
  connections: number
  seconds: number
  writesPerSecond: number
  /** reads a second on a fixed schedule (open loop); left out, `connections` read as fast as answered */
  rate?: number
}

export interface LoadResult {
  requests: number
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  /** answers that were not 200 (reads) or 201 (writes) */
  unexpected: number
  writes: number
  slowestWriteMs: number
  /** how late the reads were sent, 99th percentile (ms): the load generator's own delay, counted in the latencies */
  sentLateP99Ms: number
  /** the load generator's own event-loop delay (ms): a late timer here shows as latency */
  loopDelay: { p99Ms: number; maxMs: number }
  /** connections the load opened */
  sockets: number
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

/** Sockets an open loop may hold at once: past them, due requests wait (and their wait is timed). */
const OPEN_LOOP_SOCKETS = 256

function send(agent: Agent, spec: LoadSpec, method: 'GET' | 'POST', path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${spec.token}` }
    if (body) headers['content-type'] = 'application/json'
    const req = request({ host: '127.0.0.1', port: spec.port, method, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.rate ? OPEN_LOOP_SOCKETS : spec.connections + 1 })
  let sockets = 0
  const countSocket = () => sockets++
  const createConnection = agent.createConnection.bind(agent)
  agent.createConnection = (...args: Parameters<typeof createConnection>) => {
    countSocket()
    return createConnection(...args)
  }
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const latencies: number[] = []
  const reads: Array<{ dueMs: number; sentLateMs: number; tookMs: number; path: string }> = []
  const writeTimes: Array<{ atMs: number; tookMs: number }> = []
  let unexpected = 0
  let next = 0
  const started = performance.now()
  const until = started + spec.seconds * 1000
  const read = async (due: number) => {
    const path = spec.paths[next++ % spec.paths.length]!
    const sentLateMs = performance.now() - due
    const status = await send(agent, spec, 'GET', path)
    const tookMs = performance.now() - due
    latencies.push(tookMs)
    reads.push({ dueMs: due - started, sentLateMs, tookMs, path })
    if (status !== 200) unexpected++
  }
  const closedLoop = async () => {
    while (performance.now() < until) await read(performance.now())
  }
  const openLoop = async (rate: number) => {
    const sent: Array<Promise<void>> = []
    for (let i = 0; ; i++) {
      const due = started + (i * 1000) / rate
      if (due >= until) break
      const wait = due - performance.now()
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
      sent.push(read(due))
    }
    await Promise.all(sent)
  }
  let writes = 0
  let slowestWriteMs = 0
  const writer = async () => {
    if (spec.writesPerSecond <= 0) return
    const interval = 1000 / spec.writesPerSecond
    while (performance.now() < until) {
      const began = performance.now()
      const status = await send(agent, spec, 'POST', '/api/content', JSON.stringify({ title: `Written under load ${writes}`, status: writes % 2 ? 'published' : 'draft' }))
      const took = performance.now() - began
      slowestWriteMs = Math.max(slowestWriteMs, took)
      writeTimes.push({ atMs: began - started, tookMs: took })
      writes++
      if (status !== 201) unexpected++
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - took)))
    }
  }
  const readers = spec.rate ? [openLoop(spec.rate)] : Array.from({ length: spec.connections }, closedLoop)
  await Promise.all([...readers, writer()])
  agent.destroy()
  loop.disable()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2))
  const ms = (n: number) => Number(n.toFixed(1))
  const startedAtMs = ms(performance.timeOrigin + started)
  const late = reads.map((r) => r.sentLateMs).sort((a, b) => a - b)
  const sentLateP99Ms = ms(Math.max(0, late[Math.floor(0.99 * late.length)] ?? 0))
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
  return { requests: latencies.length, requestsPerSec: Math.round(latencies.length / spec.seconds), p50Ms: at(0.5), p99Ms: at(0.99), unexpected, writes, slowestWriteMs: ms(slowestWriteMs), sentLateP99Ms, loopDelay, sockets, slowest, slowestWrites, startedAtMs, over20msByTenth }
}

if (process.argv[2]) process.stdout.write(`${JSON.stringify(await load(JSON.parse(process.argv[2]) as LoadSpec))}\n`)
