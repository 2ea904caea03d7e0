import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { bundleServer } from '../../scripts/bundle-server.js'
import { freshDatabase, pgSkip, REDIS_TEST_URL, redisSkip } from '../helper.js'
import { multipart, SAMPLES, startS3 } from '../uploads.js'

// The other tests run the sources in their own process, or start dist/ (test/support/built.ts);
// `npm start` runs the bundle scripts/bundle-server.ts makes of the sources. These make that
// bundle and start it as an operator does, so that what only it can get wrong (a
// package that finds its files by __dirname, the version, the packages and chunk it loads only
// when the configuration asks for them) is proved too.

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
let dir: string
let s3: Awaited<ReturnType<typeof startS3>>

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-bundle-'))
  await bundleServer(dir)
  // The bundle finds its external packages as dist/server.js does: in node_modules beside it.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  s3 = await startS3()
})
after(async () => {
  await s3.close()
  rmSync(dir, { recursive: true, force: true })
})

interface Started {
  child: ChildProcess
  base: string
  output: () => string
  exited: Promise<number | null>
}

async function start(env: Record<string, string>, nodeFlags: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags, join(dir, 'server.js')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-bundle-data-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      STORAGE: 'local',
      LOG_LEVEL: 'info',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  // 120 s, as test/support/server-process.ts gives a spawned server: at a load of 25-30 starts
  // were seen to pass 30 s.
  const deadline = Date.now() + 120_000
  while (!/Server listening at http:\/\/127\.0\.0\.1:\d+/.test(output) && child.exitCode === null && Date.now() < deadline) await sleep(50)
  const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
  if (!port) {
    child.kill('SIGKILL')
    assert.fail(`the bundle did not start:\n${output}`)
  }
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited }
}

interface HealthReport {
  status: string
  version: string
  services: Record<string, string>
}

/**
 * The health report once it says healthy. Storage is probed in the background, each probe
 * given 1.5 s: on a busy machine one can fail, and the report says so until the next probe a
 * second later. A bundle that cannot load a driver never gets there, and the last report says why.
 */
async function healthy(server: Started): Promise<{ status: number; report: HealthReport }> {
  let last = { status: 0, report: {} as HealthReport }
  const deadline = Date.now() + 60_000
  do {
    if (last.status) await sleep(200)
    const health = await fetch(`${server.base}/api/health`)
    last = { status: health.status, report: (await health.json()) as HealthReport }
  } while (last.report.status !== 'healthy' && Date.now() < deadline)
  return last
}

test('no file of the bundle is 128 KiB or more: glibc would map its buffer and, when it is freed, keep more freed memory for good', () => {
  const files = [...readdirSync(dir).map((name) => join(dir, name)), ...readdirSync(join(dir, 'chunks')).map((name) => join(dir, 'chunks', name))]
  const code = files.filter((file) => file.endsWith('.js'))
  assert.ok(code.length > 3)
  for (const file of code) assert.ok(statSync(file).size < 128 * 1024, `${file}: ${statSync(file).size} bytes`)
})

test('the bundle serves on SQLite: health with the version, the docs page and its assets, and exits 0 on SIGTERM', async () => {
  const server = await start({})
  try {
    const { status, report } = await healthy(server)
    assert.equal(status, 200, server.output())
    assert.equal(report.status, 'healthy')
    assert.equal(report.version, VERSION)
    assert.deepEqual(report.services, { database: 'connected', redis: 'disabled', storage: 'available' })

    const docs = await fetch(`${server.base}/docs/`)
    assert.equal(docs.status, 200)
    assert.match(docs.headers.get('content-type') ?? '', /text\/html/)
    const asset = await fetch(`${server.base}/docs/static/index.css`)
    assert.equal(asset.status, 200)
    assert.match(asset.headers.get('content-type') ?? '', /text\/css/)
    const document = await fetch(`${server.base}/api/openapi.json`)
    assert.equal(document.status, 200)
    assert.equal(((await document.json()) as { info: { version: string } }).info.version, VERSION)

    server.child.kill('SIGTERM')
    assert.equal(await server.exited, 0, server.output())
    assert.match(server.output(), /"msg":"closed"/)
  } finally {
    server.child.kill('SIGKILL')
  }
})

test('the bundle loads what S3 storage, and PostgreSQL and Redis when reachable, need when they are configured', async () => {
  const database = pgSkip ? undefined : await freshDatabase('postgres', '')
  try {
    const server = await start({
      ...(await s3.newBucket()),
      ...(database && { DATABASE_URL: database.url }),
      ...(!redisSkip && { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: `bundle-${randomUUID()}:` })
    })
    try {
      const { status, report } = await healthy(server)
      assert.deepEqual(
        { status, ...report.services },
        { status: 200, database: 'connected', redis: redisSkip ? 'disabled' : 'connected', storage: 'available' },
        server.output()
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  } finally {
    await database?.drop()
  }
})

test("run with npm start's node flags, the bundle signs in and takes an upload", async () => {
  const { start: command } = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts
  const words = command.split(/\s+/)
  assert.deepEqual([words[0], words.at(-1)], ['node', 'dist/server.js'], `npm start runs node on the bundle, with no shell variable: ${command}`)
  const server = await start({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'a-long-admin-password' }, words.slice(1, -1))
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'a-long-admin-password' })
    })
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const body = multipart([{ name: 'file', filename: 'photo.png', contentType: 'image/png', data: Buffer.concat([SAMPLES.png, Buffer.alloc(1024 * 1024)]) }])
    const upload = await fetch(`${server.base}/api/upload`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(body.payload) })
    assert.equal(upload.status, 201, server.output())
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
})
