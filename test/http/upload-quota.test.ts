import { test } from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTestApp, eachDatabase, freshDatabase, testApp, until, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { killed, startServer } from '../support/server-process.js'
import { multipart } from '../uploads.js'

const FILE_BYTES = 4000
const UPLOADS = 20

const send = (t: TestApp, who: TestUser, bytes = FILE_BYTES) => {
  const body = multipart([{ name: 'file', filename: 'note.txt', data: 'x'.repeat(bytes) }])
  return t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload })
}

const storedSizes = async (t: TestApp) => (await t.app.database.db.selectFrom('files').select('size').execute()).map((row) => row.size)
const reservations = (t: TestApp) => t.app.database.db.selectFrom('upload_reservations').selectAll().execute()

/** The bytes under the upload directory, finished or not: what a real disk would have lost. */
function bytesOnDisk(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? bytesOnDisk(path) : statSync(path).size
  }
  return total
}

eachDatabase((kind) => {
  test(`${UPLOADS} uploads at once against a quota of 2.5 uploads store at most the quota; the rest are 413 and nothing stays reserved`, async (context) => {
    const quota = 2.5 * FILE_BYTES
    const t = await testApp(context, kind, { env: { UPLOAD_QUOTA_BYTES: String(quota), MAX_UPLOAD_BYTES: String(FILE_BYTES + 1000) } })
    const owner = await createUser(t)
    const answers = await Promise.all(Array.from({ length: UPLOADS }, () => send(t, owner)))
    const statuses = answers.map((res) => res.statusCode)
    assert.deepEqual([...new Set(statuses)].sort(), [201, 413], statuses.join())
    for (const res of answers.filter((res) => res.statusCode === 413)) assert.match(res.data.error.message, /quota/)
    const sizes = await storedSizes(t)
    assert.ok(sizes.reduce((a, b) => a + b, 0) <= quota, `stored ${sizes.join(' + ')} bytes`)
    assert.equal(sizes.length, 2)
    assert.deepEqual(await reservations(t), [])
    // What the refused ones reserved was given back: the room left takes a file that fits it.
    assert.equal((await send(t, owner, quota - 2 * FILE_BYTES)).statusCode, 201)
  })

  test(`${UPLOADS} uploads at once against a disk with room for 2.5 of them besides MIN_FREE_DISK_BYTES store at most that: the bytes in flight count`, async (context) => {
    const minFree = 1_000_000
    const t = await testApp(context, kind, { env: { MIN_FREE_DISK_BYTES: String(minFree), MAX_UPLOAD_BYTES: String(FILE_BYTES + 1000) } })
    const owner = await createUser(t)
    // A disk of its own size: what the upload directory holds (finished or being written) is gone from it.
    const uploads = join(t.config.dataDir, 'uploads')
    const capacity = minFree + 2.5 * (FILE_BYTES + 500)
    t.app.storage.freeBytes = async () => capacity - bytesOnDisk(uploads)
    const answers = await Promise.all(Array.from({ length: UPLOADS }, () => send(t, owner)))
    const statuses = answers.map((res) => res.statusCode)
    assert.ok(statuses.every((status) => status === 201 || status === 503), statuses.join())
    const stored = statuses.filter((status) => status === 201).length
    assert.ok(stored >= 1 && stored <= 2, `${stored} stored`)
    assert.ok(bytesOnDisk(uploads) <= capacity - minFree, `${bytesOnDisk(uploads)} bytes on disk`)
    assert.deepEqual(await reservations(t), [])
  })

  test('an upload whose server is killed mid-stream leaves its reservation for at most the lease: then the quota is whole again', { timeout: 300_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'admin-quota-crash-'))
    const database = await freshDatabase(kind, root)
    const quota = { UPLOAD_QUOTA_BYTES: '1000', MAX_UPLOAD_BYTES: '1000' }
    // The lease is twice IDLE_TIMEOUT_MS: 2 s here.
    const server = await startServer({ ...quota, DATA_DIR: join(root, 'crashing'), DATABASE_URL: database.url, IDLE_TIMEOUT_MS: '1000', JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long' })
    let other: TestApp | undefined
    let socket: Socket | undefined
    let drip: NodeJS.Timeout | undefined
    try {
      // The instance that carries on, on the same database; it signs the same tokens.
      other = await buildTestApp(kind, { database, env: quota })
      const owner = await createUser(other)
      const body = multipart([{ name: 'file', filename: 'cut.txt', data: 'y'.repeat(900) }])
      socket = connect(server.port, '127.0.0.1')
      socket.on('error', () => {})
      await once(socket, 'connect')
      const head = [
        'POST /api/upload HTTP/1.1',
        'Host: localhost',
        `Authorization: Bearer ${owner.token}`,
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`
      ].join('\r\n')
      socket.write(`${head}\r\n\r\n`)
      socket.write(body.payload.subarray(0, 400))
      // A byte now and then: the upload is alive, never idle, until its server dies.
      let sent = 400
      drip = setInterval(() => sent < body.payload.length - 100 && socket!.write(body.payload.subarray(sent, ++sent)), 100)
      await until(async () => (await reservations(other!)).length === 1, 'the upload to reserve its bytes')
      await killed(server.child)
      const killedAt = Date.now()
      const [held] = await reservations(other)
      assert.ok(Date.parse(held!.expires_at) - killedAt <= 2000, `held until ${held!.expires_at}, killed at ${new Date(killedAt).toISOString()}`)

      await until(async () => (await send(other!, owner, 900)).statusCode === 201, 'the whole quota to be free again', 15_000)
      assert.ok(Date.now() >= Date.parse(held!.expires_at), 'a reservation was let go before it lapsed')
      assert.deepEqual(await reservations(other), [])
    } finally {
      clearInterval(drip)
      socket?.destroy()
      await killed(server.child)
      await other?.close()
      await database.drop()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
