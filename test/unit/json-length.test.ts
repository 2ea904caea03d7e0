import { test } from 'node:test'
import assert from 'node:assert/strict'
import { jsonFitsIn } from '../../src/lib/json-length.js'

const values: unknown[] = [
  null,
  true,
  false,
  0,
  -1.5e-7,
  123456789012345680000,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'plain',
  'quote " backslash \\ newline \n tab \t return \r feed \f back \b nul \u0000 unit \u001f',
  'pair \ud83d\ude00, lone high \ud83d, lone low \ude00, high at the end \ud800',
  'é ü 中文',
  [],
  [1, undefined, () => 1, Symbol('s'), null, 'x'],
  {},
  { a: 1, skipped: undefined, fn: () => 1, sym: Symbol('s'), 'key "quoted"\n': 'v', nested: { deep: [{ e: [] }] } },
  { at: new Date(0), inArray: [new Date(1_700_000_000_000)] },
  { own: { toJSON: (key: string) => `key was ${key}` }, list: [{ toJSON: (key: string) => ({ key }) }] },
  { boxed: [Object(1), Object('s'), Object(false)] },
  new Map([[1, 2]]),
  { items: Array.from({ length: 20 }, (_, i) => ({ id: `id-${i}`, title: `Title ${i} "x"`, tags: ['a', 'b'], n: i / 3, at: new Date(i) })), total: 20, nextCursor: null }
]

test('jsonFitsIn answers whether JSON.stringify writes at most the limit, for every kind of value JSON writes', () => {
  for (const value of values) {
    const length = JSON.stringify(value).length
    assert.equal(jsonFitsIn(value, length), true, `fits in its own length: ${JSON.stringify(value)}`)
    assert.equal(jsonFitsIn(value, length - 1), false, `not in one less: ${JSON.stringify(value)}`)
  }
})

test('jsonFitsIn stops walking a large value once it is past the limit', () => {
  let read = 0
  const items = Array.from({ length: 10_000 }, (_, i) => ({
    get title() {
      read++
      return `item ${i}`
    }
  }))
  assert.equal(jsonFitsIn({ items }, 1000), false)
  assert.ok(read < 200, `read ${read} titles`)
})

test('jsonFitsIn throws on a BigInt, as JSON.stringify does', () => {
  assert.throws(() => JSON.stringify({ n: 1n }), TypeError)
  assert.throws(() => jsonFitsIn({ n: 1n }, 100), TypeError)
})
