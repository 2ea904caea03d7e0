import { test } from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { S3Storage } from '../../src/core/storage/s3-storage.js'
import { until } from '../support/until.js'

/**
 * An S3 endpoint that stalls: it reads each request and answers with `answer` (nothing at all
 * by default), then `rest` after `restAfterMs` (nothing by default), without closing the connection.
 */
async function stalledS3(
  answer = '',
  rest = '',
  restAfterMs = 0
): Promise<{ endpoint: string; connections: () => number; open: () => number; paths: () => string[]; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const paths: string[] = []
  let connections = 0
  const server = createServer((socket) => {
    sockets.add(socket)
    connections++
    socket.on('close', () => sockets.delete(socket))
    socket.on('data', (chunk) => {
      const line = /^[A-Z]+ (\/\S*)/.exec(chunk.toString('latin1'))
      if (!line) return
      paths.push(line[1]!)
      if (answer) socket.write(answer)
      if (rest) setTimeout(() => socket.write(rest), restAfterMs)
    })
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    open: () => sockets.size,
    paths: () => paths,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    }
  }
}

const storageAt = (endpoint: string, answerMs = 200) =>
  new S3Storage(
    { bucket: 'files', region: 'us-east-1', endpoint, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true },
    { connectMs: 1_000, answerMs }
  )

test('an S3 that never answers fails the request with a timeout, after the SDK retries, instead of holding it for good', async () => {
  const s3 = await stalledS3()
  try {
    const began = Date.now()
    const error = await storageAt(s3.endpoint).read('some-key').then(
      () => assert.fail('read an S3 that never answers'),
      (error: unknown) => error as { name: string; $metadata: { attempts: number } }
    )
    assert.equal(error.name, 'TimeoutError')
    assert.equal(error.$metadata.attempts, 3)
    assert.ok(Date.now() - began < 10_000)
    // Each attempt is a connection of its own. On a busy machine an attempt can time out before
    // its request line is sent, or before this server has read it: count connections once the
    // SDK has hung up on all of them.
    await until(() => s3.connections() >= 3 && s3.open() === 0, 'the SDK to close its connections')
    assert.equal(s3.connections(), 3)
  } finally {
    await s3.close()
  }
})

test('once S3 has begun its answer, a body that comes slowly is read whole: only the wait for the answer is timed', async () => {
  const s3 = await stalledS3('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 20\r\n\r\n' + 'x'.repeat(10), 'y'.repeat(10), 600)
  try {
    const body = await storageAt(s3.endpoint).read('some-key')
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    assert.equal(Buffer.concat(chunks).toString(), 'x'.repeat(10) + 'y'.repeat(10))
  } finally {
    await s3.close()
  }
})

test('downloads held open by slow readers, more than the SDK pool of 50, do not make the next S3 request wait for a socket and time out', async () => {
  // Each answer sends half its body and stops, as S3 does to a download its reader is not reading.
  const s3 = await stalledS3('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 20\r\n\r\n' + 'x'.repeat(10))
  // A request that waits for a pooled socket waits for good here (the held bodies never end), so
  // any answer timeout catches it; a generous one keeps a slow turn of a busy machine from
  // passing for that wait.
  const storage = storageAt(s3.endpoint, 5_000)
  const held = []
  try {
    for (let i = 0; i < 60; i++) held.push(await storage.read(`key-${i}`))
    assert.equal(new Set(s3.paths()).size, 60)
  } finally {
    for (const body of held) body.destroy()
    storage.close()
    await s3.close()
  }
})
