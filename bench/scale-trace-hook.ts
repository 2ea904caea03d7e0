/**
 * bench:scale's service-side trace, loaded into the service's process only when the bench is
 * run with BENCH_SCALE_TRACE set: scale.ts bundles this file and starts `dist/server.js` with
 * `--import` of the bundle and BENCH_SCALE_TRACE naming a file. Each SIGWINCH starts a trace
 * (scale-trace.ts) or stops it and appends what it saw to that file as a line of JSON.
 */
import { appendFileSync } from 'node:fs'
import { traceService, type ServiceTrace } from './scale-trace.js'

const file = process.env.BENCH_SCALE_TRACE
if (file) {
  let stop: (() => ServiceTrace) | undefined
  // Not SIGUSR2: close-with-grace (server.ts) shuts the service down on it. SIGWINCH is ignored by default.
  process.on('SIGWINCH', () => {
    if (!stop) {
      stop = traceService()
      return
    }
    appendFileSync(file, `${JSON.stringify(stop())}\n`)
    stop = undefined
  })
}
