/**
 * Who took the service's core during its pauses (bench:scale with BENCH_SCALE_TRACE): a process
 * of its own on the load generator's core reads, about every ms, the service main thread's
 * /proc schedstat (its CPU time and its wait on the run queue, in ns) and core 0's line of
 * /proc/stat (its steal among them), and every CENSUS_MS the run time of each task that ran
 * lately (every FULL_MS of every task in the guest). attribute() splits a turn of the service's
 * event loop that took longer than its CPU into: waiting to run (another task of the guest ran),
 * steal (the host ran something else) and the rest (the main thread asleep: a syscall, a lock,
 * V8's helpers), and names the tasks that ran meanwhile. Nothing runs in the service.
 */
import { spawn } from 'node:child_process'
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

/** tasks that ran lately are read this often (ms); the main thread and core 0 every ms */
const CENSUS_MS = 10
/** every task in the guest is read this often (ms), which also finds new tasks and decides which ran lately */
const FULL_MS = 500
/** a task that ran this long (ns) between two full readings is read every CENSUS_MS until the next */
const LATELY_NS = 1e6
/** /proc/stat counts in clock ticks of 10 ms (USER_HZ 100) */
const TICK_MS = 10
/** tasks named for a pause */
const NAMED = 5

/** Core 0's times from /proc/stat (ms): user, nice, system, idle, iowait, irq, softirq, steal. */
type CoreTimes = [number, number, number, number, number, number, number, number]

export interface PauseSamples {
  /** every ms or so: when (ms since the epoch), the main thread's run time and run-queue wait (ns), core 0's times */
  ticks: Array<[number, number, number, ...CoreTimes]>
  /** each task read, by thread id: a name (the service's threads and PostgreSQL's processes say so) and the cores it may run on */
  tasks: Record<string, { name: string; cores: string }>
  /** each task's run time so far (ns) when read, by thread id */
  readings: Array<{ atMs: number; ran: Record<string, number> }>
  /** the sampler's own CPU time (ms) from its first sample to its last: what it took from the load generator's core */
  cpuMs: number
}

export interface Pause {
  /** the turn as the service saw it: when it began (ms since the epoch), its wall time, its process's CPU time */
  atMs: number
  ms: number
  cpuMs: number
  /** what it answered, by method and path */
  answered?: Record<string, number>
}

export interface PauseAttribution extends Pause {
  /** the samples around the turn: from the last before it began to the first after it ended */
  spanMs: number
  /**
   * over that span: the main thread on a core, waiting on the run queue (the kernel adds a wait
   * when it ends, so one begun before the span counts whole), core 0 stolen by the host, and the
   * rest (asleep, 0 when the waits make up more than the span)
   */
  ranMs: number
  waitedMs: number
  stealMs: number
  asleepMs: number
  /** core 0 over the span (ms, in steps of 10): user (nice included), system, irq and softirq, idle (iowait included) */
  core0: { user: number; system: number; irq: number; idle: number }
  /** the tasks other than the main thread that may run on core 0 and ran most meanwhile (on either core), each over the span of its own readings (ms) */
  others: Array<{ name: string; cores: string; ms: number; spanMs: number }>
}

/** this file, as a path (import.meta.url: the tests' bundles keep the source's) */
const SELF = fileURLToPath(import.meta.url)
/** whether a task whose Cpus_allowed_list is `cores` may run on core 0 */
const mayUseCore0 = (cores: string) => /(^|,)0(\D|$)/.test(cores)
const now = () => performance.timeOrigin + performance.now()
const round = (n: number) => Number(n.toFixed(1))

/** The last reading at or before `from` and the first at or after `to`, of those `has` accepts. */
function bracket<T extends { atMs: number }>(list: T[], from: number, to: number, has: (item: T) => boolean = () => true): [T, T] | null {
  let before: T | undefined
  let after: T | undefined
  for (const item of list) {
    if (!has(item)) continue
    if (item.atMs <= from) before = item
    if (item.atMs >= to) {
      after = item
      break
    }
  }
  return before && after ? [before, after] : null
}

/** Splits each pause's span as PauseAttribution says; a pause the samples do not cover on both sides is left out. */
export function attribute(samples: PauseSamples, pauses: Pause[], mainTid: string): PauseAttribution[] {
  const ticks = samples.ticks.map((tick) => ({ atMs: tick[0], tick }))
  const attributed: PauseAttribution[] = []
  for (const pause of pauses) {
    const around = bracket(ticks, pause.atMs, pause.atMs + pause.ms)
    if (!around) continue
    const [a, b] = [around[0].tick, around[1].tick]
    const spanMs = b[0] - a[0]
    const d = (i: number) => b[i]! - a[i]!
    const [ranMs, waitedMs] = [d(1) / 1e6, d(2) / 1e6]
    const stealMs = d(10)
    const others: PauseAttribution['others'] = []
    for (const [tid, task] of Object.entries(samples.tasks)) {
      // (A task kept off core 0, the load generator's and the sampler's, took nothing from it.)
      if (tid === mainTid || !mayUseCore0(task.cores)) continue
      const read = bracket(samples.readings, pause.atMs, pause.atMs + pause.ms, (reading) => tid in reading.ran)
      if (!read) continue
      const ms = (read[1].ran[tid]! - read[0].ran[tid]!) / 1e6
      if (ms > 0) others.push({ ...task, ms: round(ms), spanMs: round(read[1].atMs - read[0].atMs) })
    }
    attributed.push({
      ...pause,
      spanMs: round(spanMs),
      ranMs: round(ranMs),
      waitedMs: round(waitedMs),
      stealMs,
      asleepMs: round(Math.max(0, spanMs - ranMs - waitedMs - stealMs)),
      core0: { user: d(3) + d(4), system: d(5), irq: d(8) + d(9), idle: d(6) + d(7) },
      others: others.sort((x, y) => y.ms - x.ms).slice(0, NAMED)
    })
  }
  return attributed
}

/** Starts the sampler on `core` for the service `pid`; the function it answers stops it and answers its samples. */
export async function samplePauses(pid: number, core: string): Promise<() => Promise<PauseSamples>> {
  const child = spawn('taskset', ['-c', core, process.execPath, '--import', 'tsx', SELF, String(pid)], { stdio: ['pipe', 'pipe', 'pipe'] })
  let out = ''
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  // Its first full reading done, it says so ("ready"): the part is timed only from then.
  const ready = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()).includes('\n') && resolve()))
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the pause sampler exited with ${code}: ${errors.slice(-500)}`))))
  })
  await Promise.race([ready, exited])
  return async () => {
    child.stdin.end()
    await exited
    return JSON.parse(out.slice(out.indexOf('\n') + 1)) as PauseSamples
  }
}

/** The sampler's process: samples `pid` until its stdin ends, then prints the samples as JSON. */
function sampler(pid: string): void {
  const buffer = Buffer.alloc(4096)
  // Files stay open and are read again from offset 0: /proc makes them anew, one syscall a read.
  const read = (fd: number) => buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0))
  const mainFd = openSync(`/proc/${pid}/task/${pid}/schedstat`, 'r')
  const statFd = openSync('/proc/stat', 'r')
  const samples: PauseSamples = { ticks: [], tasks: {}, readings: [], cpuMs: 0 }
  const open = new Map<string, number>()
  let lately = new Set<string>()
  let lastFull: Record<string, number> = {}

  const name = (owner: string, tid: string) => {
    const text = (file: string) => readFileSync(`/proc/${owner}/task/${tid}/${file}`, 'latin1')
    const comm = text('comm').trim()
    if (owner === pid) return `service ${tid === pid ? 'main' : comm}`
    // PostgreSQL's processes are all "postgres": their title (argv) says which one.
    if (comm === 'postgres' && owner === tid) return text('cmdline').replaceAll('\0', ' ').trim().slice(0, 60)
    return owner === tid ? `${comm} ${owner}` : `${comm} ${owner}/${tid}`
  }
  const readTask = (tid: string, fd: number): number | null => {
    try {
      return Number(read(fd).split(' ')[0])
    } catch {
      closeSync(fd)
      open.delete(tid)
      return null
    }
  }
  const full = () => {
    for (const owner of readdirSync('/proc')) {
      if (!/^\d+$/.test(owner)) continue
      try {
        for (const tid of readdirSync(`/proc/${owner}/task`)) {
          if (open.has(tid)) continue
          const fd = openSync(`/proc/${owner}/task/${tid}/schedstat`, 'r')
          open.set(tid, fd)
          const cores = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${owner}/task/${tid}/status`, 'latin1'))?.[1] ?? '?'
          samples.tasks[tid] = { name: name(owner, tid), cores }
        }
      } catch {
        // the process or thread ended between the listing and the read
      }
    }
    const ran: Record<string, number> = {}
    for (const [tid, fd] of open) {
      const ns = readTask(tid, fd)
      if (ns !== null) ran[tid] = ns
    }
    // Read between full readings: the service's and PostgreSQL's tasks, and the others that may run
    // on core 0 and ran over LATELY_NS since the last (one that bursts later shows at the next).
    const ranLately = (tid: string) => ran[tid]! - (lastFull[tid] ?? 0) > LATELY_NS && mayUseCore0(samples.tasks[tid]!.cores)
    lately = new Set(Object.keys(ran).filter((tid) => /^(service |postgres)/.test(samples.tasks[tid]!.name) || ranLately(tid)))
    lastFull = ran
    samples.readings.push({ atMs: now(), ran })
  }
  const census = () => {
    const ran: Record<string, number> = {}
    for (const tid of lately) {
      const fd = open.get(tid)
      const ns = fd === undefined ? null : readTask(tid, fd)
      if (ns !== null) ran[tid] = ns
    }
    samples.readings.push({ atMs: now(), ran })
  }
  const tick = () => {
    const [ran, waited] = read(mainFd).split(' ').map(Number)
    const core0 = /^cpu0 (.*)$/m.exec(read(statFd))![1]!.split(' ').slice(0, 8).map((n) => Number(n) * TICK_MS)
    samples.ticks.push([now(), ran!, waited!, ...(core0 as CoreTimes)])
  }

  // Two full readings before the part: the second knows which tasks ran lately.
  full()
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
  full()
  const cpuBefore = process.cpuUsage()
  process.stdout.write('ready\n')
  let lastCensus = now()
  let lastFullAt = lastCensus
  const timer = setInterval(() => {
    tick()
    const at = now()
    if (at - lastFullAt >= FULL_MS) {
      full()
      lastFullAt = lastCensus = at
    } else if (at - lastCensus >= CENSUS_MS) {
      census()
      lastCensus = at
    }
  }, 1)
  process.stdin.resume()
  process.stdin.once('end', () => {
    clearInterval(timer)
    tick()
    full()
    const { user, system } = process.cpuUsage(cpuBefore)
    samples.cpuMs = round((user + system) / 1000)
    process.stdout.write(JSON.stringify(samples), () => process.exit(0))
  })
}

if (process.argv[1] === SELF) sampler(process.argv[2]!)
