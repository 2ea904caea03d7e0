/**
 * `npm run bench:webhooks`: a burst of BENCH_EVENTS (default 1,000) published content items,
 * each delivered to BENCH_WEBHOOKS (default 10) webhooks on a local receiver, through the real
 * app and its worker. Prints deliveries per second and the p50/p99 delay from commit (the
 * moment the API answered the change) to arrival. Runs on SQLite, and on PostgreSQL when
 * TEST_PG_URL (or the default local server) answers.
 */
import { Worker } from 'node:worker_threads'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import { loadConfig, prepareDataDir } from '../src/core/config/config.js'
import { percentile } from './service.js'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000)
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 10)
const PARALLEL_WRITES = 20
const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function pgAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const RECEIVER = `
const { createServer } = require('node:http')
const { parentPort } = require('node:worker_threads')
let batch = []
setInterval(() => { if (batch.length > 0) { parentPort.postMessage(batch); batch = [] } }, 20)
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    batch.push([JSON.parse(body).data.id, Date.now()])
    response.writeHead(200).end()
  })
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage('http://127.0.0.1:' + server.address().port + '/hook'))
`

async function run(kind: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'))
  const pgName = `bench_${randomBytes(6).toString('hex')}`
  let databaseUrl = `sqlite:${join(dataDir, 'bench.db')}`
  if (kind === 'postgres') {
    await pgAdmin(`create database ${pgName}`)
    const url = new URL(PG_URL)
    url.pathname = `/${pgName}`
    databaseUrl = url.toString()
  }

  // The receiver runs on its own thread, as a real one runs elsewhere: it must not take the
  // event loop the app delivers from. It reports each arrival: the item's id and when.
  const committedAt = new Map<string, number>()
  const arrivals: Array<[string, number]> = []
  const receiver = new Worker(RECEIVER, { eval: true })
  const receiverUrl = await new Promise<string>((resolve) => receiver.once('message', resolve))
  receiver.on('message', (batch: Array<[string, number]>) => arrivals.push(...batch))

  const config = prepareDataDir(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-bytes-long',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_USER_PER_MIN: '1000000',
      RATE_LIMIT_ANON_PER_MIN: '1000000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true'
    })
  )
  const app = await buildApp(config, { logger: false })
  await app.ready()
  try {
    await app.users.ensureAdmin('bench@example.com', 'bench-password-1')
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'bench@example.com', password: 'bench-password-1' } })
    const headers = { authorization: `Bearer ${login.json().data.token}` }
    for (let i = 0; i < WEBHOOKS; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers,
        payload: { url: receiverUrl, events: ['content.published'], secret: `whsec_${randomBytes(24).toString('base64')}` }
      })
      if (res.statusCode !== 201) throw new Error(`webhook: ${res.statusCode} ${res.body}`)
    }

    const started = Date.now()
    let next = 0
    const writer = async () => {
      while (next < EVENTS) {
        const n = next++
        const res = await app.inject({ method: 'POST', url: '/api/content', headers, payload: { title: `Burst ${n}`, status: 'published' } })
        if (res.statusCode !== 201) throw new Error(`content: ${res.statusCode} ${res.body}`)
        committedAt.set(res.json().data.id, Date.now())
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer))
    const written = Date.now()
    const expected = EVENTS * WEBHOOKS
    const deadline = Date.now() + 300_000
    while (arrivals.length < expected && Date.now() < deadline) await sleep(20)
    await sleep(200)

    // An arrival can beat the API's answer to the change that caused it: its delay counts as 0.
    const delays = arrivals.map(([itemId, at]) => Math.max(at - (committedAt.get(itemId) ?? at), 0)).sort((a, b) => a - b)
    const lastArrival = Math.max(...arrivals.map(([, at]) => at))
    const seconds = (lastArrival - started) / 1000
    console.log(
      `${kind}: ${delays.length}/${expected} deliveries (${EVENTS} events x ${WEBHOOKS} webhooks); burst written in ${((written - started) / 1000).toFixed(2)} s; ` +
        `all delivered ${seconds.toFixed(2)} s after the first write: ${Math.round(delays.length / seconds)} deliveries/s; ` +
        `delay from commit to arrival p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms`
    )
    if (delays.length !== expected) process.exitCode = 1
  } finally {
    await app.close()
    await receiver.terminate()
    if (kind === 'postgres') await pgAdmin(`drop database if exists ${pgName} with (force)`)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await run('sqlite')
try {
  await pgAdmin('select 1')
} catch {
  console.log(`postgres: skipped, nothing answers at ${PG_URL} (set TEST_PG_URL)`)
  process.exit()
}
await run('postgres')
