import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readlinkSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import type { InjectOptions } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { join } from 'node:path'
import { as, buildTestApp, eachDatabase, scenarios, testApp, until, withTestApp, type Expected, type Scenario, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { multipart, SAMPLES, eachStorage, type Part } from '../uploads.js'
import { ALLOWED_FILE_TYPES } from '../../src/modules/files/file-types.js'
import { STREAMING_UPLOADS } from '../../src/modules/files/files.service.js'

const LIMIT = 4096

const SLOW_PART: Part = { name: 'file', filename: 'slow.txt', data: 'a slow client sends half of this and stops\n'.repeat(100) }

/** An upload of `part` over a real connection that sends its headers and half its body, then nothing. */
async function stalledUpload(port: number, who: TestUser, part = SLOW_PART): Promise<Socket> {
  const body = multipart([part])
  const socket = connect(port, '127.0.0.1')
  // The server may close it first (an idle connection, a refused upload): a later write then
  // fails, which is no failure of the test.
  socket.on('error', () => {})
  await once(socket, 'connect')
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${who.token}\r\n` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`
  )
  socket.write(body.payload.subarray(0, body.payload.length / 2))
  return socket
}

/** The request of POST /api/upload of a multipart body of `parts`, as `who` (or anonymously). */
function uploadRequest(who: TestUser | null, parts: Part[]): InjectOptions {
  const body = multipart(parts)
  return { method: 'POST', url: '/api/upload', headers: { ...body.headers, ...(who ? bearer(who.token) : {}) }, payload: body.payload }
}

/** POST /api/upload of a multipart body of `parts`, as `who` (or anonymously). */
function postUpload(t: TestApp, who: TestUser | null, parts: Part[]): Promise<TestResponse> {
  return t.request(uploadRequest(who, parts))
}

/**
 * Sends half of an upload of `part` over a real connection, waits until `begun` says the server
 * is writing it (without one, a moment), and closes the connection.
 */
async function uploadHalfThenHangUp(t: TestApp, who: TestUser, part: Part, begun?: () => Promise<boolean>): Promise<void> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  const socket = await stalledUpload(Number(new URL(address).port), who, part)
  await (begun ? until(begun, 'the server to start writing the upload') : sleep(200))
  socket.destroy()
}

const s3 = eachStorage(suite)

function suite(kind: 'sqlite' | 'postgres', driver: 'local' | 's3', storageEnv: () => Promise<Record<string, string>>) {
  let t: TestApp
  let owner: TestUser
  let other: TestUser
  let admin: TestUser

  before(async () => {
    t = await buildTestApp(kind, { env: { MAX_UPLOAD_BYTES: String(LIMIT), PUBLIC_URL: 'https://files.example/base', ...(await storageEnv()) } })
    ;[owner, other, admin] = [await createUser(t), await createUser(t), await createUser(t, { role: 'admin' })]
  })
  after(() => t.close())

  const upload = (who: TestUser | null, parts: Part[]) => postUpload(t, who, parts)
  const fileRequest = (who: TestUser, data: Buffer | string, filename = 'file.bin', contentType?: string) =>
    uploadRequest(who, [{ name: 'file', filename, data, ...(contentType && { contentType }) }])
  const uploadFile = (who: TestUser, data: Buffer | string, filename = 'file.bin', contentType?: string) => t.request(fileRequest(who, data, filename, contentType))
  const path = (res: TestResponse) => new URL(res.data.data.url).pathname.replace(/^\/base/, '')
  const download = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers })
  /** Every object storage holds, and the leftovers of unfinished writes (which must be none). */
  const stored = async () => {
    const keys: string[] = []
    for await (const batch of t.app.storage.list()) keys.push(...batch.map((object) => object.key))
    return keys.sort()
  }
  /**
   * Temporary files of unfinished local writes (an S3 upload is invisible until complete), but
   * the storage probe's: it writes and removes one there every second.
   */
  const partials = async () => (driver === 'local' ? readdirSync(join(t.config.dataDir, 'uploads', '.partial')).filter((name) => !name.startsWith('probe-')).length : 0)
  const eventsFor = (id: string) =>
    t.app.database.db.selectFrom('events').select(['type', 'actor_id', 'subject_type', 'payload']).where('subject_id', '=', id).orderBy('id').execute()

  /** Asserts a refusal stored nothing: no new object, no leftover, no row. */
  const assertNothingStored = async (before: string[]) => {
    assert.deepEqual(await stored(), before)
    assert.equal(await partials(), 0)
    const rows = await t.app.database.db.selectFrom('files').select('storage_key').execute()
    assert.deepEqual(rows.map((row) => row.storage_key).sort(), before)
  }
  /**
   * A row whose upload must be refused with `expected` and leave storage, the files table and
   * the event log as they were (what storage held is read just before the request).
   */
  let storedBefore: string[]
  const refusedUpload = (name: string, request: () => InjectOptions, expected: Expected, also?: (res: TestResponse) => void): Scenario => ({
    name,
    request: async () => {
      storedBefore = await stored()
      return request()
    },
    ...expected,
    events: [],
    then: async (res) => {
      also?.(res)
      await assertNothingStored(storedBefore)
    }
  })

  describe('types from the bytes', () => {
    const accepted: Array<[string, Buffer, string, string]> = [
      ['PNG', SAMPLES.png, 'a.png', 'image/png'],
      ['JPEG', SAMPLES.jpeg, 'a.jpg', 'image/jpeg'],
      ['GIF', SAMPLES.gif, 'a.gif', 'image/gif'],
      ['WebP', SAMPLES.webp, 'a.webp', 'image/webp'],
      ['PDF', SAMPLES.pdf, 'a.pdf', 'application/pdf'],
      ['plain text', SAMPLES.text, 'notes.txt', 'text/plain'],
      ['CSV (named .csv)', SAMPLES.csv, 'table.CSV', 'text/csv'],
      ['JSON (it parses)', SAMPLES.json, 'data.txt', 'application/json'],
      ['a PNG named .txt and sent as text/plain', SAMPLES.png, 'notes.txt', 'image/png'],
      ['text named .json that is not JSON', Buffer.from('{"a": 1,}'), 'data.json', 'text/plain'],
      ['a JSON scalar is not labelled JSON', Buffer.from('"just a string"'), 'data.json', 'text/plain'],
      ['text named .png and sent as image/png', SAMPLES.text, 'photo.png', 'text/plain'],
      ['a < that does not come first', Buffer.from('a < b\n<html>'), 'x.txt', 'text/plain']
    ]
    scenarios(
      () => t,
      accepted.map(([name, data, filename, mimeType]) => ({
        name: `201 for ${name}: ${mimeType}`,
        request: () => fileRequest(owner, data, filename, name.includes('sent as') ? (filename.endsWith('.png') ? 'image/png' : 'text/plain') : undefined),
        status: 201,
        events: ['file.uploaded'],
        then: async (res) => {
          assert.equal(res.data.message, 'File uploaded')
          assert.equal(res.data.data.mimeType, mimeType)
          assert.equal(res.data.data.size, data.length)
          const served = await download(path(res))
          assert.equal(served.statusCode, 200)
          assert.deepEqual(served.rawPayload, data)
        }
      }))
    )

    const refused: Array<[string, Buffer, string]> = [
      ['HTML', SAMPLES.html, 'page.txt'],
      ['HTML after white space', SAMPLES.htmlAfterSpace, 'page.txt'],
      ['HTML after a byte order mark', SAMPLES.htmlAfterBom, 'page.csv'],
      ['SVG named .png and sent as image/png', SAMPLES.svg, 'image.png'],
      ['XML', SAMPLES.xml, 'data.json'],
      ['an ELF executable', SAMPLES.elf, 'tool.txt'],
      ['a Windows executable', SAMPLES.exe, 'setup.pdf'],
      ['a ZIP archive', SAMPLES.zip, 'a.csv'],
      ['Latin-1 text (not UTF-8)', SAMPLES.latin1, 'a.txt'],
      ['UTF-16 text', SAMPLES.utf16, 'a.txt'],
      ['text with a NUL byte', SAMPLES.nul, 'a.txt'],
      ['UTF-8 cut off mid-character at the end', SAMPLES.cutUtf8, 'a.txt'],
      ['random bytes', SAMPLES.random, 'a.png'],
      ['HTML after 3 KiB of white space, past the first chunk', Buffer.concat([Buffer.alloc(3000, ' '), Buffer.from('\n'.repeat(1000)), SAMPLES.html]), 'a.txt'],
      ['invalid UTF-8 far past the start', Buffer.concat([Buffer.alloc(4000, 'a'), Buffer.from([0xff])]), 'a.txt']
    ]
    scenarios(
      () => t,
      refused.map(([name, data, filename]) =>
        refusedUpload(`415 for ${name}, nothing stored`, () => fileRequest(owner, data, filename, filename.endsWith('.png') ? 'image/png' : 'text/plain'), {
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE'
        })
      )
    )
  })

  describe('the request', () => {
    const bad: Array<[string, () => InjectOptions, number, string, string?]> = [
      ['no token', () => uploadRequest(null, [{ name: 'file', filename: 'a.png', data: SAMPLES.png }]), 401, 'UNAUTHORIZED'],
      ['no part named file', () => uploadRequest(owner, [{ name: 'title', data: 'x' }]), 422, 'VALIDATION_ERROR', 'file'],
      ['the file under another name', () => uploadRequest(owner, [{ name: 'upload', filename: 'a.png', data: SAMPLES.png }]), 422, 'VALIDATION_ERROR', 'file'],
      ['a part named file that is a field, not a file', () => uploadRequest(owner, [{ name: 'file', data: 'hello' }]), 422, 'VALIDATION_ERROR', 'file'],
      [
        'two file parts',
        () =>
          uploadRequest(owner, [
            { name: 'file', filename: 'a.png', data: SAMPLES.png },
            { name: 'file', filename: 'b.png', data: SAMPLES.png }
          ]),
        422,
        'VALIDATION_ERROR',
        'file'
      ],
      [
        'a second file part under another name',
        () =>
          uploadRequest(owner, [
            { name: 'file', filename: 'a.txt', data: SAMPLES.text },
            { name: 'other', filename: 'b.txt', data: SAMPLES.text }
          ]),
        422,
        'VALIDATION_ERROR',
        'file'
      ],
      ['an empty file', () => fileRequest(owner, Buffer.alloc(0), 'empty.txt'), 422, 'VALIDATION_ERROR', 'file'],
      [
        'too many fields',
        () => uploadRequest(owner, [...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' })), { name: 'file', filename: 'a.png', data: SAMPLES.png }]),
        400,
        'BAD_REQUEST'
      ],
      [
        'too many fields after the file',
        () => uploadRequest(owner, [{ name: 'file', filename: 'a.png', data: SAMPLES.png }, ...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' }))]),
        400,
        'BAD_REQUEST'
      ],
      [
        'a body cut off inside the file',
        () => {
          const body = multipart([{ name: 'file', filename: 'a.txt', data: SAMPLES.text }])
          return { method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(owner.token) }, payload: body.payload.subarray(0, body.payload.length - 30) }
        },
        400,
        'BAD_REQUEST'
      ],
      [
        'a boundary that never appears',
        () => ({
          method: 'POST',
          url: '/api/upload',
          headers: { 'content-type': 'multipart/form-data; boundary=nothere', ...bearer(owner.token) },
          payload: 'just some bytes'
        }),
        400,
        'BAD_REQUEST'
      ],
      [
        'multipart without a boundary',
        () => ({ method: 'POST', url: '/api/upload', headers: { 'content-type': 'multipart/form-data', ...bearer(owner.token) }, payload: 'x' }),
        400,
        'BAD_REQUEST'
      ],
      [
        'a JSON body',
        () => as(owner).post('/api/upload', { file: 'aGVsbG8=' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE'
      ]
    ]
    scenarios(
      () => t,
      bad.map(([name, request, status, code, field]) => refusedUpload(`${status} ${code} for ${name}, nothing stored`, request, { status, code, field }))
    )

    test('a few other fields around the file are ignored', async () => {
      const res = await upload(owner, [{ name: 'title', data: 'x' }, { name: 'file', filename: 'a.png', data: SAMPLES.png }, { name: 'note', data: 'y' }])
      assert.equal(res.statusCode, 201, res.body)
    })
  })

  describe('the size limit', () => {
    const sized = (size: number) => Buffer.alloc(size, 'a')
    for (const [name, size] of [
      ['one byte under the limit', LIMIT - 1],
      ['exactly the limit', LIMIT]
    ] as const) {
      test(`201 at ${name}`, async () => {
        const res = await uploadFile(owner, sized(size), 'a.txt')
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(res.data.data.size, size)
        assert.equal((await download(path(res))).rawPayload.length, size)
      })
    }

    const tooLarge = [
      ['text one byte over the limit', sized(LIMIT + 1)],
      ['a PNG far over the limit', Buffer.concat([SAMPLES.png, Buffer.alloc(LIMIT * 20)])]
    ] as const
    scenarios(
      () => t,
      tooLarge.map(([name, data]) =>
        refusedUpload(`413 PAYLOAD_TOO_LARGE for ${name}, nothing stored`, () => fileRequest(owner, data, 'big.txt'), { status: 413, code: 'PAYLOAD_TOO_LARGE' }, (res) =>
          assert.equal(res.headers.connection, 'close')
        )
      )
    )

    test('public settings tell the limit and the types', async () => {
      const res = await t.request({ method: 'GET', url: '/api/settings/public' })
      assert.equal(res.data.data.maxUploadBytes, LIMIT)
      assert.deepEqual(res.data.data.allowedFileTypes, [...ALLOWED_FILE_TYPES])
    })
  })

  describe('names', () => {
    const names: Array<[string, string, string]> = [
      ['a Unix path', '../../etc/passwd', 'passwd'],
      ['a Windows path', 'C:\\Users\\me\\report.txt', 'report.txt'],
      ['control and bidirectional characters', 'in\u0007voice\u202Etxt.exe', 'invoicetxt.exe'],
      ['Unicode, kept', 'résumé 履歴書 😀.txt', 'résumé 履歴書 😀.txt'],
      ['reserved characters', 'a:b*c?<d>|.txt', 'a_b_c__d__.txt'],
      ['only dots', '..', 'file'],
      ['nothing', '', 'file'],
      ['a name of 300 characters', `${'n'.repeat(296)}.txt`, `${'n'.repeat(196)}.txt`],
      ['a long name outside the BMP, cut between characters', `${'😀'.repeat(150)}.txt`, `${'😀'.repeat(98)}.txt`],
      ['a long extension, cut with the rest', `a.${'x'.repeat(250)}`, `a.${'x'.repeat(198)}`]
    ]
    test('a filename whose bytes are not UTF-8, plain or as filename*, is 422 on file and nothing is stored', async () => {
      const before = await stored()
      const dispositions: Array<[string, Buffer]> = [
        ['bytes ff fe', Buffer.concat([Buffer.from('form-data; name="file"; filename="a'), Buffer.from([0xff, 0xfe]), Buffer.from('.txt"')])],
        ['a truncated sequence', Buffer.concat([Buffer.from('form-data; name="file"; filename="caf'), Buffer.from([0xc3]), Buffer.from('.txt"')])],
        ['filename* escapes that are not UTF-8', Buffer.from("form-data; name=\"file\"; filename*=UTF-8''%E0%A4%A.txt")]
      ]
      for (const [name, disposition] of dispositions) {
        const boundary = 'x-boundary-x'
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: `),
          disposition,
          Buffer.from(`\r\nContent-Type: text/plain\r\n\r\n`),
          SAMPLES.text,
          Buffer.from(`\r\n--${boundary}--\r\n`)
        ])
        const res = await t.request({ method: 'POST', url: '/api/upload', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(owner.token) }, payload })
        assert.equal(res.statusCode, 422, `${name}: ${res.body}`)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.match(res.data.error.details.file[0], /not valid UTF-8/, name)
      }
      await assertNothingStored(before)
    })

    for (const [name, given, kept] of names) {
      test(`sanitised: ${name}`, async () => {
        const res = await uploadFile(owner, SAMPLES.text, given)
        assert.equal(res.statusCode, 201, res.body)
        assert.equal(res.data.data.filename, kept)
        assert.equal(res.data.data.url, `https://files.example/base/files/${res.data.data.id}/${encodeURIComponent(kept)}`)
        assert.equal((await download(path(res))).statusCode, 200)
      })
    }
  })

  describe('serving', () => {
    let image: TestResponse
    let pdf: TestResponse
    before(async () => {
      image = await uploadFile(owner, SAMPLES.png, "pic (1) l'été.png")
      pdf = await uploadFile(owner, SAMPLES.pdf, 'rapport été.pdf')
    })

    test('an image: stored type, inline, nosniff, sandboxed, cacheable with an ETag, no token needed', async () => {
      const res = await download(path(image))
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'image/png')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.match(String(res.headers['content-security-policy']), /^sandbox/)
      assert.equal(res.headers['content-disposition'], `inline; filename="pic (1) l'_t_.png"; filename*=UTF-8''pic%20%281%29%20l%27%C3%A9t%C3%A9.png`)
      assert.equal(res.headers['cache-control'], 'no-cache')
      assert.equal(res.headers['content-length'], String(SAMPLES.png.length))
      assert.equal(res.headers['x-ratelimit-limit'], undefined)
      assert.ok(res.headers.etag)
    })

    test('a PDF: attachment, with the UTF-8 name in filename*', async () => {
      const res = await download(path(pdf))
      assert.equal(res.headers['content-type'], 'application/pdf')
      assert.equal(res.headers['content-disposition'], `attachment; filename="rapport _t_.pdf"; filename*=UTF-8''rapport%20%C3%A9t%C3%A9.pdf`)
      assert.deepEqual(res.rawPayload, SAMPLES.pdf)
    })

    test('text is served as attachment with its charset', async () => {
      const res = await download(path(await uploadFile(owner, SAMPLES.csv, 't.csv')))
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
      assert.match(String(res.headers['content-disposition']), /^attachment;/)
    })

    test('If-None-Match with the ETag: 304 without a body', async () => {
      const first = await download(path(image))
      const res = await download(path(image), { 'if-none-match': String(first.headers.etag) })
      assert.equal(res.statusCode, 304)
      assert.equal(res.rawPayload.length, 0)
      assert.equal((await download(path(image), { 'if-none-match': '"other"' })).statusCode, 200)
    })

    const ranges: Array<[string, string, number, Buffer, string]> = [
      ['a middle range', 'bytes=5-14', 206, SAMPLES.pdf.subarray(5, 15), `bytes 5-14/${SAMPLES.pdf.length}`],
      ['an open-ended range', 'bytes=70-', 206, SAMPLES.pdf.subarray(70), `bytes 70-${SAMPLES.pdf.length - 1}/${SAMPLES.pdf.length}`],
      ['the last bytes', 'bytes=-6', 206, SAMPLES.pdf.subarray(-6), `bytes ${SAMPLES.pdf.length - 6}-${SAMPLES.pdf.length - 1}/${SAMPLES.pdf.length}`],
      ['an end past the size', 'bytes=0-99999', 206, SAMPLES.pdf, `bytes 0-${SAMPLES.pdf.length - 1}/${SAMPLES.pdf.length}`],
      ['several ranges (answered whole)', 'bytes=0-1,4-5', 200, SAMPLES.pdf, ''],
      ['another unit (ignored)', 'items=0-1', 200, SAMPLES.pdf, '']
    ]
    for (const [name, range, status, body, contentRange] of ranges) {
      test(`Range: ${name}, streamed from storage and then from memory`, async () => {
        // A new file: a range of a file not yet downloaded whole is streamed; once it was, its
        // bytes are kept in memory and ranges are cut from them.
        const url = path(await uploadFile(owner, SAMPLES.pdf, 'ranges.pdf'))
        for (const source of ['storage', 'memory']) {
          if (source === 'memory') assert.equal((await download(url)).statusCode, 200)
          const res = await download(url, { range })
          assert.equal(res.statusCode, status, source)
          assert.deepEqual(res.rawPayload, body, source)
          assert.equal(res.headers['content-length'], String(body.length), source)
          if (contentRange) assert.equal(res.headers['content-range'], contentRange, source)
        }
      })
    }

    test('a range past the end: 416 with the size', async () => {
      const res = await download(path(pdf), { range: `bytes=${SAMPLES.pdf.length}-` })
      assert.equal(res.statusCode, 416)
      assert.equal(res.data.error.code, 'BAD_REQUEST')
      assert.equal(res.headers['content-range'], `bytes */${SAMPLES.pdf.length}`)
      assert.match(String(res.headers['content-type']), /^application\/json/)
      assert.equal(res.headers['content-disposition'], undefined)
    })

    test('If-Range: a range of the current version only; another ETag gets the whole file', async () => {
      const etag = String((await download(path(pdf))).headers.etag)
      assert.equal((await download(path(pdf), { range: 'bytes=0-3', 'if-range': etag })).statusCode, 206)
      const stale = await download(path(pdf), { range: 'bytes=0-3', 'if-range': '"another"' })
      assert.equal(stale.statusCode, 200)
      assert.deepEqual(stale.rawPayload, SAMPLES.pdf)
    })

    test('a wrong name, an unknown id, a missing name: 404 in the envelope', async () => {
      const id = image.data.data.id
      for (const url of [`/files/${id}/other.png`, `/files/${id}/PIC%20(1)%20l'%C3%A9t%C3%A9.png`, `/files/01900000-0000-7000-8000-000000000000/pic.png`, `/files/${id}/`]) {
        const res = await download(url)
        assert.equal(res.statusCode, 404, url)
        assert.equal(res.data.error.code, 'NOT_FOUND')
      }
    })
  })

  describe('listing and deleting', () => {
    test('a user lists their own files; an administrator lists everyone\'s; paged and sorted', async () => {
      const mine = await createUser(t)
      const sizes = [30, 10, 20]
      const ids: string[] = []
      for (const size of sizes) ids.push((await uploadFile(mine, Buffer.alloc(size, 'z'), `f${size}.txt`)).data.data.id)
      await uploadFile(other, SAMPLES.text, 'not-mine.txt')
      const list = await t.request({ method: 'GET', url: '/api/upload?limit=2&sort=size', headers: bearer(mine.token) })
      assert.equal(list.statusCode, 200)
      assert.deepEqual(list.data.data.items.map((f: { size: number }) => f.size), [10, 20])
      assert.deepEqual(list.data.data.pagination, { page: 1, limit: 2, total: 3, totalPages: 2 })
      const newest = await t.request({ method: 'GET', url: '/api/upload', headers: bearer(mine.token) })
      assert.deepEqual(newest.data.data.items.map((f: { id: string }) => f.id), [...ids].reverse())
      const all = await t.request({ method: 'GET', url: '/api/upload?limit=100', headers: bearer(admin.token) })
      const owners = new Set(all.data.data.items.map((f: { uploaderId: string }) => f.uploaderId))
      assert.ok(owners.has(mine.user.id) && owners.has(other.user.id))
      assert.equal((await t.request({ method: 'GET', url: '/api/upload?sort=name', headers: bearer(mine.token) })).statusCode, 422)
    })

    const deleters: Array<[string, () => TestUser, number]> = [
      ['the uploader', () => owner, 200],
      ['an administrator', () => admin, 200],
      ['another user', () => other, 404]
    ]
    let uploaded: TestResponse
    scenarios(
      () => t,
      deleters.map(([name, who, status]): Scenario => ({
        name: `delete by ${name}: ${status}`,
        request: async () => {
          uploaded = await uploadFile(owner, SAMPLES.png, 'del.png')
          // Downloaded first, so that its bytes are kept in memory when the delete comes.
          assert.equal((await download(path(uploaded))).statusCode, 200)
          return as(who()).delete(`/api/upload/${uploaded.data.data.id}`)
        },
        status,
        ...(status === 404 && { code: 'NOT_FOUND' }),
        events: status === 200 ? ['file.deleted'] : [],
        then: async (res) => {
          const { id } = uploaded.data.data
          const keys = await stored()
          if (status !== 200) {
            assert.equal((await download(path(uploaded))).statusCode, 200)
            return assert.ok(keys.includes(id))
          }
          assert.deepEqual(res.data.data, { id })
          assert.equal(res.data.message, 'File deleted')
          assert.equal((await download(path(uploaded))).statusCode, 404)
          assert.ok(!keys.includes(id))
          const events = await eventsFor(id)
          assert.deepEqual(events.map((e) => [e.type, e.subject_type, e.actor_id]), [
            ['file.uploaded', 'file', owner.user.id],
            ['file.deleted', 'file', who().user.id]
          ])
          assert.deepEqual(JSON.parse(events[0]!.payload), uploaded.data.data)
          assert.equal((await t.request(as(who()).delete(`/api/upload/${id}`))).statusCode, 404)
        }
      }))
    )

    test('bytes gone from storage under a row: 404 in the envelope, without the file\'s headers; a range too', async () => {
      const res = await uploadFile(owner, SAMPLES.pdf, 'gone.pdf')
      await t.app.storage.remove(res.data.data.id)
      for (const headers of [{}, { range: 'bytes=0-3' }] as Array<Record<string, string>>) {
        const gone = await download(path(res), headers)
        assert.equal(gone.statusCode, 404)
        assert.equal(gone.data.error.code, 'NOT_FOUND')
        assert.match(String(gone.headers['content-type']), /^application\/json/)
        for (const name of ['content-disposition', 'etag', 'accept-ranges', 'content-range']) assert.equal(gone.headers[name], undefined, name)
      }
      // The row goes too, so that the other tests find rows and bytes matching.
      const del = await t.request({ method: 'DELETE', url: `/api/upload/${res.data.data.id}`, headers: bearer(owner.token) })
      assert.equal(del.statusCode, 200)
    })

    test('deleting a user keeps their files', async () => {
      const leaving = await createUser(t)
      const res = await uploadFile(leaving, SAMPLES.gif, 'kept.gif')
      const del = await t.request({ method: 'DELETE', url: `/api/users/${leaving.user.id}`, headers: bearer(admin.token) })
      assert.equal(del.statusCode, 200)
      assert.equal((await download(path(res))).statusCode, 200)
      const all = await t.request({ method: 'GET', url: '/api/upload?limit=100', headers: bearer(admin.token) })
      assert.ok(all.data.data.items.some((f: { id: string }) => f.id === res.data.data.id))
    })
  })

  test('concurrent uploads, more than stream at once, each store their own bytes', async () => {
    const who = await createUser(t)
    const bodies = Array.from({ length: STREAMING_UPLOADS + 4 }, (_, i) => Buffer.from(`upload number ${i}\n`.repeat(50 + i)))
    const answers = await Promise.all(bodies.map((body, i) => uploadFile(who, body, `c${i}.txt`)))
    assert.deepEqual(answers.map((res) => res.statusCode), bodies.map(() => 201))
    assert.equal(new Set(answers.map((res) => res.data.data.id)).size, bodies.length)
    for (const [i, res] of answers.entries()) assert.deepEqual((await download(path(res))).rawPayload, bodies[i])
  })

  test('bytes without a row are swept once old enough; files and young bytes stay', async () => {
    const kept = (await uploadFile(owner, SAMPLES.png, 'kept.png')).data.data.id
    for (const key of ['orphan-a', 'orphan-b']) {
      await t.app.storage.write(key, (async function* () {
        yield Buffer.from('bytes whose row was never written')
      })())
    }
    // Written a moment ago: they may be an upload in flight on another instance.
    assert.equal(await t.app.files.sweep(new Date(Date.now() - 60_000)), 0)
    assert.ok((await stored()).includes('orphan-a'))
    assert.equal(await t.app.files.sweep(new Date(Date.now() + 60_000)), 2)
    const keys = await stored()
    assert.ok(!keys.includes('orphan-a') && !keys.includes('orphan-b'))
    assert.ok(keys.includes(kept))
  })

  test('HEAD answers the headers without the bytes', async () => {
    const res = await uploadFile(owner, SAMPLES.pdf, 'head.pdf')
    const head = await t.request({ method: 'HEAD', url: path(res) })
    assert.equal(head.statusCode, 200)
    assert.equal(head.headers['content-length'], String(SAMPLES.pdf.length))
    assert.equal(head.headers['content-type'], 'application/pdf')
    assert.equal(head.rawPayload.length, 0)
  })

  test('when the event cannot be written, the upload answers 500 and leaves no bytes; a delete leaves the file whole', async () => {
    const kept = await uploadFile(owner, SAMPLES.png, 'kept.png')
    const before = await stored()
    const record = t.app.events.record
    t.app.events.record = async () => {
      throw new Error('event refused by the test')
    }
    try {
      const res = await uploadFile(owner, SAMPLES.text, 'lost.txt')
      assert.equal(res.statusCode, 500)
      await assertNothingStored(before)
      const del = await t.request({ method: 'DELETE', url: `/api/upload/${kept.data.data.id}`, headers: bearer(owner.token) })
      assert.equal(del.statusCode, 500)
    } finally {
      t.app.events.record = record
    }
    assert.deepEqual((await download(path(kept))).rawPayload, SAMPLES.png)
  })

  if (driver === 'local') {
    test('files are private on disk: 0600 in 0700 directories', async () => {
      const { id } = (await uploadFile(owner, SAMPLES.png, 'mode.png')).data.data
      const uploads = join(t.config.dataDir, 'uploads')
      assert.equal(statSync(join(uploads, id)).mode & 0o777, 0o600)
      assert.equal(statSync(uploads).mode & 0o777, 0o700)
      assert.equal(statSync(join(uploads, '.partial')).mode & 0o777, 0o700)
    })
  }

  test('a client that goes away mid-upload leaves nothing stored', async () => {
    const before = await stored()
    // On local storage, hung up once its write has begun: a check made before the server had
    // opened the file would find nothing left for the wrong reason (seen at load 36).
    await uploadHalfThenHangUp(t, owner, { name: 'file', filename: 'cut.txt', data: Buffer.alloc(LIMIT - 10, 'a') }, driver === 'local' ? async () => (await partials()) > 0 : undefined)
    await until(async () => (await partials()) === 0 && (await stored()).length === before.length, 'the cut upload to be dropped')
    await assertNothingStored(before)
  })

  test('the upload is documented as multipart', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).data
    assert.ok(doc.paths['/api/upload'].post.requestBody.content['multipart/form-data'])
    assert.deepEqual(Object.keys(doc.paths['/files/{id}/{filename}']), ['get'])
  })
}

test('s3: a bucket that cannot be written makes health degraded, storage unavailable', async () => {
  const env = await s3.newBucket()
  await withTestApp('sqlite', { env: { ...env, S3_BUCKET: 'bucket-that-was-never-made' } }, async (t) => {
    const res = await t.request({ method: 'GET', url: '/api/health' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.status, 'degraded')
    assert.equal(res.data.services.storage, 'unavailable')
  })
})

eachDatabase((kind) => {
  test('at start, bytes an hour old that no file names are swept in the background; younger ones stay', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
    await withTestApp(
      kind,
      {
        extend: (app) => {
          const uploads = join(app.config.dataDir, 'uploads')
          for (const [path, old] of [
            [join(uploads, 'orphan-old'), true],
            [join(uploads, 'orphan-young'), false],
            [join(uploads, '.partial', 'crashed-write.1a2b'), true]
          ] as const) {
            writeFileSync(path, 'left by a crash')
            if (old) utimesSync(path, twoHoursAgo, twoHoursAgo)
          }
        }
      },
      async (t) => {
        const uploads = join(t.config.dataDir, 'uploads')
        for (let tries = 0; tries < 50 && existsSync(join(uploads, 'orphan-old')); tries++) await sleep(100)
        assert.ok(!existsSync(join(uploads, 'orphan-old')))
        assert.ok(!existsSync(join(uploads, '.partial', 'crashed-write.1a2b')))
        assert.ok(existsSync(join(uploads, 'orphan-young')))
      }
    )
  })
})

test('s3: a file over one 5 MiB part goes up as a multipart upload and comes back whole, ranges across parts too', async () => {
  const env = await s3.newBucket()
  await withTestApp('sqlite', { env: { ...env, MAX_UPLOAD_BYTES: String(12 * 1024 * 1024) } }, async (t) => {
    const user = await createUser(t)
    const data = Buffer.concat([SAMPLES.png, randomBytes(11 * 1024 * 1024)])
    const body = multipart([{ name: 'file', filename: 'big.png', data }])
    const res = await t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(user.token) }, payload: body.payload })
    assert.equal(res.statusCode, 201, res.body)
    assert.equal(res.data.data.size, data.length)
    const url = new URL(res.data.data.url).pathname
    const whole = await t.request({ method: 'GET', url })
    assert.ok(whole.rawPayload.equals(data))
    const boundary = 5 * 1024 * 1024
    const range = await t.request({ method: 'GET', url, headers: { range: `bytes=${boundary - 10}-${boundary + 9}` } })
    assert.equal(range.statusCode, 206)
    assert.ok(range.rawPayload.equals(data.subarray(boundary - 10, boundary + 10)))

    const over = multipart([{ name: 'file', filename: 'over.png', data: Buffer.concat([data, Buffer.alloc(2 * 1024 * 1024)]) }])
    const refused = await t.request({ method: 'POST', url: '/api/upload', headers: { ...over.headers, ...bearer(user.token) }, payload: over.payload })
    assert.equal(refused.statusCode, 413)
    const keys: string[] = []
    for await (const batch of t.app.storage.list()) keys.push(...batch.map((object) => object.key))
    assert.deepEqual(keys, [res.data.data.id])
  })
})

describe('no caller can fill the disk', () => {
  const send = (t: TestApp, who: TestUser, data: string, filename = 'note.txt') => {
    const body = multipart([{ name: 'file', filename, data }])
    return t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload })
  }
  const keysStored = async (t: TestApp) => {
    const keys: string[] = []
    for await (const batch of t.app.storage.list()) keys.push(...batch.map((object) => object.key))
    return keys
  }

  eachDatabase((kind) => {
    test("an account's files stop at UPLOAD_QUOTA_BYTES: 413, nothing stored, and deleting makes room again", async (context) => {
      const t = await testApp(context, kind, { env: { UPLOAD_QUOTA_BYTES: '100' } })
      const [owner, other] = [await createUser(t), await createUser(t)]
      const first = await send(t, owner, 'a'.repeat(60))
      assert.equal(first.statusCode, 201)
      const over = await send(t, owner, 'b'.repeat(60))
      assert.equal(over.statusCode, 413)
      assert.equal(over.data.error.code, 'PAYLOAD_TOO_LARGE')
      assert.match(over.data.error.message, /quota/)
      assert.equal((await keysStored(t)).length, 1)
      // The quota is each account's own.
      assert.equal((await send(t, other, 'c'.repeat(60))).statusCode, 201)
      await t.request({ method: 'DELETE', url: `/api/upload/${first.data.data.id}`, headers: bearer(owner.token) })
      assert.equal((await send(t, owner, 'd'.repeat(100))).statusCode, 201)
    })
  })

  test('while the volume of DATA_DIR has less than MIN_FREE_DISK_BYTES free, uploads answer 503 and store nothing', async (context) => {
    const t = await testApp(context, 'sqlite', { env: { MIN_FREE_DISK_BYTES: String(1e15) } })
    const owner = await createUser(t)
    const res = await send(t, owner, 'hello')
    assert.equal(res.statusCode, 503)
    assert.equal(res.data.error.code, 'SERVICE_UNAVAILABLE')
    assert.deepEqual(await keysStored(t), [])
  })
})

/** How many handles this process holds open on the stored file `key` (Linux: /proc/self/fd). */
function openHandles(dataDir: string, key: string): number {
  const target = join(dataDir, 'uploads', key)
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd)) === target
    } catch {
      return false // closed while listed
    }
  }).length
}

test('uploads pipelined on one connection, sent in one write, are each stored byte for byte', async () => {
  // Their bodies share socket reads, and the upload path frees each chunk once written: no chunk
  // may take another request's bytes with it.
  await withTestApp('sqlite', { env: { MAX_UPLOAD_BYTES: String(1024 * 1024) } }, async (t) => {
    const owner = await createUser(t)
    const files = [70_001, 30_017, 200_003, 5].map((size) => Buffer.from(randomBytes(size).toString('base64').slice(0, size)))
    const requests = files.map((data, i) => {
      const body = multipart([{ name: 'file', filename: `f${i}.txt`, data }])
      const head = `POST /api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${owner.token}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`
      return Buffer.concat([Buffer.from(head), body.payload])
    })
    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write(Buffer.concat(requests))
    let received = ''
    for await (const chunk of socket) {
      received += (chunk as Buffer).toString('latin1')
      if ((received.match(/"message":"File uploaded"\}/g) ?? []).length === files.length) break
    }
    socket.destroy()
    const stored = [...received.matchAll(/\{"success":true,"data":.*?"message":"File uploaded"\}/g)].map((match) => JSON.parse(match[0]).data as { url: string })
    assert.equal(stored.length, files.length, received.slice(0, 500))
    for (const [i, file] of stored.entries()) {
      const res = await t.request({ method: 'GET', url: new URL(file.url).pathname })
      assert.equal(res.statusCode, 200)
      assert.ok(res.rawPayload.equals(files[i]!), `file ${i} (${files[i]!.length} bytes) came back as ${res.rawPayload.length} bytes`)
    }
  })
})

test('downloads queued behind another on a pipelined connection close their file when the connection drops', async () => {
  // 8 MiB: more than loopback buffers hold, so that the first answer stalls while the client reads nothing.
  const size = 8 * 1024 * 1024
  await withTestApp('sqlite', { env: { MAX_UPLOAD_BYTES: String(size) } }, async (t) => {
    const owner = await createUser(t)
    const data = Buffer.concat([SAMPLES.png, randomBytes(size - SAMPLES.png.length)])
    const body = multipart([{ name: 'file', filename: 'big.png', data }])
    const stored = await t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(owner.token) }, payload: body.payload })
    assert.equal(stored.statusCode, 201)
    const { id, url } = stored.data.data as { id: string; url: string }
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(address).port)
    const threeGets = `GET ${new URL(url).pathname} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(3)

    // Read to the end, the three answers come whole, one after the other.
    const reader = connect(port, '127.0.0.1')
    await once(reader, 'connect')
    reader.write(threeGets)
    const received: Buffer[] = []
    const answers: Array<{ status: string; body: Buffer }> = []
    for await (const chunk of reader) {
      received.push(chunk as Buffer)
      let all = Buffer.concat(received)
      for (let end = all.indexOf('\r\n\r\n'); end >= 0; end = all.indexOf('\r\n\r\n')) {
        const head = all.subarray(0, end).toString()
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
        if (all.length < end + 4 + length) break
        answers.push({ status: head.split('\r\n')[0]!, body: all.subarray(end + 4, end + 4 + length) })
        all = all.subarray(end + 4 + length)
      }
      received.splice(0, received.length, all)
      if (answers.length === 3) break
    }
    reader.destroy()
    assert.deepEqual(answers.map((answer) => answer.status), Array(3).fill('HTTP/1.1 200 OK'))
    for (const answer of answers) assert.ok(answer.body.equals(data))
    // Handles open and close asynchronously: waited for.
    await until(() => openHandles(t.config.dataDir, id) === 0, 'the three answers to close the file')

    // Read nothing, then drop the connection.
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.pause()
    socket.write(threeGets)
    // The first answer stalls on the unread socket; the two behind it open the file too.
    await until(() => openHandles(t.config.dataDir, id) === 3, 'three handles open on the file')
    socket.destroy()
    await until(() => openHandles(t.config.dataDir, id) === 0, 'the dropped connection to close the file')
  })
})

test('a client that hangs up mid-upload is no error in the log: its bytes are dropped and nothing failed', async () => {
  const lines: string[] = []
  await withTestApp('sqlite', { env: { MAX_UPLOAD_BYTES: String(1024 * 1024) }, logStream: { write: (line) => lines.push(line) }, logLevel: 'info' }, async (t) => {
    await uploadHalfThenHangUp(t, await createUser(t), { name: 'file', filename: 'cut.png', data: Buffer.concat([SAMPLES.png, randomBytes(512 * 1024)]) })
    const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    const hungUp = () => entries().find((entry) => entry.msg.includes('closed the connection'))
    await until(() => hungUp() !== undefined, 'the hang-up in the log')
    assert.equal(hungUp()?.level, 30)
    assert.deepEqual(entries().filter((entry) => entry.level >= 40), [])
  })
})

describe('upload turns', () => {
  let t: TestApp
  let who: TestUser
  let port: number
  const turns = () => t.app.files.streaming
  /**
   * Runs `check` while STREAMING_UPLOADS stalled uploads hold every turn and `waiting` more wait
   * for one (their sockets are passed on); then closes them all, and every turn must come back.
   */
  const withTurnsHeld = async (waiting: number, check: (waitingSockets: Socket[]) => Promise<void>) => {
    const holding = await Promise.all(Array.from({ length: STREAMING_UPLOADS }, () => stalledUpload(port, who)))
    const queued: Socket[] = []
    try {
      await until(() => turns().running === STREAMING_UPLOADS, 'the stalled uploads to take every turn')
      for (let i = 0; i < waiting; i++) queued.push(await stalledUpload(port, who))
      await until(() => turns().waiting === waiting, `${waiting} more uploads to wait for a turn`)
      await check(queued)
    } finally {
      for (const socket of [...queued, ...holding]) socket.destroy()
    }
    await until(() => turns().running === 0 && turns().waiting === 0, 'every turn to be given back')
  }

  before(async () => {
    t = await buildTestApp('sqlite')
    who = await createUser(t)
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
  })
  after(() => t.close())

  test('past the streaming uploads, the next waits its turn; one that has waited a second streams anyway', { timeout: 120_000 }, async () => {
    await withTurnsHeld(1, async () => {
      // Slow clients holding every turn delay the next upload, never stop it.
      const res = await postUpload(t, who, [{ name: 'file', filename: 'next.txt', data: 'not held up for good\n' }])
      assert.equal(res.statusCode, 201)
    })
  })

  test('a body that is not multipart is refused (415) before it waits for a turn', { timeout: 120_000 }, async () => {
    await withTurnsHeld(1, async () => {
      const res = await t.request({ method: 'POST', url: '/api/upload', headers: { 'content-type': 'application/json', ...bearer(who.token) }, payload: '{}' })
      assert.equal(res.statusCode, 415)
      // Had it queued behind the waiting upload, it could only have run once that one stopped waiting.
      assert.equal(turns().waiting, 1)
    })
  })

  test('an upload whose client hangs up while it waits for a turn gives the turn back', { timeout: 120_000 }, async () => {
    await withTurnsHeld(3, async (leaving) => {
      for (const socket of leaving) socket.destroy()
    })
    const res = await postUpload(t, who, [{ name: 'file', filename: 'later.txt', data: 'after them\n' }])
    assert.equal(res.statusCode, 201)
  })
})

test('with a short IDLE_TIMEOUT_MS, an upload waiting for a turn is not taken for an idle connection (408)', { timeout: 120_000 }, async () => {
  // Shorter than the second an upload may wait for a turn: were its unread connection taken for
  // an idle one meanwhile, it would be closed (408) before its turn.
  await withTestApp('sqlite', { env: { IDLE_TIMEOUT_MS: '900' } }, async (t) => {
    const who = await createUser(t)
    const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
    // Clients that keep their turns by sending a byte every 100 ms: not idle.
    const trickling = await Promise.all(Array.from({ length: STREAMING_UPLOADS }, () => stalledUpload(port, who)))
    const drip = setInterval(() => trickling.forEach((socket) => socket.write('a')), 100)
    try {
      await until(() => t.app.files.streaming.running === STREAMING_UPLOADS, 'the trickling uploads to take every turn')
      // Large enough that Node stops reading its connection while it waits.
      const body = multipart([{ name: 'file', filename: 'big.txt', data: 'a healthy upload\n'.repeat(256 * 1024) }])
      const res = await fetch(`http://127.0.0.1:${port}/api/upload`, { method: 'POST', headers: { ...body.headers, ...bearer(who.token) }, body: new Uint8Array(body.payload) })
      assert.equal(res.status, 201, await res.text())
    } finally {
      clearInterval(drip)
      for (const socket of trickling) socket.destroy()
    }
  })
})
