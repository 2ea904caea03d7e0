import { test } from 'node:test'
import assert from 'node:assert/strict'
import { availableParallelism } from 'node:os'
import { hashPassword, prepareDummyHash, verifyPassword } from '../../src/core/security/passwords.js'
import { AppError } from '../../src/core/errors.js'

test('argon2id with the OWASP parameters; verify tells right from wrong', async () => {
  const hash = await hashPassword('correct horse')
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  assert.equal(await verifyPassword(hash, 'correct horse'), true)
  assert.equal(await verifyPassword(hash, 'wrong horse'), false)
  assert.equal(await verifyPassword('not a hash', 'x'), false)
})

test('as many hashes run as the process has cores (at most 4), 256 wait, and past that a hash is refused with 503 instead of piling up', async () => {
  const results = await Promise.allSettled(Array.from({ length: 300 }, () => verifyPassword('not a hash', 'x')))
  const refused = results.filter((r) => r.status === 'rejected')
  assert.equal(refused.length, 300 - 256 - Math.min(4, availableParallelism()))
  for (const r of refused) {
    const error = (r as PromiseRejectedResult).reason
    assert.ok(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE' && error.headers?.['Retry-After'])
  }
  // The queue drains: a later call is served again.
  assert.equal(await verifyPassword('not a hash', 'x'), false)
})

test('hashing runs off the event loop: other work proceeds while hashes are computed', async () => {
  const stored = await prepareDummyHash()
  const started = performance.now()
  const hashing = Promise.all([hashPassword('first password'), verifyPassword(stored, 'second password')])
  const waited = await new Promise<number>((resolve) => setImmediate(() => resolve(performance.now() - started)))
  await hashing
  const total = performance.now() - started
  // A hash takes tens of milliseconds; a blocked loop would have waited for both.
  assert.ok(waited < total / 2, `the loop waited ${waited.toFixed(1)} ms of ${total.toFixed(1)} ms`)
})
