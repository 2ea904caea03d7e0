import { test } from 'node:test'
import assert from 'node:assert/strict'
import { TextCheck } from '../../src/modules/files/text-check.js'

/** Feeds the bytes cut at `at` (a UTF-8 sequence or a JSON token may straddle the cut). */
function check(bytes: Buffer, at: number): TextCheck {
  const text = new TextCheck()
  text.feed(bytes.subarray(0, at))
  text.feed(bytes.subarray(at))
  text.end()
  return text
}

const json = [
  '{}',
  '[]',
  ' {"a": 1} ',
  '{"a": [1, 2.5, -0, 1e10, -3.2E-4, true, false, null, "x"]}',
  '[{"k\\u00e9y": "v\\n\\"q\\""}, [[[]]]]',
  '{"é": "漢字 😀"}'
]
const notJson = ['{', '{"a" 1}', '{"a": 1,}', '[1 2]', '[01]', '[1.]', '[tru]', '["\\x"]', '{"a": 1}}', '"top-level string"', '42', '[1] [2]', '{a: 1}', '["\\u12G4"]']

for (const text of json) {
  test(`JSON, however the bytes are cut: ${text}`, () => {
    const bytes = Buffer.from(text)
    for (let at = 0; at <= bytes.length; at++) {
      const result = check(bytes, at)
      assert.equal(result.problem, undefined)
      assert.equal(result.isJson, true, `cut at ${at}`)
    }
  })
}

for (const text of notJson) {
  test(`text but not JSON: ${text}`, () => {
    const result = check(Buffer.from(text), 1)
    assert.equal(result.problem, undefined)
    assert.equal(result.isJson, false)
  })
}

test('nesting deeper than the check follows is text, not JSON', () => {
  assert.equal(check(Buffer.from(`${'['.repeat(600)}${']'.repeat(600)}`), 3).isJson, false)
  assert.equal(check(Buffer.from(`${'['.repeat(500)}${']'.repeat(500)}`), 3).isJson, true)
})

const refused: Array<[string, Buffer]> = [
  ['markup after white space split across pieces', Buffer.from('   \n  <svg/>')],
  ['a byte that is never UTF-8', Buffer.from([0x61, 0xc0, 0x80])],
  ['an overlong encoding', Buffer.from([0xe0, 0x80, 0xaf])],
  ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
  ['a control character', Buffer.from('a\u0001b')]
]
for (const [name, bytes] of refused) {
  test(`refused: ${name}, wherever the bytes are cut`, () => {
    for (let at = 0; at <= bytes.length; at++) assert.ok(check(bytes, at).problem, `cut at ${at}`)
  })
}

test('a multi-byte character cut between pieces is still valid text', () => {
  const bytes = Buffer.from('é漢😀')
  for (let at = 0; at <= bytes.length; at++) assert.equal(check(bytes, at).problem, undefined)
})
