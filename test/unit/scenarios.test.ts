import { test } from 'node:test'
import assert from 'node:assert/strict'
import { as, assertAnswer, type Expected } from '../support/scenarios.js'
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

test("as(user) sends a request with the user's token and the payload given; as(undefined) with no token", () => {
  const user = { user: { id: 'u', name: 'U', email: 'u@example.com', role: 'user' as const }, token: 'the-token', password: 'p' }
  assert.deepEqual(as(user).put('/api/x', { a: 1 }), { method: 'PUT', url: '/api/x', headers: { authorization: 'Bearer the-token' }, payload: { a: 1 } })
  assert.deepEqual(as(undefined).get('/api/x'), { method: 'GET', url: '/api/x', headers: {} })
})
