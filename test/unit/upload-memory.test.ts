import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { trimMallocHeap } from '../../src/core/heap-trim.js'
import { QUIET_MS, TRIM_AFTER_COLLECTION_MS, UploadMemory } from '../../src/modules/files/upload-memory.js'

test('a collection after every 8 MiB of upload bytes read, however they are split into chunks', () => {
  let collections = 0
  const memory = new UploadMemory(() => collections++, undefined)
  assert.equal(memory.collects, true)
  for (let i = 0; i < 127; i++) memory.bytesRead(64 * 1024)
  assert.equal(collections, 0, '8 MiB less 64 KiB: none yet')
  memory.bytesRead(64 * 1024)
  assert.equal(collections, 1, 'at 8 MiB')
  for (let i = 0; i < 3; i++) memory.bytesRead(3 * 1024 * 1024 - 1)
  assert.equal(collections, 2, 'at 9 MiB less 3 bytes since the last: the second')
  memory.bytesRead(20 * 1024 * 1024)
  assert.equal(collections, 3, 'one large read collects once')
})

test('without gc (node run without --expose-gc) reading counts nothing and collects nothing', () => {
  const memory = new UploadMemory(undefined, undefined)
  assert.equal(memory.collects, false)
  assert.doesNotThrow(() => memory.bytesRead(100 * 1024 * 1024))
})

/**
 * An UploadMemory whose collections and trims are recorded in order, on mocked timers and clock.
 * A timer that fires during tick(n) sees the clock at the end of the tick: ticks end where timers are due.
 */
function recorded(t: TestContext, withGc = true): { memory: UploadMemory; steps: string[] } {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] })
  const steps: string[] = []
  const memory = new UploadMemory(withGc ? () => steps.push('collect') : undefined, () => steps.push('trim') > 0)
  return { memory, steps }
}

test('once no upload is in flight and none has read for a second: a collection, then a trim', (t) => {
  const { memory, steps } = recorded(t)
  memory.bytesRead(1024)
  memory.uploadsIdle()
  t.mock.timers.tick(QUIET_MS - 1)
  assert.deepEqual(steps, [], 'not before the quiet second')
  t.mock.timers.tick(1)
  assert.deepEqual(steps, ['collect'])
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
  t.mock.timers.tick(10 * QUIET_MS)
  assert.deepEqual(steps, ['collect', 'trim'], 'once')
})

test('an upload that reads in the quiet second puts the trim off until uploads are idle again', (t) => {
  const { memory, steps } = recorded(t)
  memory.uploadsIdle()
  t.mock.timers.tick(QUIET_MS / 2)
  memory.bytesRead(64 * 1024)
  t.mock.timers.tick(QUIET_MS / 2)
  t.mock.timers.tick(10 * QUIET_MS)
  assert.deepEqual(steps, [], 'the new upload may still be reading')
  memory.uploadsIdle()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
})

test('uploads going idle again and again within the second trim once, a second after the last', (t) => {
  const { memory, steps } = recorded(t)
  for (let i = 0; i < 5; i++) {
    memory.uploadsIdle()
    t.mock.timers.tick(QUIET_MS / 2)
  }
  assert.deepEqual(steps, [])
  t.mock.timers.tick(QUIET_MS / 2)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
})

test('without gc the trim still runs; without a trim nothing is scheduled', (t) => {
  const { memory, steps } = recorded(t, false)
  memory.uploadsIdle()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['trim'])

  let collections = 0
  const untrimmed = new UploadMemory(() => collections++, undefined)
  assert.equal(untrimmed.trims, false)
  untrimmed.uploadsIdle()
  t.mock.timers.tick(10 * QUIET_MS)
  assert.equal(collections, 0)
})

test('on Linux with glibc, npm install built the addon, and it trims', { skip: process.platform !== 'linux' }, () => {
  const { header } = process.report.getReport() as { header?: { glibcVersionRuntime?: string } }
  if (header?.glibcVersionRuntime === undefined) return
  assert.equal(typeof trimMallocHeap, 'function', 'build/Release/heap_trim.node is missing: run npm install')
  assert.equal(typeof trimMallocHeap!(), 'boolean')
})
