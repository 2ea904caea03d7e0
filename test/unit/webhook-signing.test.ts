import { test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { SecretBox, generateSecret, secretProblem, signatureHeaders } from '../../src/modules/webhooks/secret-box.js'
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

test('signatures verify with the standardwebhooks package as documented: whsec_ secrets as they are, raw ones with format raw', () => {
  const whsec = `whsec_${randomBytes(32).toString('base64')}`
  const raw = 'plain-secret-of-some-length'
  const body = JSON.stringify({ id: 'e1', type: 'content.updated', timestamp: new Date().toISOString(), data: { ok: true } })
  assert.deepEqual(new Webhook(whsec).verify(body, signatureHeaders(whsec, 'msg_1', body)), JSON.parse(body))
  // What the OpenAPI description of `secret` tells a receiver to write.
  assert.deepEqual(new Webhook(raw, { format: 'raw' }).verify(body, signatureHeaders(raw, 'msg_1', body)), JSON.parse(body))
  assert.throws(() => new Webhook(whsec).verify(`${body} `, signatureHeaders(whsec, 'msg_1', body)))
  // Every printable ASCII character is the same byte to both (the rule on raw secrets).
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')
  assert.equal(secretProblem(printable.slice(0, 90)), undefined)
  assert.deepEqual(new Webhook(printable, { format: 'raw' }).verify(body, signatureHeaders(printable, 'msg_2', body)), JSON.parse(body))
})

test('a whsec_ secret is standard base64 of 24 to 64 bytes (Standard Webhooks); a raw one printable ASCII', () => {
  const whsec = (bytes: number) => `whsec_${randomBytes(bytes).toString('base64')}`
  assert.equal(secretProblem(whsec(24)), undefined)
  assert.equal(secretProblem(whsec(64)), undefined)
  assert.match(secretProblem(whsec(12)) ?? '', /24 to 64 bytes .*got 12 bytes/)
  assert.match(secretProblem(whsec(23)) ?? '', /got 23 bytes/)
  assert.match(secretProblem(whsec(65)) ?? '', /got 65 bytes/)
  assert.match(secretProblem('whsec_not base64!') ?? '', /standard base64/)
  assert.match(secretProblem(`whsec_${randomBytes(30).toString('base64url')}-_`) ?? '', /standard base64/)
  assert.equal(secretProblem('anything printable goes, spaces too'), undefined)
  assert.match(secretProblem('sécret-with-an-accent') ?? '', /printable ASCII/)
  assert.match(secretProblem('tab\there-and-more') ?? '', /printable ASCII/)
})

test('a generated secret is whsec_ and 32 random bytes, and follows its own rule', () => {
  const secret = generateSecret()
  assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
  assert.equal(Buffer.from(secret.slice(6), 'base64').length, 32)
  assert.equal(secretProblem(secret), undefined)
  assert.notEqual(generateSecret(), secret)
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
