import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { buildTestApp, scenarios, invalidOn, type TestApp, type TestResponse } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { multipart, SAMPLES, eachStorage } from '../uploads.js'
import { thumbnailKey } from '../../src/modules/files/thumbnails/presets.js'

/** Images of at most this many pixels get thumbnails in these tests. */
const MAX_PIXELS = 3_000_000

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a valid PNG header announcing width × height grey pixels (60,000² is
 * 3.6 billion, 3.4 GiB decoded) over a few hundred bytes of data. Decoding it would take the
 * memory; the header alone must get it refused.
 */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth; colour type 0 (grey), compression, filter, interlace all 0
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), pngChunk('IEND', Buffer.alloc(0))])
}

/** An image of one colour, `width` × `height`, in `format`. */
function plain(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer()
}

/** A camera's JPEG: 800×600 stored sideways (EXIF orientation 6: shown 600×800), with its artist and GPS position. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Artist', Make: 'CamCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

eachStorage(suite)

function suite(kind: 'sqlite' | 'postgres', driver: 'local' | 's3', storageEnv: () => Promise<Record<string, string>>) {
  let t: TestApp
  let owner: TestUser
  let other: TestUser
  let photo: Buffer

  before(async () => {
    t = await buildTestApp(kind, { env: { THUMBNAIL_MAX_PIXELS: String(MAX_PIXELS), ...(await storageEnv()) } })
    ;[owner, other] = [await createUser(t), await createUser(t)]
    photo = await cameraPhoto()
  })
  after(() => t.close())

  /** Uploads `data` as `who`; answers the file's path (/files/{id}/{name}) and id. */
  const upload = async (data: Buffer, filename: string, who = owner): Promise<{ id: string; path: string }> => {
    const body = multipart([{ name: 'file', filename, data }])
    const res = await t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...bearer(who.token) }, payload: body.payload })
    assert.equal(res.statusCode, 201, res.body)
    return { id: res.data.data.id, path: new URL(res.data.data.url).pathname }
  }
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.request({ method, url, headers })
  const stored = async () => {
    const keys: string[] = []
    for await (const batch of t.app.storage.list()) keys.push(...batch.map((object) => object.key))
    return keys.sort()
  }
  const thumbnailRows = (fileId: string) => t.app.database.db.selectFrom('file_thumbnails').selectAll().where('file_id', '=', fileId).execute()
  /** The thumbnail writes storage receives from now on. */
  const countThumbnailWrites = () => {
    const storage = t.app.storage
    const write = storage.write.bind(storage)
    const counted = { writes: 0, stop: () => (storage.write = write) }
    storage.write = (key, source) => {
      if (key.includes('--')) counted.writes++
      return write(key, source)
    }
    return counted
  }
  const assertWebp = async (res: TestResponse, width: number, height: number) => {
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.headers['content-type'], 'image/webp')
    assert.equal(res.headers['content-length'], String(res.rawPayload.length))
    const meta = await sharp(res.rawPayload).metadata()
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', width, height])
  }

  describe('each preset: its size and type', () => {
    const rows: Array<[string, () => Promise<Buffer>, string, 'thumb' | 'preview', number, number]> = [
      ['a camera JPEG, thumb: 200×200, cropped', cameraPhoto, 'photo.jpg', 'thumb', 200, 200],
      ['a camera JPEG, preview: turned upright as its EXIF says', cameraPhoto, 'photo.jpg', 'preview', 600, 800],
      ['a wide PNG, preview: 1200 wide', () => plain(3000, 1000, 'png'), 'wide.png', 'preview', 1200, 400],
      ['a tall WebP that fits, preview: kept at its size', () => plain(300, 2000, 'webp'), 'tall.webp', 'preview', 300, 2000],
      ['a small GIF, preview: never enlarged', () => plain(100, 80, 'gif'), 'small.gif', 'preview', 100, 80],
      ['a 1×1 PNG, thumb: enlarged to 200×200', async () => SAMPLES.png, 'dot.png', 'thumb', 200, 200]
    ]
    for (const [name, image, filename, preset, width, height] of rows) {
      test(name, async () => {
        const { path } = await upload(await image(), filename)
        const res = await get(`${path}?thumb=${preset}`)
        await assertWebp(res, width, height)
        const stem = filename.replace(/\.[^.]*$/, '')
        assert.equal(res.headers['content-disposition'], `inline; filename="${stem}-${preset}.webp"; filename*=UTF-8''${stem}-${preset}.webp`)
      })
    }

    test('a very tall image, preview: at most 4800 tall', async () => {
      const { path } = await upload(await plain(400, 7200, 'png'), 'scroll.png')
      await assertWebp(await get(`${path}?thumb=preview`), 267, 4800)
    })
  })

  test('metadata is stripped: no EXIF (artist, GPS), XMP or colour profile', async () => {
    const before = await sharp(photo).metadata()
    assert.ok(before.exif && photo.includes('Secret Artist'), 'the original carries EXIF')
    const { path } = await upload(photo, 'camera.jpg')
    for (const preset of ['thumb', 'preview']) {
      const res = await get(`${path}?thumb=${preset}`)
      assert.equal(res.statusCode, 200)
      const meta = await sharp(res.rawPayload).metadata()
      assert.equal(meta.exif, undefined, preset)
      assert.equal(meta.xmp, undefined, preset)
      assert.equal(meta.icc, undefined, preset)
      assert.equal(meta.orientation, undefined, preset)
      assert.equal(res.rawPayload.includes('Secret Artist'), false, preset)
      assert.equal(res.rawPayload.includes('CamCo'), false, preset)
    }
  })

  test('made once, kept in storage beside the file, then served from there', async () => {
    const { id, path } = await upload(photo, 'once.jpg')
    const counted = countThumbnailWrites()
    try {
      // Requests at the same moment share one making.
      const first = await Promise.all([1, 2, 3].map(() => get(`${path}?thumb=thumb`)))
      for (const res of first) assert.deepEqual(res.rawPayload, first[0]!.rawPayload)
      assert.equal(counted.writes, 1)
      const key = thumbnailKey(id, 'thumb')
      assert.ok((await stored()).includes(key))
      assert.deepEqual(
        (await thumbnailRows(id)).map((row) => [row.preset, row.storage_key, row.size]),
        [['thumb', key, first[0]!.rawPayload.length]]
      )
      // Without the original's bytes, the thumbnail is still served: it is not made again.
      await t.app.storage.remove(id)
      const again = await get(`${path}?thumb=thumb`)
      assert.equal(again.statusCode, 200)
      assert.deepEqual(again.rawPayload, first[0]!.rawPayload)
      assert.equal(again.headers.etag, first[0]!.headers.etag)
      assert.equal(counted.writes, 1)
    } finally {
      counted.stop()
    }
  })

  test('ETag (its own), 304, Range, 416 and HEAD work as for the original', async () => {
    const { id, path } = await upload(photo, 'headers.jpg')
    const url = `${path}?thumb=preview`
    const whole = await get(url)
    const etag = String(whole.headers.etag)
    assert.equal(etag, `"${thumbnailKey(id, 'preview')}"`)
    assert.notEqual(etag, (await get(path)).headers.etag)
    assert.equal(whole.headers['cache-control'], 'no-cache')
    assert.equal(whole.headers['x-content-type-options'], 'nosniff')
    assert.equal(whole.headers['accept-ranges'], 'bytes')

    const notModified = await get(url, { 'if-none-match': etag })
    assert.equal(notModified.statusCode, 304)
    assert.equal(notModified.rawPayload.length, 0)
    // The original's ETag is another version: the thumbnail is sent.
    assert.equal((await get(url, { 'if-none-match': `"${id}"` })).statusCode, 200)

    const partial = await get(url, { range: 'bytes=10-19' })
    assert.equal(partial.statusCode, 206)
    assert.deepEqual(partial.rawPayload, whole.rawPayload.subarray(10, 20))
    assert.equal(partial.headers['content-range'], `bytes 10-19/${whole.rawPayload.length}`)

    const past = await get(url, { range: `bytes=${whole.rawPayload.length}-` })
    assert.equal(past.statusCode, 416)
    assert.equal(past.headers['content-range'], `bytes */${whole.rawPayload.length}`)

    const head = await get(url, {}, 'HEAD')
    assert.equal(head.statusCode, 200)
    assert.equal(head.headers['content-length'], String(whole.rawPayload.length))
    assert.equal(head.rawPayload.length, 0)
  })

  test('HEAD of a thumbnail not made yet makes it, to answer its size', async () => {
    const { path } = await upload(photo, 'head-first.jpg')
    const head = await get(`${path}?thumb=thumb`, {}, 'HEAD')
    assert.equal(head.statusCode, 200)
    assert.equal(head.headers['content-type'], 'image/webp')
    assert.equal(head.headers['content-length'], String((await get(`${path}?thumb=thumb`)).rawPayload.length))
  })

  test('deleted with the original: bytes, rows and URLs', async () => {
    const { id, path } = await upload(photo, 'gone.jpg')
    for (const preset of ['thumb', 'preview']) assert.equal((await get(`${path}?thumb=${preset}`)).statusCode, 200)
    const keys = [id, thumbnailKey(id, 'thumb'), thumbnailKey(id, 'preview')]
    for (const key of keys) assert.ok((await stored()).includes(key), key)

    const res = await t.request({ method: 'DELETE', url: `/api/upload/${id}`, headers: bearer(owner.token) })
    assert.equal(res.statusCode, 200)
    const left = await stored()
    for (const key of keys) assert.equal(left.includes(key), false, key)
    assert.deepEqual(await thumbnailRows(id), [])
    for (const preset of ['thumb', 'preview']) {
      const after = await get(`${path}?thumb=${preset}`)
      assert.equal(after.statusCode, 404)
      assert.equal(after.data.error.code, 'NOT_FOUND')
    }
  })

  test('a pixel bomb (60,000×60,000 in a few hundred bytes) is refused from its header: 422, nothing stored', async () => {
    const bomb = pixelBomb(60_000, 60_000)
    assert.ok(bomb.length < 1000)
    const { id, path } = await upload(bomb, 'bomb.png')
    const res = await get(`${path}?thumb=thumb`)
    assert.equal(res.statusCode, 422, res.body)
    assert.equal(res.data.error.code, 'VALIDATION_ERROR')
    assert.match(res.data.error.details.file[0], /60000×60000 pixels.*THUMBNAIL_MAX_PIXELS/)
    assert.deepEqual(await thumbnailRows(id), [])
    assert.deepEqual((await stored()).filter((key) => key.startsWith(`${id}--`)), [])
    // The original itself is still served as it is.
    assert.equal((await get(path)).statusCode, 200)
  })

  test('THUMBNAIL_MAX_PIXELS: an image of exactly that many pixels is made, one more row is 422', async () => {
    const exact = await upload(await plain(3000, 1000, 'png'), 'exact.png')
    assert.equal((await get(`${exact.path}?thumb=thumb`)).statusCode, 200)
    const over = await upload(await plain(3000, 1001, 'png'), 'over.png')
    const res = await get(`${over.path}?thumb=thumb`)
    assert.equal(res.statusCode, 422)
    assert.match(res.data.error.details.file[0], /3000×1001 pixels/)
  })

  describe('refusals', () => {
    let png: { id: string; path: string }
    let pdf: { id: string; path: string }
    let text: { id: string; path: string }
    let truncated: { id: string; path: string }
    let headerOnly: { id: string; path: string }
    before(async () => {
      png = await upload(SAMPLES.png, 'pic.png')
      pdf = await upload(SAMPLES.pdf, 'report.pdf')
      text = await upload(SAMPLES.text, 'notes.txt')
      truncated = await upload(photo.subarray(0, photo.length - 200), 'cut.jpg')
      headerOnly = await upload(SAMPLES.jpeg, 'empty.jpg')
    })
    const notAnImage = (res: TestResponse) => assert.match(res.data.error.message, /images only/)
    scenarios(() => t, [
      { name: 'a PDF has no thumbnails: 404', request: () => ({ method: 'GET', url: `${pdf.path}?thumb=thumb` }), status: 404, code: 'NOT_FOUND', then: notAnImage },
      { name: 'text has no thumbnails: 404', request: () => ({ method: 'GET', url: `${text.path}?thumb=preview` }), status: 404, code: 'NOT_FOUND', then: notAnImage },
      { name: 'an unknown preset: 422 on thumb, naming the presets', request: () => ({ method: 'GET', url: `${png.path}?thumb=huge` }), ...invalidOn('thumb') },
      { name: 'a preset given twice: 422 on thumb', request: () => ({ method: 'GET', url: `${png.path}?thumb=thumb&thumb=preview` }), ...invalidOn('thumb') },
      { name: 'a truncated JPEG cannot be decoded: 422 on file', request: () => ({ method: 'GET', url: `${truncated.path}?thumb=thumb` }), ...invalidOn('file') },
      { name: 'a JPEG with no image in it: 422 on file', request: () => ({ method: 'GET', url: `${headerOnly.path}?thumb=preview` }), ...invalidOn('file') },
      {
        name: 'an empty thumb counts as left out: the original',
        request: () => ({ method: 'GET', url: `${png.path}?thumb=` }),
        status: 200,
        then: (res) => assert.deepEqual(res.rawPayload, SAMPLES.png)
      }
    ])
    test('the unknown preset\'s message names the presets', async () => {
      const res = await get(`${png.path}?thumb=huge`)
      assert.match(res.data.error.details.thumb[0], /thumb.*preview/)
    })
  })

  describe('rights: those of the original', () => {
    let mine: { id: string; path: string }
    before(async () => {
      mine = await upload(photo, 'mine.jpg', other)
    })
    scenarios(() => t, [
      { name: 'no token needed, as for the file', request: () => ({ method: 'GET', url: `${mine.path}?thumb=thumb` }), status: 200 },
      { name: "another user's token: the same thumbnail", request: () => ({ method: 'GET', url: `${mine.path}?thumb=thumb`, headers: bearer(owner.token) }), status: 200 },
      { name: 'a wrong name: 404', request: () => ({ method: 'GET', url: `/files/${mine.id}/other.jpg?thumb=thumb` }), status: 404, code: 'NOT_FOUND' },
      { name: 'an unknown id: 404', request: () => ({ method: 'GET', url: '/files/01900000-0000-7000-8000-000000000000/mine.jpg?thumb=thumb' }), status: 404, code: 'NOT_FOUND' }
    ])
  })

  describe('storage losing bytes', () => {
    test("the original's bytes gone before its thumbnail was made: 404, nothing kept", async () => {
      const { id, path } = await upload(photo, 'lost.jpg')
      await t.app.storage.remove(id)
      const res = await get(`${path}?thumb=thumb`)
      assert.equal(res.statusCode, 404)
      assert.equal(res.data.error.code, 'NOT_FOUND')
      assert.deepEqual(await thumbnailRows(id), [])
    })

    test("a kept thumbnail's bytes gone: 404 once, then it is made anew", async () => {
      const { id, path } = await upload(photo, 'remade.jpg')
      const file = await t.app.files.find(id, 'remade.jpg')
      const made = await t.app.thumbnails.find(file, 'thumb')
      await t.app.storage.remove(made.storageKey)
      const lost = await get(`${path}?thumb=thumb`)
      assert.equal(lost.statusCode, 404)
      assert.deepEqual(await thumbnailRows(id), [])
      const remade = await get(`${path}?thumb=thumb`)
      await assertWebp(remade, 200, 200)
    })

    test('a file deleted while its thumbnail was being made: 404, and the new bytes removed', async () => {
      const { id } = await upload(photo, 'raced.jpg')
      const file = await t.app.files.find(id, 'raced.jpg')
      // The row goes as a deletion's does; the bytes are still there while the thumbnail is made.
      await t.app.database.db.deleteFrom('files').where('id', '=', id).execute()
      await assert.rejects(t.app.thumbnails.find(file, 'preview'), (error: { code?: string }) => error.code === 'NOT_FOUND')
      assert.deepEqual((await stored()).filter((key) => key.startsWith(`${id}--`)), [])
      assert.deepEqual(await thumbnailRows(id), [])
      await t.app.storage.remove(id)
    })

    test('the start-up sweep keeps thumbnails that a row names and removes those no row names', async () => {
      const { id, path } = await upload(photo, 'swept.jpg')
      assert.equal((await get(`${path}?thumb=thumb`)).statusCode, 200)
      const orphan = thumbnailKey('01900000-0000-7000-8000-000000000000', 'thumb')
      await t.app.storage.write(orphan, (async function* () {
        yield Buffer.from('left behind')
      })())
      await t.app.files.sweep(new Date(Date.now() + 60_000))
      const left = await stored()
      assert.ok(left.includes(thumbnailKey(id, 'thumb')))
      assert.equal(left.includes(orphan), false)
    })
  })
}
