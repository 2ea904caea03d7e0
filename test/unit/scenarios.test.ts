import { test } from 'node:test'
import assert from 'node:assert/strict'
import { assertAnswer, type Expected } from '../support/scenarios.js'
import type { TestResponse } from '../support/test-app.js'

const answer = (statusCode: number, data: unknown) => ({ statusCode, data, body: JSON.stringify(data) }) as TestResponse
const invalidEmail = answer(422, { success: false, error: { code: 'VALIDATION_ERROR', message: 'x', details: { email: ['is taken'] } } })

// The runner is what every table-driven test relies on: each way a row can be wrong must fail it.
const rows: Array<[string, Expected, boolean]> = [
  ['status, code and field all match', { status: 422, code: 'VALIDATION_ERROR', field: 'email' }, true],
  ['another status', { status: 400, code: 'VALIDATION_ERROR', field: 'email' }, false],
  ['another code', { status: 422, code: 'BAD_REQUEST', field: 'email' }, false],
  ['a field the details do not name', { status: 422, code: 'VALIDATION_ERROR', field: 'name' }, false]
]
for (const [name, expected, passes] of rows) {
  test(`assertAnswer ${passes ? 'passes' : 'fails'} when ${name}`, () => {
    if (passes) assertAnswer(invalidEmail, expected)
    else assert.throws(() => assertAnswer(invalidEmail, expected), assert.AssertionError)
  })
}
