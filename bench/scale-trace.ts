/**
 * What the service did while bench:scale timed a case: its event loop's delay, its garbage
 * collections, its slowest requests and its longest stalls, each with its time since the epoch
 * so that it lines up with the load generator's slowest reads.
 */
import { channel } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks'
import { GCProfiler } from 'node:v8'
import { tally, type GcStatistics } from './gc-tally.js'

export interface ServiceTrace {
  loopDelay: { p50Ms: number; p99Ms: number; maxMs: number }
  /** `majors`: mark-compacts, whose marking V8's helper threads do beside the main thread (on its core here) */
  gc: { count: number; majors: number; totalMs: number; maxMs: number; slowest: Array<{ atMs: number; ms: number; kind: number }> }
  /** the slowest requests as the service saw them: from parsed to answered */
  slowest: Array<{ atMs: number; tookMs: number; url: string }>
  /**
   * the gaps between two ticks of a 1 ms timer in which the process used the most CPU time (kept
   * when over BUSY_MS, or the gap over STALL_MS): CPU near the gap, it was busy (the loop, or V8's
   * threads on the same core); near 0, the machine did not run it
   */
  stalls: Array<{ atMs: number; ms: number; cpuMs: number; gcMs: number; answered: Record<string, number> }>
  /** the same gaps with the most wall time beyond their CPU time: pauses, for the load generator's side to attribute (scale-pauses.ts) */
  pauses: Array<{ atMs: number; ms: number; cpuMs: number; gcMs: number; answered: Record<string, number> }>
  /** how many ticks used over 2, 5, 10 and 20 ms of CPU */
  busyTicks: Record<string, number>
  /** CPU time of each of the process's threads meanwhile, by name */
  threadsCpuMs: Record<string, number>
  /** bytes the scavenges moved to the old generation meanwhile, and its size (MiB) after the last GC */
  oldGeneration: { promoted: number; sizeMiB: number }
}

const SLOWEST = 12
const STALL_MS = 15
/** a tick that used more CPU than this is kept too, however long it took */
const BUSY_MS = 5
const PAUSES = 3

const ms = (n: number) => Number(n.toFixed(1))
const epoch = (at: number) => ms(performance.timeOrigin + at)
const top = <T>(list: T[], by: (item: T) => number) => list.sort((a, b) => by(b) - by(a)).slice(0, SLOWEST)

/** Starts tracing; the function it answers stops and answers what was seen. */
export function traceService(): () => ServiceTrace {
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const gcs: Array<{ atMs: number; ms: number; kind: number }> = []
  let gcSinceTick = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcs.push({ atMs: epoch(entry.startTime), ms: entry.duration, kind: (entry as unknown as { detail: { kind: number } }).detail.kind })
      gcSinceTick += entry.duration
    }
  })
  observer.observe({ entryTypes: ['gc'] })

  const started = new WeakMap<IncomingMessage, number>()
  const requests: Array<{ atMs: number; tookMs: number; url: string }> = []
  const onStart = (message: unknown) => started.set((message as { request: IncomingMessage }).request, performance.now())
  const onFinish = (message: unknown) => {
    const { request } = message as { request: IncomingMessage; response: ServerResponse }
    const at = started.get(request)
    if (at === undefined) return
    const tookMs = performance.now() - at
    const what = `${request.method} ${request.url}`.slice(0, 30)
    answered[what] = (answered[what] ?? 0) + 1
    // Only the slowest are kept: a record of every read would be old-generation garbage of this
    // heap's own (some 180 bytes a read), as much as the service's reads promote.
    if (requests.length === SLOWEST && tookMs <= requests[SLOWEST - 1]!.tookMs) return
    requests.push({ atMs: epoch(at), tookMs, url: `${request.method} ${request.url}` })
    requests.sort((a, b) => b.tookMs - a.tookMs)
    if (requests.length > SLOWEST) requests.pop()
  }
  let answered: Record<string, number> = {}
  channel('http.server.request.start').subscribe(onStart)
  channel('http.server.response.finish').subscribe(onFinish)

  const stalls: ServiceTrace['stalls'] = []
  const busyTicks: Record<string, number> = { 2: 0, 5: 0, 10: 0, 20: 0 }
  let last = performance.now()
  let lastCpu = cpuMs()
  const ticker = setInterval(() => {
    const now = performance.now()
    const cpu = cpuMs()
    for (const over of Object.keys(busyTicks)) if (cpu - lastCpu > Number(over)) busyTicks[over]!++
    if (now - last > STALL_MS || cpu - lastCpu > BUSY_MS) stalls.push({ atMs: epoch(last), ms: now - last, cpuMs: cpu - lastCpu, gcMs: gcSinceTick, answered })
    answered = {}
    gcSinceTick = 0
    last = now
    lastCpu = cpu
  }, 1)
  const threadsBefore = threadsCpu()
  const profiler = new GCProfiler()
  profiler.start()

  return () => {
    clearInterval(ticker)
    const heap = tally((profiler.stop() as unknown as { statistics: GcStatistics[] }).statistics)
    const threadsAfter = threadsCpu()
    const threadsCpuMs: Record<string, number> = {}
    for (const [id, { name, ms: used }] of threadsAfter) threadsCpuMs[name] = ms((threadsCpuMs[name] ?? 0) + used - (threadsBefore.get(id)?.ms ?? 0))
    channel('http.server.request.start').unsubscribe(onStart)
    channel('http.server.response.finish').unsubscribe(onFinish)
    observer.disconnect()
    loop.disable()
    return {
      loopDelay: { p50Ms: ms(loop.percentile(50) / 1e6), p99Ms: ms(loop.percentile(99) / 1e6), maxMs: ms(loop.max / 1e6) },
      gc: {
        count: gcs.length,
        majors: gcs.filter((gc) => gc.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length,
        totalMs: ms(gcs.reduce((sum, gc) => sum + gc.ms, 0)),
        maxMs: ms(Math.max(0, ...gcs.map((gc) => gc.ms))),
        slowest: top(gcs, (gc) => gc.ms).map((gc) => ({ ...gc, ms: ms(gc.ms) }))
      },
      slowest: top(requests, (r) => r.tookMs).map((r) => ({ ...r, tookMs: ms(r.tookMs) })),
      pauses: top([...stalls], (s) => s.ms - s.cpuMs)
        .slice(0, PAUSES)
        .map((s) => ({ ...s, ms: ms(s.ms), cpuMs: ms(s.cpuMs), gcMs: ms(s.gcMs) })),
      stalls: top(stalls, (s) => s.cpuMs).map((s) => ({ ...s, ms: ms(s.ms), cpuMs: ms(s.cpuMs), gcMs: ms(s.gcMs) })),
      busyTicks,
      threadsCpuMs,
      oldGeneration: { promoted: heap.promoted, sizeMiB: ms(heap.oldAfter / 2 ** 20) }
    }
  }
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Each thread's CPU time so far (ms) by thread id, with its name. */
function threadsCpu(): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>()
  for (const id of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8')
      const name = id === String(process.pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      threads.set(id, { name, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 })
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads
}
