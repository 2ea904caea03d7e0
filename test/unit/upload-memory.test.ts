import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { heapTrim, loadHeapTrim, runsOnGlibc } from '../../src/core/heap-trim.js'
import { MIN_TRIM_GAP_MS, QUIET_MS, TRIM_AFTER_COLLECTION_MS, UploadMemory } from '../../src/modules/files/upload-memory.js'

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
function recorded(t: TestContext, withGc = true): { memory: UploadMemory; steps: string[]; upload: (bytes?: number) => void } {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] })
  const steps: string[] = []
  const memory = new UploadMemory(withGc ? () => steps.push('collect') : undefined, () => steps.push('trim'))
  const upload = (bytes = 1024) => {
    memory.uploadBegan()
    memory.bytesRead(bytes)
    memory.uploadEnded()
  }
  return { memory, steps, upload }
}

test('once the last upload in flight has ended and the quiet time passed: a collection, then a trim', (t) => {
  const { steps, upload } = recorded(t)
  upload()
  t.mock.timers.tick(QUIET_MS - 1)
  assert.deepEqual(steps, [], 'not before the quiet time')
  t.mock.timers.tick(1)
  assert.deepEqual(steps, ['collect'])
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.deepEqual(steps, ['collect', 'trim'], 'once')
})

test('nothing while an upload is in flight, however long it reads nothing', (t) => {
  const { memory, steps, upload } = recorded(t)
  memory.uploadBegan()
  upload()
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.deepEqual(steps, [], 'the first upload is still in flight')
  memory.uploadEnded()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
})

test('an upload that begins in the quiet time, or between the collection and the trim, puts the trim off until it ends', (t) => {
  const { memory, steps, upload } = recorded(t)
  upload()
  memory.uploadBegan()
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.deepEqual(steps, [], 'began in the quiet time')
  memory.uploadEnded()
  t.mock.timers.tick(QUIET_MS)
  assert.deepEqual(steps, ['collect'])
  memory.uploadBegan()
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.deepEqual(steps, ['collect'], 'began after the collection')
  memory.uploadEnded()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'collect', 'trim'])
})

test('uploads that read no bytes (refused before their body) trim nothing', (t) => {
  const { steps, upload } = recorded(t)
  for (let i = 0; i < 5; i++) upload(0)
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.deepEqual(steps, [])
})

test('uploads that come one at a time trim at most once per MIN_TRIM_GAP_MS', (t) => {
  const { steps, upload } = recorded(t)
  upload()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim'])
  // The next upload ends at once; the trim waits for the gap, a later upload's end does not bring it nearer.
  upload()
  t.mock.timers.tick(MIN_TRIM_GAP_MS / 2)
  upload()
  t.mock.timers.tick(MIN_TRIM_GAP_MS / 2 - 1)
  assert.deepEqual(steps, ['collect', 'trim'], 'within the gap')
  t.mock.timers.tick(1)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['collect', 'trim', 'collect', 'trim'])
})

test('without gc the trim still runs; without a trim nothing is scheduled', (t) => {
  const { steps, upload } = recorded(t, false)
  upload()
  t.mock.timers.tick(QUIET_MS)
  t.mock.timers.tick(TRIM_AFTER_COLLECTION_MS)
  assert.deepEqual(steps, ['trim'])

  let collections = 0
  const untrimmed = new UploadMemory(() => collections++, undefined)
  untrimmed.uploadBegan()
  untrimmed.bytesRead(1024)
  untrimmed.uploadEnded()
  t.mock.timers.tick(10 * MIN_TRIM_GAP_MS)
  assert.equal(collections, 0)
})

test('on Linux with glibc, npm install built the addon, and it trims', { skip: process.platform !== 'linux' || !runsOnGlibc() }, () => {
  assert.equal(heapTrim.missing, undefined, 'CI needs the build: a C toolchain, Python 3, make, and no --ignore-scripts')
  assert.equal(typeof heapTrim.trim, 'function')
  assert.equal(typeof heapTrim.trim!(), 'boolean')
})

test('an addon that is missing, or built for another system, is run without, and says why', () => {
  const root = mkdtempSync(join(tmpdir(), 'heap-trim-'))
  try {
    const missing = loadHeapTrim(root)
    assert.equal(missing.trim, undefined)
    if (runsOnGlibc()) assert.match(missing.missing ?? '', /heap_trim\.node is not built \(npm install builds it; its output says why it did not\)/)
    const rootless = loadHeapTrim(undefined)
    assert.equal(rootless.trim, undefined)
    if (runsOnGlibc()) assert.match(rootless.missing ?? '', /^no package\.json above the service/)
    mkdirSync(join(root, 'build', 'Release'), { recursive: true })
    writeFileSync(join(root, 'build', 'Release', 'heap_trim.node'), 'not a shared object')
    const broken = loadHeapTrim(root)
    assert.equal(broken.trim, undefined)
    if (runsOnGlibc()) assert.match(broken.missing ?? '', /heap_trim\.node cannot be loaded \(.+\); npm install builds it again/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
