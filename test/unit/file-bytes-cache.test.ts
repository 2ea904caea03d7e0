import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Socket } from 'node:net'
import { PassThrough, Readable } from 'node:stream'
import { FileBytesCache, type Answer } from '../../src/modules/files/bytes-cache.js'
import { AppError } from '../../src/core/errors.js'

/** A storage read that counts how often it is opened, giving `bytes` in chunks of 3. */
function storage(bytes: Buffer) {
  const opened = { count: 0 }
  const open = async () => {
    opened.count++
    return Readable.from([0, 3, 6, 9].map((at) => bytes.subarray(at, at + 3)).filter((chunk) => chunk.length > 0))
  }
  return { open, opened }
}

/** An answer being sent on its connection: the cache holds its bytes until `end()`. */
function answer(socket: Socket | null = {} as Socket) {
  const response: Answer = Object.assign(new PassThrough().resume(), { socket })
  return { response, end: () => new Promise<void>((resolve) => response.end(resolve)) }
}

/** Takes the file, as a download does, and answers its bytes with the answer already sent. */
async function download(cache: FileBytesCache, key: string, size: number, open: () => Promise<Readable>) {
  const { response, end } = answer()
  const taken = cache.get(key, size, open, response)
  try {
    return await taken
  } finally {
    await end()
  }
}

test('a small file is read once, by however many downloads at the same moment, then kept', async () => {
  const cache = new FileBytesCache(100, 10_000)
  const file = storage(Buffer.from('0123456789'))
  const [a, b] = await Promise.all([download(cache, 'k', 10, file.open), download(cache, 'k', 10, file.open)])
  assert.equal(a?.toString(), '0123456789')
  assert.equal(b, a)
  assert.equal((await download(cache, 'k', 10, file.open))?.toString(), '0123456789')
  assert.equal(file.opened.count, 1)
})

test('not kept: a file over the per-file bound, and a range of a file not yet kept', async () => {
  const cache = new FileBytesCache(5, 10_000)
  const file = storage(Buffer.from('0123456789'))
  assert.equal(cache.get('big', 10, file.open, answer().response), undefined)
  assert.equal(cache.get('small', 4, file.open, answer().response, false), undefined, 'a range streams until the whole file was asked for')
  // Queued behind another answer on a pipelined connection: Node would not tell when it ends.
  assert.equal(cache.get('small', 4, file.open, answer(null).response), undefined)
  assert.equal(file.opened.count, 0)
})

test('past the total bound the least recently downloaded idle file goes first', async () => {
  const cache = new FileBytesCache(10, 2 * 1034)
  const files = ['a', 'b', 'c'].map((name) => storage(Buffer.from(name.repeat(10))))
  const [a, b, c] = files as [ReturnType<typeof storage>, ReturnType<typeof storage>, ReturnType<typeof storage>]
  await download(cache, 'a', 10, a.open)
  await download(cache, 'b', 10, b.open)
  await download(cache, 'a', 10, a.open) // a is now the most recent
  await download(cache, 'c', 10, c.open) // over 20 bytes: b goes
  await download(cache, 'a', 10, a.open)
  await download(cache, 'b', 10, b.open)
  assert.deepEqual(files.map((f) => f.opened.count), [1, 2, 1])
})

test('bytes still being sent, and files being read, count against the bound: no room means streaming', async () => {
  // Room for two files of 10 bytes and their entries' overhead (1 KiB each).
  const cache = new FileBytesCache(10, 2 * 1034)
  const a = storage(Buffer.from('a'.repeat(10)))
  const b = storage(Buffer.from('b'.repeat(10)))
  const c = storage(Buffer.from('c'.repeat(10)))
  const slowA = answer()
  await cache.get('a', 10, a.open, slowA.response)
  // b is still being read when c is asked for, and its only download has gone: still no room.
  const goneB = answer()
  const readingB = cache.get('b', 10, b.open, goneB.response)
  await goneB.end()
  assert.equal(cache.get('c', 10, c.open, answer().response), undefined, 'a is being sent and b read: c does not fit')
  await readingB
  // b, read and idle now, makes room for c.
  cache.forget('a')
  const slowC = answer()
  assert.equal((await cache.get('c', 10, c.open, slowC.response))?.toString(), 'c'.repeat(10))
  // a, deleted, counts until its answer is sent, and c is being sent: b does not fit again.
  assert.equal(cache.get('b', 10, b.open, answer().response), undefined, 'a, deleted, is still being sent')
  await slowA.end()
  const sentB = answer()
  assert.equal((await cache.get('b', 10, b.open, sentB.response))?.toString(), 'b'.repeat(10), 'a was sent: its room is free')
  await sentB.end()
  await slowC.end()
  assert.deepEqual([a, b, c].map((f) => f.opened.count), [1, 2, 1])
})

test('when dropping every idle file would not make room, none is dropped', async () => {
  // Room for a (5 bytes), b and c (10 bytes each), with each entry's 1 KiB.
  const cache = new FileBytesCache(10, 1029 + 2 * 1034)
  const [a, b, c, d] = [5, 10, 10, 10].map((size, i) => storage(Buffer.from('abcd'[i]!.repeat(size))))
  await download(cache, 'a', 5, a!.open)
  const slowB = answer()
  await cache.get('b', 10, b!.open, slowB.response)
  const slowC = answer()
  await cache.get('c', 10, c!.open, slowC.response)
  // a is idle, but dropping it would free 5 bytes where d needs 10: d streams, a stays.
  assert.equal(cache.get('d', 10, d!.open, answer().response), undefined)
  await download(cache, 'a', 5, a!.open)
  assert.equal(a!.opened.count, 1)
  await slowB.end()
  await slowC.end()
})

test('a kept file serves a range from memory', async () => {
  const cache = new FileBytesCache(100, 10_000)
  const file = storage(Buffer.from('0123456789'))
  await download(cache, 'k', 10, file.open)
  assert.equal((await cache.get('k', 10, file.open, answer().response, false))?.toString(), '0123456789')
  assert.equal(file.opened.count, 1)
})

test('a read that fails, stalls, or finds another size than recorded is not kept', async () => {
  const cache = new FileBytesCache(100, 10_000, 50)
  let fail = true
  const flaky = async () => {
    if (fail) throw new Error('storage down')
    return Readable.from([Buffer.from('abc')])
  }
  await assert.rejects(download(cache, 'k', 3, flaky), /storage down/)
  fail = false
  assert.equal((await download(cache, 'k', 3, flaky))?.toString(), 'abc')

  const stalled = new PassThrough()
  stalled.write('ab')
  await assert.rejects(
    download(cache, 's', 3, async () => stalled),
    (error: unknown) => error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE'
  )
  assert.ok(stalled.destroyed, 'the stalled read was given up')
  const neverOpens = () => new Promise<Readable>(() => {})
  await assert.rejects(download(cache, 'n', 3, neverOpens), (error: unknown) => error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')

  const shorter = storage(Buffer.from('0123'))
  await assert.rejects(download(cache, 'short', 10, shorter.open), /has 4 bytes, not its recorded 10/)
  const longer = storage(Buffer.from('0123456789'))
  await assert.rejects(download(cache, 'long', 4, longer.open), /larger than its recorded 4 bytes/)
  await assert.rejects(download(cache, 'long', 4, longer.open), /larger/)
  assert.equal(longer.opened.count, 2)
})

test('a forgotten (deleted) file is read again from storage', async () => {
  const cache = new FileBytesCache(100, 10_000)
  const file = storage(Buffer.from('0123456789'))
  await download(cache, 'k', 10, file.open)
  cache.forget('k')
  await download(cache, 'k', 10, file.open)
  assert.equal(file.opened.count, 2)
})
