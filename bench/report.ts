/**
 * What a bench run says, in one shape: a Markdown table printed to stdout and written to
 * bench/results/<date>-<database>.md (the README quotes the latest), and the same facts in full
 * (every run of every case, the machine, the settings) as JSON beside it, for comparisons.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { WrkResult } from './wrk.js'

/** One measured run: wrk's numbers and the server's CPU time per request over it. */
export type MeasuredRun = WrkResult & { cpuUsPerRequest: number }

export interface CaseResult {
  key: string
  name: string
  /** ceiling and anchors are the yardsticks; service rows are the cases of bench/cases.ts */
  role: 'ceiling' | 'anchor' | 'service'
  connections: number
  /** the measured runs (warm-up excluded) */
  runs: MeasuredRun[]
  /** the run with the median req/s: its p50 and p99 are reported */
  median: MeasuredRun
  /** answers that were not 2xx (or 3xx), and requests without an answer, warm-up included */
  unexpected: number
  vsCeiling?: number
  /** the ceiling's CPU time per request over this case's (medians of the runs): 1 costs what Fastify alone does */
  cpuVsCeiling?: number
  /** the list of 20 against the anchor on the same database */
  vsAnchor?: number
  /** service cases: the process's peak RSS during this case alone */
  peakRssMiB?: number
}

export interface Report {
  /** ISO time the run started */
  date: string
  database: 'sqlite' | 'postgres'
  /** whether the service used Redis (rate limits, sign-in throttle, invalidations) */
  redis?: boolean
  quick: boolean
  machine: {
    cpu: string
    /** the clock /proc/cpuinfo gives the first core, if it gives one */
    mhz: number | null
    cores: number
    node: string
    database: string
    /** the share of the machine's CPU time its host took for others during the run (steal), in % */
    stealPercent: number
    /** the machine's 1-minute load average when the run started and when it ended (other work on a shared machine shows here) */
    loadAverage?: { atStart: number; atEnd: number }
  }
  /** what was measured: the commit, and whether src/ had changes not committed yet */
  git: { commit: string; srcChanged: boolean }
  settings: { connections: number; warmupSeconds: number; seconds: number; runs: number; uploadSeconds: number }
  seed: { users: number; items: number; orders: number; seconds: number }
  /** how the service was started: npm start's command */
  command: string
  /** spawn to the first 200 from /api/health, on the freshly seeded data */
  firstStartMs: number
  /** the same after the load, a SIGTERM and a clean exit: "a restart to healthy" */
  restartMs: number
  /** SIGTERM to exit after the load */
  stopMs: number
  /** VmHWM of the service's process at the end of the load */
  peakRssMiB: number
  /** the service's RSS once it has stood idle `seconds` after the load, and at `steps` before that */
  idle?: { seconds: number; rssMiB: number; anon?: number; file?: number; steps?: Array<{ seconds: number; rssMiB: number }> }
  cases: CaseResult[]
  /** false when a case had unexpected answers */
  ok: boolean
}

/** The run whose req/s is the median (the lower middle one for an even count). */
export function medianRun<T extends WrkResult>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

/** The median of the runs' CPU time per request (the lower middle one for an even count). */
export function medianCpu(runs: MeasuredRun[]): number {
  const sorted = runs.map((run) => run.cpuUsPerRequest).sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

export const number = (n: number) => Math.round(n).toLocaleString('en-US')
export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2))
const mb = (mib: number) => `${mib.toFixed(0)} MiB (${((mib * 1024 * 1024) / 1e6).toFixed(0)} MB)`
const ratio = (n: number | undefined) => (n === undefined ? '' : n >= 0.1 ? n.toFixed(2) : n.toFixed(3))

/** The table and the facts under it, in Markdown. */
export function markdown(report: Report): string {
  const { machine, settings, seed } = report
  const rows = report.cases.map((c) => {
    const name = c.role === 'service' ? c.name : `*${c.name}*`
    const unexpected = c.unexpected > 0 ? `**${number(c.unexpected)} ✗**` : '0'
    return `| ${name} | ${c.connections} | ${number(c.median.requestsPerSec)} | ${ms(c.median.p50Ms)} | ${ms(c.median.p99Ms)} | ${ratio(c.vsCeiling)} | ${ratio(c.vsAnchor)} | ${medianCpu(c.runs).toFixed(0)} | ${ratio(c.cpuVsCeiling)} | ${c.peakRssMiB === undefined ? '' : c.peakRssMiB.toFixed(0)} | ${unexpected} |`
  })
  const runs = settings.runs === 1 ? `one ${settings.seconds} s run` : `median of ${settings.runs} × ${settings.seconds} s runs (by req/s; that run's p50 and p99)`
  return [
    `| case | connections | req/s | p50 ms | p99 ms | vs ceiling | vs anchor | CPU µs/req | CPU vs ceiling | peak RSS MiB | not 2xx |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
    ...rows,
    ``,
    `- ${report.date.slice(0, 10)}, ${report.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${machine.database}${report.redis ? ' and Redis' : ''}${report.quick ? ', `--quick`' : ''}; ${machine.cpu}${machine.mhz ? ` at ${machine.mhz} MHz` : ''}, ${machine.cores} cores, Node ${machine.node}; the host took ${machine.stealPercent.toFixed(1)}% of the CPU time (steal)${machine.loadAverage ? `; load average ${machine.loadAverage.atStart.toFixed(2)} at the start, ${machine.loadAverage.atEnd.toFixed(2)} at the end` : ''}. Servers on core 0, wrk (1 thread) on core 1, one server at a time${report.database === 'postgres' ? " (PostgreSQL's own processes are not pinned)" : ''}.`,
    `- Built from commit ${report.git.commit.slice(0, 10)}${report.git.srcChanged ? ' with changes to src/ not yet committed' : ''}.`,
    `- Each case: ${settings.warmupSeconds} s warm-up, then ${runs}. Uploads run ${settings.uploadSeconds} s a run.`,
    `- Seeded ${number(seed.users)} users, ${number(seed.items)} content items, ${number(seed.orders)} orders in ${seed.seconds.toFixed(1)} s.`,
    `- Service: \`${report.command}\` (npm start's command), first start ${number(report.firstStartMs)} ms, restart to healthy ${number(report.restartMs)} ms (spawn to the first 200 from /api/health), stop ${number(report.stopMs)} ms.`,
    `- Memory: peak RSS ${mb(report.peakRssMiB)} over the whole load (VmHWM; each case's own in the table, MiB)${report.idle ? `; RSS ${mb(report.idle.rssMiB)} once idle ${report.idle.seconds} s after the load${report.idle.anon === undefined ? '' : ` (${report.idle.anon.toFixed(0)} MiB anonymous, ${report.idle.file?.toFixed(0)} MiB pages of mapped files such as the node binary)`}${report.idle.steps?.length ? `; on the way ${report.idle.steps.map((step) => `${step.rssMiB.toFixed(0)} MiB at ${step.seconds} s`).join(', ')}` : ''}` : ''}.`,
    report.ok
      ? `- Every answer was 2xx ("not 2xx" counts answers that were not, and requests left without one, warm-up included).`
      : `- **Some cases had answers that were not 2xx, or requests left without one (marked ✗ above): the run exited 1.**`
  ].join('\n')
}

/** Writes bench/results/<date>-<database>[-quick].md and .json; answers the Markdown file's path. */
export async function save(report: Report, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  const minute = report.date.slice(0, 16).replace('T', '-').replace(':', '')
  const named = (stamp: string) => join(dir, `${stamp}-${report.database}${report.redis ? '-redis' : ''}${report.quick ? '-quick' : ''}`)
  // Short runs may start within one minute: a later one adds its seconds rather than overwrite.
  let base = named(minute)
  if (existsSync(`${base}.md`)) base = named(minute + report.date.slice(17, 19))
  await writeFile(`${base}.md`, `# npm run bench, ${report.date}\n\n${markdown(report)}\n`)
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`)
  return `${base}.md`
}
