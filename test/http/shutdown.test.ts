import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, eachDatabase, until } from '../helper.js'
import { built } from '../support/built.js'

eachDatabase((kind) => {
  test('closing lets a request in flight finish, then refuses new ones', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let arrived!: () => void
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    const t = await buildTestApp(kind, {
      extend: (app) => {
        app.get('/api/slow', async () => {
          arrived()
          await held
          return { done: true }
        })
      }
    })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const pending = fetch(`${address}/api/slow`)
    await inFlight
    const closed = t.close()
    await sleep(50)
    release()
    const response = await pending
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { done: true })
    await closed
    await assert.rejects(fetch(`${address}/api/health`))
  })
})

/** What a request that reaches the app after close began must get: status and body checks. */
const WHILE_CLOSING: Array<[string, (status: number, body: Record<string, any>) => void]> = [ // eslint-disable-line @typescript-eslint/no-explicit-any
  [
    '/api/openapi.json',
    (status, body) => {
      assert.equal(status, 503)
      assert.equal(body.error.code, 'SERVICE_UNAVAILABLE')
    }
  ],
  [
    // Health keeps answering without the envelope, as unhealthy, so balancers drain the instance.
    '/api/health',
    (status, body) => {
      assert.equal(status, 503)
      assert.equal(body.status, 'unhealthy')
      assert.equal(body.services.database, 'connected')
    }
  ]
]

eachDatabase((kind) => {
  for (const [path, check] of WHILE_CLOSING) {
    test(`GET ${path} arriving while the server closes: its answer, with Connection: close`, async () => {
      const t = await buildTestApp(kind)
      const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }))
      // Half of a request's headers: Node counts the connection as active, so closing keeps
      // it, and the request reaches the app only after close has begun.
      const socket = connect(Number(port), '127.0.0.1')
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`)
      await sleep(50)
      const closed = t.close()
      await sleep(50)
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk))
      const ended = new Promise((resolve) => socket.once('close', resolve))
      socket.write('\r\n')
      await ended
      await closed
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      assert.match(head, /connection: close/i)
      check(Number(head.split(' ')[1]), JSON.parse(body))
    })
  }
})

// The real process, as an operator runs it: the signal handlers of server.ts, not app.close().
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} lets a request in flight finish, then exits 0`, async () => {
    const child = spawn(process.execPath, [built('server')], {
      env: { ...process.env, PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-signal-')), DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    try {
      // Generous: a start takes its time on a busy machine.
      const deadline = Date.now() + 120_000
      while (!/Server listening at http:\/\/127\.0\.0\.1:\d+/.test(output) && Date.now() < deadline) await sleep(100)
      const port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1])
      assert.ok(port > 0, output)

      // A sign-in whose body is still arriving when the signal comes.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' })
      const socket = connect(port, '127.0.0.1')
      await new Promise((resolve) => socket.once('connect', resolve))
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk))
      const answered = new Promise((resolve) => socket.once('close', resolve))
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
      socket.write(body.slice(0, 10))
      // Signalled once the server has the request: on a busy machine it may not have read it yet
      // 100 ms later, and a request that arrives after the signal is refused with a 503.
      await until(() => output.includes('"msg":"incoming request"'), 'the server to read the request', 60_000)
      child.kill(signal)
      await sleep(300)
      assert.deepEqual([child.exitCode, child.signalCode], [null, null], 'the process waits for the request in flight')
      socket.write(body.slice(10))
      await answered
      const [head = '', json = ''] = answer.split('\r\n\r\n')
      assert.match(head, /^HTTP\/1\.1 401 /)
      assert.match(head, /connection: close/i)
      assert.equal(JSON.parse(json).error.code, 'INVALID_CREDENTIALS')

      assert.equal(await exited, 0, output)
      assert.match(output, /"msg":"closed"/)
    } finally {
      child.kill('SIGKILL')
    }
  })
}

eachDatabase((kind) => {
  test('closing right after a write: the webhook worker is done with the database before it closes', async () => {
    const errors: string[] = []
    const t = await buildTestApp(kind, { logStream: { write: (line) => errors.push(line) } })
    // A sign-up commits an event, which wakes the worker for a round at the end of the turn:
    // the close begins before that round starts.
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Late', email: 'late@example.com', password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery' }
    })
    assert.equal(signUp.statusCode, 201)
    await t.close()
    await sleep(100)
    assert.deepEqual(errors, [])
  })
})
