/**
 * `npm run bench:thumbs`: thumbnails (`GET /files/{id}/{name}?thumb=thumb`) of photo-sized JPEGs,
 * with the service run as `npm start` runs it, pinned to core 0 (or `--cores`), and the load from
 * core 1. It reports:
 *
 * - thumbnails made a second: each request names a file never thumbnailed before, so each one is
 *   decoded, resized, encoded and stored (several in flight, made in turns as the service allows);
 * - thumbnails served from storage a second: wrk over the same thumbnails once made, beside a bare
 *   Fastify route measured the same way in the same run (the ratio);
 * - the peak RSS while 50 thumbnails of fresh images are asked for at once.
 *
 * Every uploaded file holds the same image: the service makes a thumbnail per file, whatever its
 * bytes. The files are removed with the data directory at the end.
 *
 * Options (flag, or environment variable):
 *   --images=N      BENCH_IMAGES: fresh images thumbnailed for the rate, then served (default 100)
 *   --at-once=N     BENCH_AT_ONCE: fresh images asked for at once for the peak (default 50)
 *   --parallel=N    BENCH_PARALLEL: requests in flight while measuring the rate (default 8)
 *   --seconds=N     BENCH_SECONDS: each wrk run over the stored thumbnails (default 10)
 *   --warmup=N      BENCH_WARMUP: wrk's warm-up (default 5)
 *   --runs=N        BENCH_RUNS: wrk runs, the median kept (default 3)
 *   --cores=LIST    the service's cores, as taskset takes them (default 0; 0,1 gives it both)
 * Results: bench/results/<date>-thumbs-sqlite.md and .json.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import { CEILING_SPEC, signIn } from './cases.js'
import { startReference } from './ceiling.js'
import { measure, type Measured } from './measure.js'
import { medianCpu, medianRun, ms, number, type Report } from './report.js'
import { ACCOUNTS, seed } from './seed.js'
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
  startService,
  stopService
} from './service.js'
import { wrkAvailable } from './wrk.js'

/** A phone camera's photo: 12 megapixels. */
const WIDTH = 4032
const HEIGHT = 3024
const SETTLE_MS = 5000
const CONNECTIONS = 50

interface Options {
  images: number
  atOnce: number
  parallel: number
  seconds: number
  warmup: number
  runs: number
  cores: string
}

function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { flags, integer } = readOptions(argv, env, ['images', 'at-once', 'parallel', 'seconds', 'warmup', 'runs', 'cores'])
  const cores = flags.get('cores') ?? '0'
  if (!/^\d+(,\d+)*$/.test(cores)) throw new Error(`--cores: expected core numbers separated by commas, got ${cores}`)
  return {
    images: integer('images', 'BENCH_IMAGES', 100, 1),
    atOnce: integer('at-once', 'BENCH_AT_ONCE', 50, 1),
    parallel: integer('parallel', 'BENCH_PARALLEL', 8, 1),
    seconds: integer('seconds', 'BENCH_SECONDS', 10, 1),
    warmup: integer('warmup', 'BENCH_WARMUP', 5, 0),
    runs: integer('runs', 'BENCH_RUNS', 3, 1),
    cores
  }
}

/** A photo-like JPEG: a smooth gradient with grain, so that it compresses as a photo does. */
async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  let x = 0x2545f491
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let column = 0; column < WIDTH; column++, i += 3) {
      // xorshift32: deterministic grain
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      const grain = (x & 31) - 16
      pixels[i] = Math.max(0, Math.min(255, (column * 255) / WIDTH + grain))
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / HEIGHT + grain))
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + grain))
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
}

/** Uploads the JPEG; answers the file's path (`/files/{id}/{name}`). */
async function upload(base: string, token: string, jpeg: Buffer): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg')
  const response = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  const text = await response.text()
  if (response.status !== 201) throw new Error(`uploading: ${response.status} ${text.slice(0, 300)}`)
  return new URL((JSON.parse(text) as { data: { url: string } }).data.url).pathname
}

/** Asks for the thumbnails of `paths`, `parallel` at a time; answers each one's time and the failures. */
async function thumbnails(base: string, paths: string[], parallel: number): Promise<{ latenciesMs: number[]; failed: number; bytes: number }> {
  const latenciesMs: number[] = []
  let failed = 0
  let bytes = 0
  await inTurns(paths.length, parallel, async (i) => {
    checkpoint()
    const began = performance.now()
    const response = await fetch(`${base}${paths[i]}?thumb=thumb`)
    const body = await response.arrayBuffer()
    latenciesMs.push(performance.now() - began)
    if (response.status !== 200 || response.headers.get('content-type') !== 'image/webp') failed++
    bytes = body.byteLength
  })
  latenciesMs.sort((a, b) => a - b)
  return { latenciesMs, failed, bytes }
}

async function main(): Promise<boolean> {
  const options = parseOptions(process.argv.slice(2), process.env)
  if (!wrkAvailable()) throw new Error('wrk is not installed (apt-get install wrk)')
  const started = benchStarted()
  const data = await benchData('thumbs')
  const scripts = await mkdtemp(join(tmpdir(), 'admin-bench-wrk-'))
  cleanup.add(() => rm(scripts, { recursive: true, force: true }))
  await seed(data.databaseUrl, { users: 20, items: 100, orders: 0 })
  const version = await databaseVersion(data.databaseUrl)
  const jpeg = await photo()
  console.log(`image: ${WIDTH}×${HEIGHT} JPEG of ${(jpeg.length / 1e6).toFixed(2)} MB`)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const timing = { warmup: options.warmup, seconds: options.seconds, runs: options.runs }

  // The yardstick, alone on core 0 before the service starts.
  const ceilingServer = await startReference('ceiling', port)
  cleanup.add(() => ceilingServer.stop())
  let ceiling: Measured
  try {
    ceiling = await measure('ceiling', { base, pid: ceilingServer.pid }, CEILING_SPEC, scripts, CONNECTIONS, timing)
  } finally {
    await ceilingServer.stop()
  }

  const { service, env, flags, command } = await launchService(data, { UPLOAD_QUOTA_BYTES: String(2 ** 40) }, port, options.cores)
  const pid = service.child.pid!
  const { token } = await signIn(base, ACCOUNTS.admin)
  const paths: string[] = []
  await inTurns(options.images + options.atOnce, 4, async (i) => {
    paths[i] = await upload(base, token, jpeg)
  })
  const [forRate, forPeak] = [paths.slice(0, options.images), paths.slice(options.images)]
  console.log(`  ${paths.length} images uploaded`)

  // Made: every request a fresh image.
  const cpuBefore = cpuMs(pid)
  const began = performance.now()
  const made = await thumbnails(base, forRate, options.parallel)
  const madeSeconds = (performance.now() - began) / 1000
  const madeCpuMs = (cpuMs(pid) - cpuBefore) / forRate.length
  console.log(`  made: ${(forRate.length / madeSeconds).toFixed(1)} thumbnails/s, p50 ${ms(percentile(made.latenciesMs, 50))} ms, ${madeCpuMs.toFixed(0)} ms of CPU each, ${made.failed} failed`)

  // Served from storage: the same thumbnails again.
  const served = await measure('served', { base, pid }, { method: 'GET', paths: forRate.map((path) => `${path}?thumb=thumb`) }, scripts, CONNECTIONS, timing)

  // The peak: many fresh images at once, in a process that has done nothing else since it started
  // (the uploads and the thumbnails above left their own high-water mark).
  await stopService(service)
  const restarted = await startService(env, base, data.logFile, flags, options.cores)
  const restartedPid = restarted.child.pid!
  await sleep(SETTLE_MS)
  const rssBefore = rssMiB(restartedPid)
  resetPeakRss(restartedPid)
  const burstBegan = performance.now()
  const burst = await thumbnails(base, forPeak, forPeak.length)
  const burstSeconds = (performance.now() - burstBegan) / 1000
  const peak = peakRssMiB(restartedPid)
  await sleep(SETTLE_MS)
  const rssAfter = rssMiB(restartedPid)
  console.log(`  ${forPeak.length} at once: peak RSS ${mib(peak)} (from ${mib(rssBefore)}), all made in ${burstSeconds.toFixed(1)} s; ${burst.failed} failed`)
  await stopService(restarted)

  const servedMedian = medianRun(served.runs)
  const ceilingMedian = medianRun(ceiling.runs)
  const ok = made.failed === 0 && burst.failed === 0 && served.unexpected === 0 && ceiling.unexpected === 0
  const result = {
    date: started.startedAt,
    database: 'sqlite',
    machine: machine(version, started),
    git: started.git,
    command,
    settings: options,
    image: { width: WIDTH, height: HEIGHT, bytes: jpeg.length, thumbnailBytes: made.bytes },
    ceiling: { requestsPerSec: ceilingMedian.requestsPerSec, cpuUsPerRequest: medianCpu(ceiling.runs), runs: ceiling.runs },
    made: {
      count: forRate.length,
      perSecond: forRate.length / madeSeconds,
      p50Ms: percentile(made.latenciesMs, 50),
      p99Ms: percentile(made.latenciesMs, 99),
      cpuMsEach: madeCpuMs,
      failed: made.failed
    },
    served: {
      requestsPerSec: servedMedian.requestsPerSec,
      p50Ms: servedMedian.p50Ms,
      p99Ms: servedMedian.p99Ms,
      vsCeiling: servedMedian.requestsPerSec / ceilingMedian.requestsPerSec,
      cpuUsPerRequest: medianCpu(served.runs),
      cpuVsCeiling: medianCpu(ceiling.runs) / medianCpu(served.runs),
      runs: served.runs,
      unexpected: served.unexpected
    },
    atOnce: { count: forPeak.length, rssBeforeMiB: rssBefore, peakRssMiB: peak, rssAfterMiB: rssAfter, seconds: burstSeconds, failed: burst.failed },
    ok
  }
  const text = markdownOf(result)
  console.log(`\n${text}`)
  console.log(`written: ${await saveResult('thumbs-sqlite', started.startedAt, 'npm run bench:thumbs', text, result)} (and .json)`)
  return ok
}

function markdownOf(r: {
  date: string
  machine: Report['machine']
  git: Report['git']
  command: string
  settings: Options
  image: { width: number; height: number; bytes: number; thumbnailBytes: number }
  ceiling: { requestsPerSec: number; cpuUsPerRequest: number }
  made: { count: number; perSecond: number; p50Ms: number; p99Ms: number; cpuMsEach: number; failed: number }
  served: { requestsPerSec: number; p50Ms: number; p99Ms: number; vsCeiling: number; cpuUsPerRequest: number; cpuVsCeiling: number; unexpected: number }
  atOnce: { count: number; rssBeforeMiB: number; peakRssMiB: number; rssAfterMiB: number; seconds: number; failed: number }
  ok: boolean
}): string {
  const { machine: m, settings: s } = r
  return [
    `| case | per second | p50 ms | p99 ms | vs ceiling | CPU per request | CPU vs ceiling | failed |`,
    `|---|---|---|---|---|---|---|---|`,
    `| *ceiling: bare Fastify route, ${CONNECTIONS} connections* | ${number(r.ceiling.requestsPerSec)} | | | 1 | ${r.ceiling.cpuUsPerRequest.toFixed(0)} µs | 1 | 0 |`,
    `| thumbnail made (fresh image, ${s.parallel} in flight) | ${r.made.perSecond.toFixed(1)} | ${ms(r.made.p50Ms)} | ${ms(r.made.p99Ms)} | | ${r.made.cpuMsEach.toFixed(0)} ms | | ${r.made.failed} |`,
    `| thumbnail served from storage (${r.made.count} thumbnails, ${CONNECTIONS} connections) | ${number(r.served.requestsPerSec)} | ${ms(r.served.p50Ms)} | ${ms(r.served.p99Ms)} | ${r.served.vsCeiling.toFixed(2)} | ${r.served.cpuUsPerRequest.toFixed(0)} µs | ${r.served.cpuVsCeiling.toFixed(2)} | ${r.served.unexpected} |`,
    ``,
    `| ${r.atOnce.count} fresh thumbnails asked for at once, the service just restarted | |`,
    `|---|---|`,
    `| RSS settled ${SETTLE_MS / 1000} s after the restart | ${mib(r.atOnce.rssBeforeMiB)} |`,
    `| **peak RSS** | **${mib(r.atOnce.peakRssMiB)}** |`,
    `| RSS settled ${SETTLE_MS / 1000} s after | ${mib(r.atOnce.rssAfterMiB)} |`,
    `| all ${r.atOnce.count} made in | ${r.atOnce.seconds.toFixed(1)} s (${r.atOnce.failed} failed) |`,
    ``,
    `- ${r.date.slice(0, 10)}, SQLite ${m.database}; ${m.cpu}${m.mhz ? ` at ${m.mhz} MHz` : ''}, ${m.cores} cores, Node ${m.node}; steal ${m.stealPercent.toFixed(1)}%; load average ${m.loadAverage?.atStart.toFixed(2)} at the start, ${m.loadAverage?.atEnd.toFixed(2)} at the end.`,
    `- Service on core(s) ${s.cores} (the thumbnails made at once follow its cores), the ceiling on core 0, the load from core 1. Built from commit ${r.git.commit.slice(0, 10)}${r.git.srcChanged ? ' with changes to src/ not yet committed' : ''}. Service: \`${r.command}\` (npm start's command).`,
    `- Images: ${r.image.width}×${r.image.height} JPEG of ${(r.image.bytes / 1e6).toFixed(2)} MB, preset \`thumb\` (200×200 WebP, ${r.image.thumbnailBytes} bytes). Served: wrk ${s.warmup} s warm-up, median of ${s.runs} × ${s.seconds} s runs by req/s; CPU is the process's per request (per thumbnail when made).`,
    r.ok ? `- Every answer was 200 image/webp.` : `- **Some answers were not 200 image/webp: the run exited 1.**`
  ].join('\n')
}

runBench(main, 'some thumbnails were not answered 200 image/webp')
