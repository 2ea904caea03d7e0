/**
 * What every bench that loads the service as operators run it shares: the service as a child
 * process pinned to a core with `npm start`'s command, its memory and CPU time read from /proc,
 * the machine's state, and the cleanup that runs however a bench ends (Ctrl-C included).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { EnvSchema } from '../src/core/config/config.schema.js'
import { connectDatabase } from '../src/core/db/database.js'
import type { Report } from './report.js'

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

export const cleanup = new Cleanup()

/** Set by Ctrl-C (or SIGTERM): the run stops at the next step, and starts nothing more. */
let interrupted = false

export function checkpoint(): void {
  if (interrupted) throw new Error('interrupted')
}

/**
 * Runs a bench's `main` with the cleanup after it, whatever happens; `main` answers whether every
 * answer was as expected (the exit code is 1 when not, or when it throws).
 */
export function runBench(main: () => Promise<boolean>, failure: string): void {
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
        console.error(failure)
        process.exitCode = 1
      }
    })
    .catch(async (error: unknown) => {
      if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      await cleanup.run()
      process.exitCode = 1
    })
}

/**
 * The command line's `--name=value` flags (`--name` alone is "true"), refused when not `known`;
 * and a reader of integer options from them or, when a flag is absent, from its variable.
 */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv, known: string[]) {
  const flags = new Map<string, string>()
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!match) throw new Error(`unknown argument ${arg}`)
    flags.set(match[1]!, match[2] ?? 'true')
  }
  for (const name of flags.keys()) if (!known.includes(name)) throw new Error(`unknown option --${name} (known: ${known.map((k) => `--${k}`).join(' ')})`)
  const integer = (flag: string, variable: string, fallback: number, min: number): number => {
    const text = flags.get(flag) ?? env[variable]
    if (text === undefined || text === '') return fallback
    const value = Number(text)
    if (!Number.isInteger(value) || value < min) throw new Error(`--${flag} / ${variable}: expected an integer of at least ${min}, got ${text}`)
    return value
  }
  return { flags, integer }
}

/** `task(i)` for i in [0, count), `parallel` at a time. */
export async function inTurns(count: number, parallel: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++)
    })
  )
}

/** Writes bench/results/<minute>-<name>.md (a title, then `text`) and .json; answers the Markdown file's path. */
export async function saveResult(name: string, startedAt: string, title: string, text: string, facts: unknown): Promise<string> {
  const dir = join(import.meta.dirname, 'results')
  await mkdir(dir, { recursive: true })
  const stem = join(dir, `${startedAt.slice(0, 16).replace('T', '-').replace(':', '')}-${name}`)
  await writeFile(`${stem}.md`, `# ${title}, ${startedAt}\n\n${text}\n`)
  await writeFile(`${stem}.json`, `${JSON.stringify(facts, null, 2)}\n`)
  return `${stem}.md`
}

export const mib = (n: number) => `${n.toFixed(1)} MiB (${((n * 1024 * 1024) / 1e6).toFixed(1)} MB)`

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/**
 * What a bench notes as it starts: when, the commit dist/ was just built from (src/ may change
 * while the load runs), and the machine's CPU time and load so far, for `machine` at the end.
 */
export function benchStarted() {
  return { startedAt: new Date().toISOString(), git: gitState(), cpuTimes: cpuTimes(), loadAverage: loadavg()[0]! }
}

export type BenchStart = ReturnType<typeof benchStarted>

export function machine(databaseVersion: string, start: BenchStart): Report['machine'] {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8')
  const cpu = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown CPU'
  const mhz = /^cpu MHz\s*:\s*([\d.]+)$/m.exec(cpuinfo)?.[1]
  const spent = cpuTimes().map((ticks, i) => ticks - start.cpuTimes[i]!)
  const total = spent.reduce((sum, ticks) => sum + ticks, 0)
  return {
    cpu: cpu.trim(),
    mhz: mhz ? Math.round(Number(mhz)) : null,
    cores: cpus().length,
    node: process.versions.node,
    database: databaseVersion,
    stealPercent: total ? (100 * (spent[7] ?? 0)) / total : 0,
    loadAverage: { atStart: start.loadAverage, atEnd: loadavg()[0]! }
  }
}

/** The machine's CPU time so far, by kind (user, nice, system, idle, iowait, irq, softirq, steal), in ticks. */
export function cpuTimes(): number[] {
  const line = /^cpu\s+(.+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? ''
  return line.split(/\s+/).slice(0, 8).map(Number)
}

export function gitState(): Report['git'] {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  return { commit: git('rev-parse', 'HEAD') || 'unknown', srcChanged: git('status', '--porcelain', '--', 'src').length > 0 }
}

export async function databaseVersion(databaseUrl: string): Promise<string> {
  const database = await connectDatabase(databaseUrl)
  try {
    const query = database.dialect === 'sqlite' ? sql<{ v: string }>`select sqlite_version() as v` : sql<{ v: string }>`show server_version`
    const row = (await query.execute(database.db)).rows[0] as Record<string, string> | undefined
    return Object.values(row ?? {})[0] ?? ''
  } finally {
    await database.close()
  }
}

/**
 * The service's environment: every setting it reads is given (empty: its default), so that
 * neither the caller's environment nor a .env file changes what is measured; then `settings`.
 */
export function serviceEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const defaults: Record<string, string> = Object.fromEntries(Object.keys(EnvSchema.properties).map((key) => [key, '']))
  return { ...process.env, ...defaults, ...settings }
}

// ---------------------------------------------------------------------------------------------
// The service as a child process: `taskset -c <cores> node <npm start's flags> dist/server.js`, with npm start's
// variables (taskset execs, so the child's pid is node's, whose /proc status gives the peak RSS).

/** Characters a POSIX shell passes on as written: nothing to unquote, expand or unescape. */
const AS_WRITTEN = '[\\w@%+=:,./-]'
const ASSIGNMENT = new RegExp(`^[A-Za-z_]\\w*=${AS_WRITTEN}*$`)
const FLAG = new RegExp(`^--${AS_WRITTEN}+$`)

/** How `npm start` runs the service, so that the bench runs it as operators do: its environment variables and Node.js flags. */
export function startCommand(): { variables: Record<string, string>; flags: string[]; text: string } {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
  const text = scripts.start ?? ''
  const words = text.split(/\s+/)
  const assignments = words.slice(0, words.indexOf('node'))
  const flags = words.slice(assignments.length + 1, -1)
  if (!words.includes('node') || words.at(-1) !== 'dist/server.js' || !assignments.every((word) => ASSIGNMENT.test(word)) || !flags.every((word) => FLAG.test(word))) {
    throw new Error(`npm start is not "[VARIABLE=value …] node [--flags] dist/server.js" with values and flags the shell passes on as written (letters, digits and @%+=:,./- only; it is "${text}"): the bench cannot start the service the same way`)
  }
  const variables = Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]))
  return { variables, flags, text }
}

/** A run's own data directory (SQLite file, uploads, the service's log), removed by the cleanup. */
export async function benchData(name: string): Promise<BenchData> {
  const dataDir = await mkdtemp(join(tmpdir(), `admin-bench-${name}-`))
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }))
  return { dataDir, databaseUrl: `sqlite:${join(dataDir, 'app.db')}`, logFile: join(dataDir, 'service.log') }
}

export interface BenchData {
  dataDir: string
  /** SQLite in `dataDir` unless the bench names another database */
  databaseUrl: string
  logFile: string
}

/**
 * Starts the service as `npm start` does (its variables and flags) on `data`, with a fresh
 * secret, warnings only and rate limits out of reach (a bench is one client sending as fast as
 * it can: they would answer 429), then `settings`, over every default, on 127.0.0.1:`port`;
 * `moreFlags` after npm start's (a count of a flag one would add); answers it with what a restart needs.
 */
export async function launchService(data: BenchData, settings: Record<string, string>, port: number, cores = '0', moreFlags: string[] = []) {
  const env = serviceEnv({
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANON_PER_MIN: '1000000000',
    RATE_LIMIT_USER_PER_MIN: '1000000000',
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1'
  })
  const start = startCommand()
  Object.assign(env, start.variables)
  console.log(`service: ${start.text}${cores === '0' ? '' : ` on cores ${cores}`}`)
  const service = await startService(env, `http://127.0.0.1:${port}`, data.logFile, [...start.flags, ...moreFlags], cores)
  return { service, env, flags: start.flags, command: start.text }
}

export interface Service {
  child: ChildProcess
  /** spawn to the first 200 from /api/health */
  startMs: number
  /** set by the first stopService: a second SIGTERM would kill it before it has closed */
  stopping?: Promise<number>
}

/**
 * Starts `dist/server.js` with npm start's flags on `cores` (taskset's list, "0" unless given)
 * and waits for its first 200 from /api/health; the cleanup stops it.
 */
export async function startService(env: NodeJS.ProcessEnv, base: string, logFile: string, flags: string[], cores = '0'): Promise<Service> {
  checkpoint()
  const log = openSync(logFile, 'a')
  const began = performance.now()
  const child = spawn('taskset', ['-c', cores, process.execPath, ...flags, 'dist/server.js'], { env, stdio: ['ignore', log, log] })
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
export function stopService(service: Service): Promise<number> {
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

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb ? Number(kb) : NaN
}

export function rssMiB(pid: number): number {
  return statusKb(pid, 'VmRSS') / 1024
}

/**
 * Resident memory by kind: `anon` is the process's own (heap, malloc's arenas, buffers), `file`
 * pages of mapped files (the node binary, shared libraries), which other processes may share.
 */
export function rssPartsMiB(pid: number): { anon: number; file: number } {
  return { anon: statusKb(pid, 'RssAnon') / 1024, file: statusKb(pid, 'RssFile') / 1024 }
}

export function peakRssMiB(pid: number): number {
  return statusKb(pid, 'VmHWM') / 1024
}

/** Starts a new peak: Linux resets VmHWM to the current RSS when "5" is written to clear_refs. */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

/**
 * The CPU time the server's process has used so far (user and system, all its threads), from
 * /proc/<pid>/stat in clock ticks (100 a second). Per request it is what a change costs, and it
 * moves far less than req/s when other work shares the machine.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.split('\n').slice(-30).join('\n')
}

/** The value at percentile `p` (0-100) of ascending `sorted`. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
