import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { FileBytesCache } from '../../src/modules/files/bytes-cache.js'

/** A storage read that counts how often it is opened, giving `bytes` in chunks of 3. */
function storage(bytes: Buffer) {
  const opened = { count: 0 }
  const open = async () => {
    opened.count++
    return Readable.from([0, 3, 6, 9].map((at) => bytes.subarray(at, at + 3)).filter((chunk) => chunk.length > 0))
  }
  return { open, opened }
}

test('a small file is read once, by however many downloads at the same moment, then kept', async () => {
  const cache = new FileBytesCache(100, 1000)
  const file = storage(Buffer.from('0123456789'))
  const [a, b] = await Promise.all([cache.get('k', 10, file.open), cache.get('k', 10, file.open)])
  assert.equal(a?.toString(), '0123456789')
  assert.equal(b, a)
  assert.equal((await cache.get('k', 10, file.open))?.toString(), '0123456789')
  assert.equal(file.opened.count, 1)
})

test('a file larger than the per-file bound is not kept: the caller streams it', () => {
  const cache = new FileBytesCache(5, 1000)
  const file = storage(Buffer.from('0123456789'))
  assert.equal(cache.get('k', 10, file.open), undefined)
  assert.equal(file.opened.count, 0)
})

test('past the total bound the least recently downloaded go first', async () => {
  const cache = new FileBytesCache(10, 20)
  const files = ['a', 'b', 'c'].map((name) => ({ name, ...storage(Buffer.from(name.repeat(10))) }))
  const [a, b, c] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]]
  await cache.get('a', 10, a.open)
  await cache.get('b', 10, b.open)
  await cache.get('a', 10, a.open) // a is now the most recent
  await cache.get('c', 10, c.open) // over 20 bytes: b goes
  await cache.get('a', 10, a.open)
  await cache.get('b', 10, b.open)
  assert.deepEqual(files.map((f) => f.opened.count), [1, 2, 1])
})

test('a read that fails, or finds another size than recorded, is not kept', async () => {
  const cache = new FileBytesCache(100, 1000)
  let fail = true
  const flaky = async () => {
    if (fail) throw new Error('storage down')
    return Readable.from([Buffer.from('abc')])
  }
  await assert.rejects(cache.get('k', 3, flaky)!, /storage down/)
  fail = false
  assert.equal((await cache.get('k', 3, flaky))?.toString(), 'abc')

  const shorter = storage(Buffer.from('0123'))
  await assert.rejects(cache.get('s', 10, shorter.open)!, /has 4 bytes, not its recorded 10/)
  const longer = storage(Buffer.from('0123456789'))
  await assert.rejects(cache.get('l', 4, longer.open)!, /larger than its recorded 4 bytes/)
  await assert.rejects(cache.get('l', 4, longer.open)!, /larger/)
  assert.equal(longer.opened.count, 2)
})

test('a forgotten file is read again from storage', async () => {
  const cache = new FileBytesCache(100, 1000)
  const file = storage(Buffer.from('0123456789'))
  await cache.get('k', 10, file.open)
  cache.forget('k')
  await cache.get('k', 10, file.open)
  assert.equal(file.opened.count, 2)
})
