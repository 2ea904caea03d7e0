/**
 * `npm run bench:soak` (SOAK_MINUTES, default 10): the service on SQLite, on a real port, under
 * mixed reads and writes for that long, with a forced full collection every 5 s and the
 * statement cache (500 shapes, core/db/database.ts) churned past its bound all along, so that
 * dropped statements are finalized by the collector all the time: what aborted Node 24 with
 * better-sqlite3 12 (docs/decisions/sqlite-binding.md). Samples RSS every 10 s and
 * writes the figures to bench/results/<date>-soak-node<major>.md and .json. Needs --expose-gc,
 * which the npm script passes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir } from '../src/core/config/config.js'
import { SQLITE_BINDING } from '../src/core/db/sqlite-binding.js'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const CLIENTS = 8
const SAMPLE_MS = 10_000
const GC_MS = 5_000
/** Distinct SQL texts run every CHURN_MS: 100 every second outruns a 500-shape cache fivefold a second. */
const CHURN_PER_TICK = 100
const CHURN_MS = 1_000

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc (npm run bench:soak does)')

const dataDir = mkdtempSync(join(tmpdir(), 'admin-soak-'))
const config = prepareDataDir(loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${join(dataDir, 'soak.db')}`,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_USER_PER_MIN: '1000000',
  JWT_SECRET: randomBytes(32).toString('hex')
}))
const app = await buildApp(config, { logger: false })
await app.listen({ host: '127.0.0.1', port: 0 })
const { port } = app.server.address() as { port: number }
const base = `http://127.0.0.1:${port}`

const email = 'soak-admin@example.com'
const password = 'soak-password-123'
await app.users.ensureAdmin(email, password)
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
const token = ((await login.json()) as { data: { token: string } }).data.token
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

const counts = { reads: 0, writes: 0, failed: 0, churned: 0, collections: 0 }
const failures = new Map<string, number>()
const statuses = ['draft', 'published', 'archived']

function failed(method: string, path: string, outcome: string): undefined {
  counts.failed++
  const key = `${method} ${path.split('?')[0]!.replace(/\/[^/]{20,}$/, '/:id')} ${outcome}`
  failures.set(key, (failures.get(key) ?? 0) + 1)
  return undefined
}

/** A request's parsed answer; a failure (an error status, or no answer at all) is counted by kind. */
async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  try {
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const text = await res.text()
    if (!res.ok) return failed(method, path, `${res.status} ${text.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id').slice(0, 120)}`)
    return text ? JSON.parse(text) : undefined
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return failed(method, path, cause?.code ?? String(error))
  }
}

/** One client: about two reads for every write, each write a create, an update or a delete. */
async function client(n: number, until: number): Promise<void> {
  const ids: string[] = []
  for (let i = 0; performance.now() < until; i++) {
    const pick = (i * 7 + n) % 10
    if (pick < 4) {
      await call('GET', `/api/content?limit=20&status=${statuses[i % 3]}${i % 2 ? `&search=item%20${i % 50}` : ''}`)
      counts.reads++
    } else if (pick < 6 && ids.length > 0) {
      await call('GET', `/api/content/${ids[i % ids.length]}`)
      counts.reads++
    } else if (pick < 7) {
      await call('GET', '/api/dashboard/widgets/stats')
      counts.reads++
    } else if (pick < 9 || ids.length < 50) {
      const created = (await call('POST', '/api/content', { title: `Item ${i % 50} from client ${n}`, content: 'x'.repeat(200 + (i % 800)), tags: [`t${i % 10}`] })) as { data?: { id: string } } | undefined
      if (created?.data) ids.push(created.data.id)
      counts.writes++
    } else if (i % 2) {
      await call('PUT', `/api/content/${ids[i % ids.length]}`, { status: statuses[i % 3] })
      counts.writes++
    } else {
      const [id] = ids.splice(i % ids.length, 1)
      await call('DELETE', `/api/content/${id}`)
      counts.writes++
    }
  }
}

interface Sample { minute: number; rssMiB: number; anonMiB: number; fileMiB: number; heapMiB: number; externalMiB: number; requests: number }

/** RSS in its two parts (/proc, Linux): anonymous memory (heaps, malloc) and mapped files (code, libraries). */
function rssParts(): { anon: number; file: number } {
  const status = readFileSync('/proc/self/status', 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { anon: kib('RssAnon'), file: kib('RssFile') }
}
const samples: Sample[] = []
const began = performance.now()
const until = began + MINUTES * 60_000
const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10

const churn = setInterval(() => {
  // Distinct texts each tick: every one is prepared, cached, and soon dropped from the cache.
  const first = counts.churned
  for (let k = 0; k < CHURN_PER_TICK; k++) {
    sql.raw(`select ${first + k} as n`).execute(app.database.db).catch(() => counts.failed++)
  }
  counts.churned += CHURN_PER_TICK
}, CHURN_MS)
const collect = setInterval(() => {
  gc()
  counts.collections++
}, GC_MS)
const sample = setInterval(() => {
  const { rss, heapUsed, external } = process.memoryUsage()
  const { anon, file } = rssParts()
  const minute = Math.round(((performance.now() - began) / 60_000) * 100) / 100
  samples.push({ minute, rssMiB: mib(rss), anonMiB: mib(anon), fileMiB: mib(file), heapMiB: mib(heapUsed), externalMiB: mib(external), requests: counts.reads + counts.writes })
  const last = samples.at(-1)!
  console.log(
    `${last.minute.toFixed(2)} min: RSS ${last.rssMiB} MiB (anon ${last.anonMiB}, files ${last.fileMiB}), heap ${last.heapMiB} MiB, external ${last.externalMiB} MiB, ${last.requests} requests, ${counts.failed} failed`,
    counts.failed > 0 ? Object.fromEntries(failures) : ''
  )
}, SAMPLE_MS)

await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n, until)))
clearInterval(churn)
clearInterval(collect)
clearInterval(sample)
await sleep(100)
await app.close()
rmSync(dataDir, { recursive: true, force: true })

// RSS flat: the median of the last two minutes against the median of minutes 1-3 (the first
// minute warms the caches and the heap up).
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const early = median(samples.filter((s) => s.minute >= 1 && s.minute < 3).map((s) => s.rssMiB))
const late = median(samples.filter((s) => s.minute >= MINUTES - 2).map((s) => s.rssMiB))
const seconds = (performance.now() - began) / 1000
const result = {
  node: process.version,
  binding: SQLITE_BINDING,
  minutes: MINUTES,
  clients: CLIENTS,
  requests: counts.reads + counts.writes,
  requestsPerSecond: Math.round((counts.reads + counts.writes) / seconds),
  reads: counts.reads,
  writes: counts.writes,
  failed: counts.failed,
  failures: Object.fromEntries(failures),
  statementsChurned: counts.churned,
  forcedCollections: counts.collections,
  rssMiB: { minutes1to3Median: early, last2MinutesMedian: late, max: Math.max(...samples.map((s) => s.rssMiB)), growthPercent: Math.round(((late - early) / early) * 1000) / 10 },
  samples
}

const stamp = new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '')
const name = `bench/results/${stamp}-soak-node${process.versions.node.split('.')[0]}`
writeFileSync(`${name}.json`, `${JSON.stringify(result, null, 2)}\n`)
writeFileSync(`${name}.md`, [
  `# Soak, Node ${process.version}, ${SQLITE_BINDING}`,
  '',
  `\`npm run bench:soak\`: ${MINUTES} min, ${CLIENTS} clients over HTTP (content lists, reads, creates, updates, deletes, the stats widget),`,
  `${CHURN_PER_TICK} new SQL texts a second through the 500-shape statement cache, a forced full collection every ${GC_MS / 1000} s.`,
  '',
  '| requests | per second | reads | writes | failed | statements churned | forced collections |',
  '|---:|---:|---:|---:|---:|---:|---:|',
  `| ${result.requests} | ${result.requestsPerSecond} | ${result.reads} | ${result.writes} | ${result.failed} | ${result.statementsChurned} | ${result.forcedCollections} |`,
  '',
  '| RSS, median of minutes 1-3 | RSS, median of the last 2 minutes | growth | RSS max |',
  '|---:|---:|---:|---:|',
  `| ${early} MiB | ${late} MiB | ${result.rssMiB.growthPercent} % | ${result.rssMiB.max} MiB |`,
  '',
  failures.size > 0 ? `Failures: ${[...failures].map(([key, n]) => `${key} × ${n}`).join(', ')}` : 'No request failed.',
  ''
].join('\n'))
console.log(`${name}.md: RSS ${early} → ${late} MiB (${result.rssMiB.growthPercent} %), ${result.requests} requests, ${result.failed} failed`)
