import { test } from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { S3Storage } from '../../src/core/storage/s3-storage.js'

/**
 * An S3 endpoint that stalls: it reads each request and answers with `answer` (nothing at all
 * by default), then `rest` after `restAfterMs` (nothing by default), without closing the connection.
 */
async function stalledS3(answer = '', rest = '', restAfterMs = 0): Promise<{ endpoint: string; requests: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  let requests = 0
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('data', (chunk) => {
      if (!/^[A-Z]+ \//.test(chunk.toString('latin1'))) return
      requests++
      if (answer) socket.write(answer)
      if (rest) setTimeout(() => socket.write(rest), restAfterMs)
    })
    socket.on('error', () => {})
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    }
  }
}

const storageAt = (endpoint: string) =>
  new S3Storage(
    { bucket: 'files', region: 'us-east-1', endpoint, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true },
    { connectMs: 1_000, answerMs: 200 }
  )

test('an S3 that never answers fails the request with a timeout, after the SDK retries, instead of holding it for good', async () => {
  const s3 = await stalledS3()
  try {
    const began = Date.now()
    await assert.rejects(storageAt(s3.endpoint).read('some-key'), { name: 'TimeoutError' })
    assert.equal(s3.requests(), 3)
    assert.ok(Date.now() - began < 10_000)
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
  const storage = storageAt(s3.endpoint)
  const held = []
  try {
    for (let i = 0; i < 60; i++) held.push(await storage.read(`key-${i}`))
    assert.equal(s3.requests(), 60)
  } finally {
    for (const body of held) body.destroy()
    storage.close()
    await s3.close()
  }
})
