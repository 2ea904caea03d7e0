import { test } from 'node:test'
import assert from 'node:assert/strict'
import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from '../../src/modules/auth/login-throttle.js'
import { AppError } from '../../src/core/http/errors.js'

test('the window starts at the first failure and opens again when it passes', async () => {
  let now = 1_000_000
  const throttle = new LoginThrottle(null, () => now)
  for (let i = 0; i < MAX_FAILURES; i++) await throttle.recordFailure('A@example.com', '1.2.3.4')
  await assert.rejects(throttle.assertAllowed('a@example.com', '1.2.3.4'), (error: unknown) => {
    return error instanceof AppError && error.code === 'RATE_LIMITED' && error.headers?.['Retry-After'] === String(WINDOW_MS / 1000)
  })
  await throttle.assertAllowed('a@example.com', '5.6.7.8')
  now += WINDOW_MS - 1000
  await assert.rejects(throttle.assertAllowed('a@example.com', '1.2.3.4'))
  now += 1000
  await throttle.assertAllowed('a@example.com', '1.2.3.4')
})

test('nine failures still allow a try; a success clears the count', async () => {
  const throttle = new LoginThrottle(null)
  for (let i = 0; i < MAX_FAILURES - 1; i++) await throttle.recordFailure('b@example.com', 'ip')
  await throttle.assertAllowed('b@example.com', 'ip')
  await throttle.reset('b@example.com', 'ip')
  await throttle.recordFailure('b@example.com', 'ip')
  await throttle.assertAllowed('b@example.com', 'ip')
})
