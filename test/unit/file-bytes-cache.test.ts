import { test } from 'node:test'
import assert from 'node:assert/strict'
import { PassThrough, Readable } from 'node:stream'
import { FileBytesCache } from '../../src/modules/files/bytes-cache.js'
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

/** An answer being sent: the cache holds its bytes until `end()`. */
function answer() {
  const response = new PassThrough()
  response.resume()
  return { response, end: () => new Promise<void>((resolve) => response.end(resolve)) }
}

/** Takes the file, as a download does, and answers its bytes with the answer already sent. */
async function download(cache: FileBytesCache, key: string, size: number, open: () => Promise<Readable>) {
  const taken = cache.get(key, size, open)
  if (!taken) return undefined
  const { response, end } = answer()
  taken.heldUntil(response)
  try {
    return await taken.bytes
  } finally {
    await end()
  }
}

test('a small file is read once, by however many downloads at the same moment, then kept', async () => {
  const cache = new FileBytesCache(100, 1000)
  const file = storage(Buffer.from('0123456789'))
  const [a, b] = await Promise.all([download(cache, 'k', 10, file.open), download(cache, 'k', 10, file.open)])
  assert.equal(a?.toString(), '0123456789')
  assert.equal(b, a)
  assert.equal((await download(cache, 'k', 10, file.open))?.toString(), '0123456789')
  assert.equal(file.opened.count, 1)
})

test('not kept: a file over the per-file bound, and a range of a file not yet kept', async () => {
  const cache = new FileBytesCache(5, 1000)
  const file = storage(Buffer.from('0123456789'))
  assert.equal(cache.get('big', 10, file.open), undefined)
  assert.equal(cache.get('small', 4, file.open, false), undefined, 'a range streams until the whole file was asked for')
  assert.equal(file.opened.count, 0)
})

test('past the total bound the least recently downloaded idle file goes first', async () => {
  const cache = new FileBytesCache(10, 20)
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

test('bytes still being sent count against the bound: no room means the file is streamed instead', async () => {
  const cache = new FileBytesCache(10, 20)
  const a = storage(Buffer.from('a'.repeat(10)))
  const b = storage(Buffer.from('b'.repeat(10)))
  const c = storage(Buffer.from('c'.repeat(10)))
  const slowA = answer()
  const takenA = cache.get('a', 10, a.open)!
  takenA.heldUntil(slowA.response)
  await takenA.bytes
  const slowB = answer()
  const takenB = cache.get('b', 10, b.open)!
  takenB.heldUntil(slowB.response)
  await takenB.bytes
  assert.equal(cache.get('c', 10, c.open), undefined, 'a and b are both being sent: c does not fit')
  // Deleted while still being sent: its bytes count until the answer is done.
  cache.forget('a')
  assert.equal(cache.get('c', 10, c.open), undefined)
  await slowA.end()
  const takenC = cache.get('c', 10, c.open)
  assert.ok(takenC, 'a was sent: its room is free')
  takenC.heldUntil(answer().response)
  assert.equal((await takenC.bytes).toString(), 'c'.repeat(10))
  await slowB.end()
})

test('a kept file serves a range from memory', async () => {
  const cache = new FileBytesCache(100, 1000)
  const file = storage(Buffer.from('0123456789'))
  await download(cache, 'k', 10, file.open)
  const taken = cache.get('k', 10, file.open, false)
  assert.ok(taken)
  taken.heldUntil(answer().response)
  assert.equal((await taken.bytes).toString(), '0123456789')
  assert.equal(file.opened.count, 1)
})

test('a read that fails, stalls, or finds another size than recorded is not kept', async () => {
  const cache = new FileBytesCache(100, 1000, 50)
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
  const cache = new FileBytesCache(100, 1000)
  const file = storage(Buffer.from('0123456789'))
  await download(cache, 'k', 10, file.open)
  cache.forget('k')
  await download(cache, 'k', 10, file.open)
  assert.equal(file.opened.count, 2)
})
