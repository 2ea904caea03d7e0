/**
 * One case against one server: its request sent once (a clear message when it is refused), a
 * warm-up, then the runs with wrk, each with the server's CPU time per request.
 */
import { send, type RequestSpec } from './cases.js'
import { medianRun, type MeasuredRun } from './report.js'
import { checkpoint, cpuMs } from './service.js'
import { runWrk, writeScript } from './wrk.js'

export interface Measured {
  runs: MeasuredRun[]
  unexpected: number
}

export async function measure(
  label: string,
  server: { base: string; pid: number },
  spec: RequestSpec,
  scripts: string,
  connections: number,
  timing: { warmup: number; seconds: number; runs: number },
  betweenRuns?: () => Promise<void>
): Promise<Measured> {
  const { base, pid } = server
  let unexpected = 0
  const probe = await send(base, spec)
  if (probe.status < 200 || probe.status >= 300) {
    unexpected++
    console.error(`  ${label}: answered ${probe.status}: ${probe.text.slice(0, 300)}`)
  }
  const script = await writeScript(scripts, label.replace(/[^a-z0-9-]/gi, '_'), spec)
  const run = async (duration: number): Promise<MeasuredRun> => {
    checkpoint()
    const cpuBefore = cpuMs(pid)
    const result = await runWrk({ url: base, script, connections, seconds: duration })
    const cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests)
    unexpected += result.non2xx + result.socketErrors
    checkpoint()
    await betweenRuns?.()
    return { ...result, cpuUsPerRequest }
  }
  if (timing.warmup > 0) await run(timing.warmup)
  const runs: MeasuredRun[] = []
  for (let i = 0; i < timing.runs; i++) runs.push(await run(timing.seconds))
  const median = medianRun(runs)
  const all = runs.map((r) => Math.round(r.requestsPerSec)).join(', ')
  console.log(
    `  ${label}: ${Math.round(median.requestsPerSec)} req/s, p50 ${median.p50Ms} ms, p99 ${median.p99Ms} ms${runs.length > 1 ? ` (runs: ${all})` : ''}${unexpected ? `, ${unexpected} UNEXPECTED ANSWERS` : ''}`
  )
  return { runs, unexpected }
}
