import { test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import multipart from '@fastify/multipart'
import { readUpload } from '../../src/modules/files/files.multipart.js'

const FILE = Buffer.alloc(300 * 1024)
for (let i = 0; i < FILE.length; i++) FILE[i] = (i * 7) % 251
const BOUNDARY = 'slices-boundary'
const BODY = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`),
  FILE,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
])

interface Seen {
  received: string
  lengthsRead: number[]
  lengthsAfterRest: number[]
}

function post(port: number): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { port, host: '127.0.0.1', method: 'POST', path: '/upload', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve(JSON.parse(Buffer.concat(parts).toString()) as Seen))
      }
    )
    sent.on('error', reject).end(BODY)
  })
}

test('an upload read from a connection frees, once its body is read, the parser reads its file shares with the framing, and nothing else', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/upload', async (request) => {
    const upload = await readUpload(request, FILE.length)
    const chunks: Buffer[] = []
    const copies: Buffer[] = []
    for await (const chunk of upload.bytes) {
      chunks.push(chunk)
      copies.push(Buffer.from(chunk))
    }
    const lengthsRead = chunks.map((chunk) => chunk.length)
    await upload.rest()
    return { received: Buffer.concat(copies).toString('base64'), lengthsRead, lengthsAfterRest: chunks.map((chunk) => chunk.length) }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const seen = await post((app.server.address() as AddressInfo).port)

  assert.equal(seen.received, FILE.toString('base64'))
  assert.ok(seen.lengthsRead.length >= 3, `the file came in ${seen.lengthsRead.length} chunks`)
  // The first chunk shares its read with the part's headers, the last with the closing boundary.
  assert.equal(seen.lengthsAfterRest[0], 0, 'the first chunk is freed')
  assert.equal(seen.lengthsAfterRest.at(-1), 0, 'the last chunk is freed')
  // The chunks between are whole reads: storage frees those as it writes them, readUpload does not.
  assert.deepEqual(seen.lengthsAfterRest.slice(1, -1), seen.lengthsRead.slice(1, -1))
})
