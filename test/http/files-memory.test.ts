import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { SAMPLES } from '../uploads.js'
import { built } from '../support/built.js'
import { onFreePort, PortTaken } from '../support/ports.js'

const MiB = 1024 * 1024
const UPLOAD_BYTES = 50 * MiB
/** How far the server's resident memory may rise while an upload passes: a few MiB, with room for the GC's timing. */
const MARGIN_BYTES = 20 * MiB

/** The resident set size of a process, from /proc (Linux). */
function rss(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`)
  return Number(line[1]) * 1024
}

/** The V8 memory flags `npm start` gives node: what is measured is the server as it is run. */
const START_FLAGS = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--max-'))

/** The real server (the bundle) in a child process, with npm start's flags, on SQLite in a temp directory. */
function startServer(maxUploadBytes: number): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  return onFreePort((port) => startServerOn(port, maxUploadBytes))
}

async function startServerOn(port: number, maxUploadBytes: number): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-memory-'))
  const child = spawn(process.execPath, [...START_FLAGS, built('server')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAX_UPLOAD_BYTES: String(maxUploadBytes)
    },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop }
    } catch {
      // not listening yet
    }
    // Slow when the machine is busy.
    const exited = child.exitCode
    if (tries > 900 || exited !== null) {
      await stop()
      // One that exits before it answers could not listen: the port was taken since it was chosen.
      throw exited !== null ? new PortTaken(`the server exited with ${exited}`) : new Error('the server did not start')
    }
    await sleep(100)
  }
}

async function signIn(base: string): Promise<string> {
  const credentials = { email: 'memory@example.com', password: 'correct-horse-battery' }
  const headers = { 'content-type': 'application/json' }
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Memory', ...credentials, password_confirmation: credentials.password })
  })
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(credentials) })
  return ((await login.json()) as { data: { token: string } }).data.token
}

/**
 * Streams a multipart upload of a PNG of `size` bytes (its header, then zeros) the way a
 * client sends a large file, and answers the status, or 'closed' when the server closed the
 * connection before any answer arrived.
 */
function streamUpload(base: string, token: string, size: number): Promise<number | 'closed'> {
  const boundary = 'memory-test-boundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const zeros = Buffer.alloc(64 * 1024)
  const body = Readable.from(
    (function* () {
      yield head
      yield SAMPLES.png
      let left = size - SAMPLES.png.length
      while (left > 0) {
        const chunk = left >= zeros.length ? zeros : zeros.subarray(0, left)
        left -= chunk.length
        yield chunk
      }
      yield tail
    })()
  )
  return new Promise((resolve) => {
    const req = request(`${base}/api/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length
      }
    })
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    // Refused mid-body, the server answers and closes: writing the rest then fails.
    req.on('error', () => resolve('closed'))
    body.pipe(req)
  })
}

for (const [limit, expected] of [
  [10 * MiB, 413],
  [64 * MiB, 201]
] as const) {
  test(`50 MiB through a ${limit / MiB} MiB limit (${expected}): the server's memory stays flat`, { timeout: 240_000 }, async (t) => {
    const server = await startServer(limit)
    try {
      const token = await signIn(server.base)
      // Warm up: the upload path's code loaded, and the garbage collector at its steady pace
      // for a stream of 64 KiB chunks (a plateau, the same whatever the upload's size). What is
      // measured is what the large upload adds to that.
      for (let i = 0; i < 5; i++) assert.equal(await streamUpload(server.base, token, 9 * MiB), 201)
      const pid = server.child.pid!
      const before = rss(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 10)
      const status = await streamUpload(server.base, token, UPLOAD_BYTES)
      clearInterval(sampler)
      const after = rss(pid)
      peak = Math.max(peak, after)
      const mib = (bytes: number) => (bytes / MiB).toFixed(1)
      t.diagnostic(`answer ${status}; RSS before ${mib(before)} MiB, peak ${mib(peak)} MiB, after ${mib(after)} MiB (rise ${mib(peak - before)} MiB)`)
      if (expected === 413) assert.ok(status === 413 || status === 'closed', String(status))
      else assert.equal(status, 201)
      assert.ok(peak - before < MARGIN_BYTES, `RSS rose ${mib(peak - before)} MiB`)
    } finally {
      await server.stop()
    }
  })
}
