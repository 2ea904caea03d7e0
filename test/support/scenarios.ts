import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import type { TestApp, TestResponse } from './test-app.js'
import { bearer, type TestUser } from './accounts.js'
import { eventTypesSince, lastEventId } from './events.js'

/** What an answer must be: its status, and for an error its code and the field its details name. */
export interface Expected {
  status: number
  code?: string
  /** a field `error.details` must name (dotted when nested) */
  field?: string
}

/** One row of a table-driven test (PocketBase's ApiScenario): a request and what it must answer. */
export interface Scenario extends Expected {
  /** what the row proves; the test's name */
  name: string
  /** the request, or how to make it against the test app (to sign someone in first, say) */
  request: InjectOptions | ((app: TestApp) => InjectOptions | Promise<InjectOptions>)
  /** the types of the events the request must write, in order; [] for none (a refused change writes nothing) */
  events?: string[]
  /** further checks once the answer matched */
  then?: (res: TestResponse, app: TestApp) => void | Promise<void>
}

/** Asserts status, `error.code` and that `error.details` names the field, showing the body when not. */
export function assertAnswer(res: TestResponse, expected: Expected): void {
  assert.equal(res.statusCode, expected.status, res.body)
  if (expected.code !== undefined) assert.equal(res.data?.error?.code, expected.code, res.body)
  if (expected.field !== undefined) {
    const messages = res.data?.error?.details?.[expected.field]
    assert.ok(Array.isArray(messages) && messages.length > 0, `details should name ${expected.field}: ${res.body}`)
  }
}

/**
 * One test per row: sends the row's request to the app `app()` returns (called when the test
 * runs, so a `before` may build it) and asserts the answer.
 */
export function scenarios(app: () => TestApp, rows: Scenario[]): void {
  for (const row of rows) {
    test(row.name, async () => {
      const t = app()
      const request = typeof row.request === 'function' ? await row.request(t) : row.request
      const before = row.events && (await lastEventId(t))
      const res = await t.request(request)
      assertAnswer(res, row)
      if (row.events) assert.deepEqual(await eventTypesSince(t, before), row.events, `events written by ${row.name}`)
      await row.then?.(res, t)
    })
  }
}

/** The answer to a request a validation rule refuses: 422 VALIDATION_ERROR naming `field`. */
export function invalidOn(field: string): Expected {
  return { status: 422, code: 'VALIDATION_ERROR', field }
}

type Payload = InjectOptions['payload']

/**
 * Requests as `user` sends them (with their token; no one's with undefined):
 * `as(admin).put('/api/orders/1', { status: 'paid' })`.
 */
export function as(user: TestUser | undefined) {
  const headers = user ? bearer(user.token) : {}
  const send =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    (url: string, payload?: Payload): InjectOptions => ({ method, url, headers: { ...headers }, ...(payload !== undefined && { payload }) })
  return { get: send('GET'), post: send('POST'), put: send('PUT'), patch: send('PATCH'), delete: send('DELETE') }
}
