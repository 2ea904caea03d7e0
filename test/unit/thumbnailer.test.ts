import { test } from 'node:test'
import assert from 'node:assert/strict'
import { availableParallelism } from 'node:os'
import { setImmediate as tick } from 'node:timers/promises'
import sharp from 'sharp'
import { Thumbnailer } from '../../src/modules/files/thumbnails/thumbnailer.js'

test('by default, as many thumbnails are made at once as the machine has cores', () => {
  assert.equal(new Thumbnailer(1_000_000).turns.limit, availableParallelism())
})

test('past the limit, a thumbnail waits its turn before its original is even read', async () => {
  const thumbnailer = new Thumbnailer(1_000_000, 2)
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } }).png().toBuffer()
  const reads: Array<() => void> = []
  /** A read that answers when the test lets it. */
  const heldRead = () => new Promise<Buffer>((resolve) => reads.push(() => resolve(image)))
  const made = Array.from({ length: 5 }, () => thumbnailer.make(heldRead, 'thumb'))
  await tick()
  assert.equal(reads.length, 2, 'two reads started, three wait')
  assert.equal(thumbnailer.turns.waiting, 3)

  // Each finished thumbnail gives its turn to the next one waiting.
  for (let i = 0; i < 5; i++) {
    reads[i]!()
    await made[i]
    await tick()
    assert.equal(reads.length, Math.min(5, i + 3))
    assert.ok(thumbnailer.turns.running <= 2)
  }
  for (const thumbnail of await Promise.all(made)) assert.equal((await sharp(thumbnail).metadata()).width, 200)
})

test('a failed read gives its turn back', async () => {
  const thumbnailer = new Thumbnailer(1_000_000, 1)
  await assert.rejects(thumbnailer.make(() => Promise.reject(new Error('storage down')), 'thumb'), /storage down/)
  assert.equal(thumbnailer.turns.running, 0)
})
