import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { markAsUntransferable } from 'node:worker_threads'
import { join } from 'node:path'
import { freeBuffer, SliceMemories } from '../../src/lib/free-buffer.js'
import { LocalStorage } from '../../src/core/storage/local-storage.js'

test('freeBuffer empties a chunk that is all of its memory, and every view of it', () => {
  const chunk = Buffer.alloc(64 * 1024, 7)
  const view = chunk.subarray(100, 60_000)
  freeBuffer(chunk)
  assert.equal(chunk.length, 0)
  assert.equal(view.length, 0)
  assert.equal(chunk.buffer.byteLength, 0)
})

test('freeBuffer leaves a slice alone: the rest of its memory may be in use', () => {
  const memory = Buffer.alloc(64 * 1024, 7)
  const chunk = memory.subarray(0, 60_000)
  freeBuffer(chunk)
  freeBuffer(memory.subarray(100))
  assert.equal(chunk.length, 60_000)
  assert.equal(memory.length, 64 * 1024)
  assert.equal(memory[64 * 1024 - 1], 7)
})

test('freeBuffer leaves a slice of Buffer\'s shared pool alone', () => {
  const small = Buffer.from('a small buffer, cut from the pool')
  const neighbour = Buffer.from('its neighbour in the same slab')
  assert.equal(small.buffer, neighbour.buffer)
  freeBuffer(small)
  assert.equal(small.toString(), 'a small buffer, cut from the pool')
  assert.equal(neighbour.toString(), 'its neighbour in the same slab')
})

test('freeBuffer leaves shared memory alone', () => {
  const shared = Buffer.from(new SharedArrayBuffer(64 * 1024)).fill(3)
  freeBuffer(shared)
  assert.equal(shared.length, 64 * 1024)
  assert.equal(shared[0], 3)
})

test('SliceMemories frees the memory under the slices it noted of reads it owns, at most as many as it is given, once asked', () => {
  const reads = [0, 1, 2].map(() => Buffer.alloc(64 * 1024, 5))
  const slices = new SliceMemories(2)
  for (const read of reads) slices.own(read)
  const first = reads[0]!.subarray(200)
  const last = reads[1]!.subarray(0, 1000)
  slices.note(first)
  slices.note(last)
  slices.note(reads[2]!.subarray(10))
  assert.equal(first.length, 64 * 1024 - 200, 'nothing is freed before free()')
  slices.free()
  assert.deepEqual(reads.map((read) => read.buffer.byteLength), [0, 0, 64 * 1024])
  assert.equal(last.length, 0)
  assert.equal(reads[2]![0], 5)
})

test('SliceMemories leaves whole chunks, reads it does not own, pool slabs, shared and already freed memory alone', () => {
  const whole = Buffer.alloc(64 * 1024, 1)
  const foreign = Buffer.alloc(64 * 1024, 2)
  // A slab of Buffer's pool may be as large as a read (it is on Node 24): only what is owned is freed.
  const small = Buffer.from('cut from the pool')
  const neighbour = Buffer.from('its neighbour')
  assert.equal(small.buffer, neighbour.buffer)
  const shared = Buffer.from(new SharedArrayBuffer(64 * 1024)).fill(3)
  const freedMeanwhile = Buffer.alloc(64 * 1024)
  const slices = new SliceMemories(8)
  for (const read of [whole, small, shared.subarray(1), freedMeanwhile]) slices.own(read)
  for (const chunk of [whole, foreign.subarray(1), small, shared.subarray(1), freedMeanwhile.subarray(1)]) slices.note(chunk)
  freeBuffer(freedMeanwhile)
  slices.free()
  assert.equal(whole.length, 64 * 1024)
  assert.equal(foreign.length, 64 * 1024)
  assert.equal(small.toString(), 'cut from the pool')
  assert.equal(neighbour.toString(), 'its neighbour')
  assert.equal(shared[1], 3)
})

async function* chunks(list: Buffer[]) {
  yield* list
}

test('LocalStorage.write frees the chunks it stored only when they are given to it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'free-buffer-'))
  try {
    const storage = new LocalStorage(dir)
    const bytes = Buffer.alloc(3 * 64 * 1024)
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251
    const given = () => [0, 1, 2].map((i) => Buffer.from(bytes.subarray(i * 65536, (i + 1) * 65536)))
    const kept = given()
    assert.equal(await storage.write('kept', chunks(kept)), bytes.length)
    assert.deepEqual(kept.map((chunk) => chunk.length), [65536, 65536, 65536])
    const freed = given()
    assert.equal(await storage.write('freed', chunks(freed), { freeChunks: true }), bytes.length)
    assert.deepEqual(freed.map((chunk) => chunk.length), [0, 0, 0])
    assert.deepEqual(await readFile(join(dir, 'kept')), bytes)
    assert.deepEqual(await readFile(join(dir, 'freed')), bytes)
    assert.deepEqual((await readdir(join(dir, '.partial'))).length, 0)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('freeBuffer leaves memory marked untransferable alone, without throwing', () => {
  const chunk = Buffer.alloc(64 * 1024, 9)
  markAsUntransferable(chunk.buffer)
  freeBuffer(chunk)
  assert.equal(chunk.length, 64 * 1024)
  assert.equal(chunk[0], 9)
})
