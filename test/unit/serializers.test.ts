import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Type } from 'typebox'
import { EventEmitter } from 'node:events'
import type { FastifyReply } from 'fastify'
import { freeAnswerOnceSent, ownBytes, sharedSerializers, SMALL_ANSWER_CHARACTERS } from '../../src/core/http/serializers.js'
import { EnvelopeSchema, ok } from '../../src/core/http/envelope.js'
import { deepFreeze } from '../../src/lib/deep-freeze.js'

// A success envelope whose data is frozen (what a cache hands out) reuses the data's JSON
// (core/http/serializers.ts): it must write exactly what the schema's serializer writes.

const DataSchema = Type.Object({ name: Type.String(), tags: Type.Array(Type.String()), at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) })
const serializerOf = (schema: unknown) => sharedSerializers()(undefined, {})({ method: 'GET', url: '/x', httpStatus: '200', schema })
const serializeAs = serializerOf(EnvelopeSchema(DataSchema))
// A large frozen data's envelope comes out as bytes (Fastify sends a Buffer as it is): read as text here.
const serialize = (envelope: unknown): string => {
  const written: unknown = serializeAs(envelope)
  return Buffer.isBuffer(written) ? written.toString('utf8') : (written as string)
}

test('an envelope of frozen data is written exactly as one of the same data unfrozen, with or without a message: a string when small, bytes when large', () => {
  const name = 'Quote " backslash \\ newline \n, École, 😀, \u2028'
  for (const [size, long] of [['small', ''], ['large', 'x'.repeat(SMALL_ANSWER_CHARACTERS)]] as const) {
    const data = () => ({ name: name + long, tags: ['a', 'b'], at: null, extra: 'not in the schema' })
    for (const message of [undefined, 'Saved "it"', 'Gespeichert ✓ 😀']) {
      const envelope = ok(data(), message)
      const frozen = { ...envelope, data: deepFreeze(data()) }
      assert.equal(serialize(frozen), serialize(envelope))
      const written: unknown = serializeAs(frozen)
      assert.equal(Buffer.isBuffer(written), size === 'large')
      assert.equal(Buffer.byteLength(written as string | Buffer), Buffer.byteLength(serialize(envelope)))
      assert.deepEqual(JSON.parse(serialize(frozen)), { success: true, data: { name: data().name, tags: ['a', 'b'], at: null }, ...(message && { message }), timestamp: envelope.timestamp })
    }
  }
})

test('a large answer built from frozen data is freed once its response is written, not before; other payloads never', () => {
  // Larger than a slice of Buffer's pool would be: memory of its own.
  const data = deepFreeze({ name: 'x'.repeat(64 * 1024), tags: [], at: null })
  const answer = serializeAs(ok(data)) as unknown as Buffer
  const elsewhere = Buffer.from(answer)
  const copy = Buffer.from(answer)
  const raw = new EventEmitter()
  const reply = { raw } as unknown as FastifyReply
  for (const payload of [answer, elsewhere, 'a string', undefined]) freeAnswerOnceSent(reply, payload)
  assert.equal(raw.listenerCount('finish'), 1, 'one listener, for the answer built')
  assert.equal(answer.length, elsewhere.length, 'nothing is freed before the response is written')
  raw.emit('finish')
  assert.equal(answer.length, 0)
  assert.ok(elsewhere.equals(copy), 'a buffer the serializer did not build is left alone')
})

test("a large answer in a slice of Buffer's pool (nothing of its own to free) gets no finish listener, and is left whole", () => {
  const data = deepFreeze({ name: 'x'.repeat(SMALL_ANSWER_CHARACTERS), tags: [], at: null })
  const answer = serializeAs(ok(data)) as unknown as Buffer
  assert.ok(Buffer.isBuffer(answer) && answer.byteLength < answer.buffer.byteLength, 'a slice of the pool')
  const copy = Buffer.from(answer)
  const raw = new EventEmitter()
  freeAnswerOnceSent({ raw } as unknown as FastifyReply, answer)
  assert.equal(raw.listenerCount('finish'), 0)
  raw.emit('finish')
  assert.ok(answer.equals(copy))
})

test('ownBytes: the UTF-8 of a text in memory of its own, not a slice of the shared pool a cached JSON would keep whole', () => {
  for (const text of ['', 'ascii', 'École 😀 \u2028', 'x'.repeat(5000)]) {
    const bytes = ownBytes(text)
    assert.equal(bytes.toString('utf8'), text)
    assert.equal(bytes.byteOffset, 0)
    assert.equal(bytes.buffer.byteLength, Buffer.byteLength(text))
  }
})

test('data deepFreeze froze is serialized once, each answer with its own timestamp; other data, every time', () => {
  let reads = 0
  const counted = () => ({
    get name() {
      reads++
      return 'counted'
    },
    tags: [],
    at: null
  })
  const frozen = deepFreeze(counted())
  reads = 0 // deepFreeze read it
  const first = JSON.parse(serialize({ success: true, data: frozen, timestamp: '2026-01-01T00:00:00.000Z' }))
  const second = JSON.parse(serialize({ success: true, data: frozen, timestamp: '2026-01-02T00:00:00.000Z' }))
  assert.equal(reads, 1)
  assert.deepEqual([first.data.name, first.timestamp, second.data.name, second.timestamp], ['counted', '2026-01-01T00:00:00.000Z', 'counted', '2026-01-02T00:00:00.000Z'])
  // Frozen by Object.freeze alone, what it holds could still change: written every time too.
  for (const open of [counted(), Object.freeze(counted())]) {
    serialize({ success: true, data: open, timestamp: '2026-01-01T00:00:00.000Z' })
    serialize({ success: true, data: open, timestamp: '2026-01-01T00:00:00.000Z' })
  }
  assert.equal(reads, 5)
})

test('a schema that is not a success envelope is serialized as it is, frozen or not', () => {
  let reads = 0
  const serializePlain = serializerOf(Type.Object({ success: Type.Boolean(), data: Type.Object({ name: Type.String() }), timestamp: Type.String() }))
  const frozen = deepFreeze({
    get name() {
      reads++
      return 'plain'
    }
  })
  reads = 0 // deepFreeze read it
  serializePlain({ success: true, data: frozen, timestamp: 'now' })
  serializePlain({ success: true, data: frozen, timestamp: 'now' })
  assert.equal(reads, 2)
})

test('deepFreeze freezes every object and array inside, even under an object frozen before, and answers its argument', () => {
  const value = { page: Object.freeze({ items: [{ tags: ['x'] }] }), total: 1 }
  assert.equal(deepFreeze(value), value)
  assert.ok([value, value.page, value.page.items, value.page.items[0], value.page.items[0]!.tags].every(Object.isFrozen))
})

test('apps in one process share compiled serializers: the same schema compiles once, other options or shared schemas compile apart', () => {
  const route = { method: 'GET', url: '/x', httpStatus: '200', schema: Type.Object({ n: Type.Number() }) }
  const first = sharedSerializers()(undefined, {})(route)
  assert.equal(sharedSerializers()(undefined, {})({ ...route, url: '/y' }), first)
  assert.notEqual(sharedSerializers()(undefined, { rounding: 'floor' })(route), first)
  assert.notEqual(sharedSerializers()({ Other: { $id: 'Other', type: 'string' } }, {})(route), first)
  assert.equal(first({ n: 1 }), '{"n":1}')
})
