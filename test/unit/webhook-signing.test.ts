import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { SecretBox, isUsableSecret, signatureHeaders } from '../../src/modules/webhooks/secret-box.js'
import { backoffMs } from '../../src/modules/webhooks/deliveries.service.js'

const KEY = 'a-configured-key-of-at-least-32-bytes!!'

test('a sealed secret opens with the same key only, and never shows the secret', () => {
  const box = new SecretBox(KEY)
  const secret = 'my webhook secret, 1234'
  const sealed = box.seal(secret)
  assert.match(sealed, /^v1:[A-Za-z0-9+/]+=*$/)
  assert.ok(!sealed.includes(secret) && !Buffer.from(sealed.slice(3), 'base64').includes(Buffer.from(secret)))
  assert.notEqual(box.seal(secret), sealed, 'a fresh IV each time')
  assert.equal(box.open(sealed), secret)
  assert.throws(() => new SecretBox(`${KEY}-rotated`).open(sealed))
  const raw = Buffer.from(sealed.slice(3), 'base64')
  raw[30]! ^= 1
  const tampered = `v1:${raw.toString('base64')}`
  assert.throws(() => box.open(tampered))
})

test('signatures verify with the standardwebhooks package, whsec_ and plain secrets alike', () => {
  const whsec = `whsec_${randomBytes(32).toString('base64')}`
  const plain = 'plain-secret-of-some-length'
  const body = JSON.stringify({ id: 'e1', type: 'content.updated', timestamp: new Date().toISOString(), data: { ok: true } })
  assert.deepEqual(new Webhook(whsec).verify(body, signatureHeaders(whsec, 'msg_1', body)), JSON.parse(body))
  assert.deepEqual(new Webhook(Buffer.from(plain).toString('base64')).verify(body, signatureHeaders(plain, 'msg_1', body)), JSON.parse(body))
  assert.throws(() => new Webhook(whsec).verify(`${body} `, signatureHeaders(whsec, 'msg_1', body)))
})

test('whsec_ secrets must carry base64', () => {
  assert.equal(isUsableSecret('whsec_c2VjcmV0LXNlY3JldA=='), true)
  assert.equal(isUsableSecret('whsec_not base64!'), false)
  assert.equal(isUsableSecret('anything else goes'), true)
})

test('backoff doubles from the base, with up to half of it random, capped at 6 hours', () => {
  for (let attempt = 1; attempt <= 6; attempt++) {
    const full = 1000 * 2 ** (attempt - 1)
    for (let i = 0; i < 50; i++) {
      const wait = backoffMs(attempt, 1000)
      assert.ok(wait >= full / 2 && wait <= full, `attempt ${attempt}: ${wait}`)
    }
  }
  assert.ok(backoffMs(40, 30_000) <= 6 * 3600_000)
})
