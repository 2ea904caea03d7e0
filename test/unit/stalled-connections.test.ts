import { test } from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from '../../src/core/config/config.js'
import { closeStalledConnections } from '../../src/core/http/timeouts.js'
import { until } from '../support/until.js'

const IDLE_TIMEOUT_MS = 200

/** A bare app with the idle deadline, whose POST /count reads the body once `ready` resolves and answers its length. */
async function appReadingAfter(ready: () => Promise<void>): Promise<{ app: FastifyInstance; port: number; serverSocket: () => Socket | undefined }> {
  const app = Fastify({ connectionTimeout: IDLE_TIMEOUT_MS })
  app.decorate('config', { idleTimeoutMs: IDLE_TIMEOUT_MS, maxConnections: 10 } as Config)
  closeStalledConnections(app)
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.post('/count', async (request) => {
    await ready()
    let bytes = 0
    for await (const chunk of request.raw) bytes += (chunk as Buffer).length
    return { bytes }
  })
  let serverSocket: Socket | undefined
  app.server.on('connection', (socket: Socket) => (serverSocket = socket))
  const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port)
  return { app, port, serverSocket: () => serverSocket }
}

async function client(port: number, length: number): Promise<{ socket: Socket; answer: () => string }> {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  await once(socket, 'connect')
  socket.write(`POST /count HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`)
  return { socket, answer: () => answer }
}

const answered = (answer: () => string, socket: Socket) => until(() => answer().endsWith('}') || socket.closed, 'an answer')

test('a process too busy to read for longer than IDLE_TIMEOUT_MS does not take the bytes that arrived meanwhile for silence', async () => {
  const { app, port, serverSocket } = await appReadingAfter(async () => {})
  try {
    const { socket, answer } = await client(port, 3000)
    socket.write('a'.repeat(1000))
    await until(() => (serverSocket()?.bytesRead ?? 0) > 1000, 'the server to read the first bytes')
    socket.write('b'.repeat(1000))
    // The server's idle timer falls due while the process cannot run: the bytes sent just
    // before are in its socket, unread.
    const busyUntil = Date.now() + 3 * IDLE_TIMEOUT_MS
    while (Date.now() < busyUntil);
    socket.write('c'.repeat(1000))
    await answered(answer, socket)
    assert.match(answer(), /^HTTP\/1.1 200/, answer())
    assert.match(answer(), /\{"bytes":3000\}$/)
    socket.destroy()
  } finally {
    await app.close()
  }
})

test('a body that waits unread while its handler works is not taken for a silent client: the socket is ours to read', async () => {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const { app, port, serverSocket } = await appReadingAfter(() => gate)
  try {
    // More than Node buffers for a request before it stops reading its socket.
    const length = 4 * 1024 * 1024
    const { socket, answer } = await client(port, length)
    socket.write(Buffer.alloc(length, 'x'))
    await until(() => serverSocket()?.isPaused() === true, 'the server to stop reading the unread body')
    // The silence under test: several idle deadlines long.
    await sleep(3 * IDLE_TIMEOUT_MS)
    assert.equal(answer(), '')
    assert.equal(socket.closed, false)
    open()
    await answered(answer, socket)
    assert.match(answer(), /^HTTP\/1.1 200/, answer())
    assert.match(answer(), new RegExp(`\\{"bytes":${length}\\}$`))
    socket.destroy()
  } finally {
    open()
    await app.close()
  }
})
