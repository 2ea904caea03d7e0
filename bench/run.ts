/**
 * `npm run bench`: starts the built server pinned to core 0 and loads it from this process,
 * pinned to core 1 (package.json runs us under taskset), so the two never compete for a core.
 * Results are ratios against the cheapest route in the same run: absolute numbers vary with the
 * machine, ratios measured side by side do not.
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASE_URL (default: SQLite in a temp directory).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const PORT = 3900 + Math.floor(Math.random() * 90)
const BASE = `http://127.0.0.1:${PORT}`

interface Scenario {
  name: string
  path: string
  authenticated: boolean
}

// The first scenario is the baseline: a request that passes every hook and answers the
// envelope, but touches neither the database nor a token.
const SCENARIOS: Scenario[] = [
  { name: 'unknown route (baseline: hooks + envelope)', path: '/api/bench-baseline', authenticated: false },
  { name: 'GET /api/health (database ping, storage check)', path: '/api/health', authenticated: false },
  { name: 'GET /api/users/me (token + session check)', path: '/api/users/me', authenticated: true },
  { name: 'GET /api/content?limit=20 (list + total)', path: '/api/content?limit=20', authenticated: true }
]

function startServer(dataDir: string): ChildProcess {
  return spawn('taskset', ['-c', '0', process.execPath, 'dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANON_PER_MIN: '100000000',
      RATE_LIMIT_USER_PER_MIN: '100000000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {})
    },
    stdio: ['ignore', 'inherit', 'inherit']
  })
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error('the server did not start within 10 s')
}

async function signUp(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', password_confirmation: 'bench-password-1' })
  })
  const body = (await response.json()) as { data?: { token?: string } }
  if (!body.data?.token) throw new Error(`register failed: ${response.status} ${JSON.stringify(body)}`)
  return body.data.token
}

async function seedContent(token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await fetch(`${BASE}/api/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `Item ${i}`, content: 'Lorem ipsum '.repeat(20), status: i % 2 ? 'published' : 'draft', tags: ['bench'] })
    })
  }
}

interface Result {
  name: string
  requests: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(scenario: Scenario, token: string): Promise<Result> {
  const result = await autocannon({
    url: `${BASE}${scenario.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: scenario.authenticated ? { authorization: `Bearer ${token}` } : {}
  })
  // The baseline answers 404 by design; every other scenario must answer 2xx throughout.
  const unexpected = scenario === SCENARIOS[0] ? result.errors : result.non2xx + result.errors
  return { name: scenario.name, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: unexpected }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-'))
  const server = startServer(dataDir)
  try {
    await waitUntilUp()
    const token = await signUp()
    await seedContent(token, 200)
    console.log(`${SECONDS} s per scenario, ${CONNECTIONS} connections, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`)
    const results: Result[] = []
    for (const scenario of SCENARIOS) results.push(await measure(scenario, token))
    const baseline = results[0]!.requests
    console.table(
      results.map((r) => ({
        scenario: r.name,
        'req/s': Math.round(r.requests),
        'vs baseline': `${(r.requests / baseline).toFixed(2)}x`,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'unexpected answers': r.non2xx
      }))
    )
    if (results.some((r) => r.non2xx > 0)) process.exitCode = 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
