import { test } from 'node:test'
import assert from 'node:assert/strict'
import { UploadGc } from '../../src/modules/files/upload-gc.js'

test('a collection after every 8 MiB of upload bytes read, however they are split into chunks', () => {
  let collections = 0
  const gc = new UploadGc(() => collections++)
  assert.equal(gc.active, true)
  for (let i = 0; i < 127; i++) gc.bytesRead(64 * 1024)
  assert.equal(collections, 0, '8 MiB less 64 KiB: none yet')
  gc.bytesRead(64 * 1024)
  assert.equal(collections, 1, 'at 8 MiB')
  for (let i = 0; i < 3; i++) gc.bytesRead(3 * 1024 * 1024 - 1)
  assert.equal(collections, 2, 'at 9 MiB less 3 bytes since the last: the second')
  gc.bytesRead(20 * 1024 * 1024)
  assert.equal(collections, 3, 'one large read collects once')
})

test('without gc (node run without --expose-gc) reading counts nothing and collects nothing', () => {
  const gc = new UploadGc(undefined)
  assert.equal(gc.active, false)
  assert.doesNotThrow(() => gc.bytesRead(100 * 1024 * 1024))
})
