import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { hashPassword, verifyPassword } from '../../src/core/security/passwords.js'
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '../support/accounts.js'

// Loads test/helper.ts, as every HTTP test file does, with PostgreSQL and Redis pointed at a
// port where nothing answers. It gets a server start's 120 s (test/support/server-process.ts):
// on a busy machine, when loading the helpers still compiled the whole app, it passed 30 s.
function loadHelper(ci: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "await import('./test/helper.ts')"], {
    env: { ...process.env, CI: ci, TEST_PG_URL: 'postgres://postgres@127.0.0.1:1/test', TEST_REDIS_URL: 'redis://127.0.0.1:1' },
    encoding: 'utf8',
    timeout: 120_000
  })
}

test('without CI, an unreachable PostgreSQL or Redis skips its suites with one line each', () => {
  const result = loadHelper('')
  assert.equal(result.status, 0, `${result.error ?? ''}${result.stderr}`)
  assert.match(result.stdout, /^PostgreSQL suites skipped: nothing answers at postgres:\/\/postgres@127\.0\.0\.1:1\/test/m)
  assert.match(result.stdout, /^Redis suites skipped: nothing answers at redis:\/\/127\.0\.0\.1:1/m)
})

test('with CI=true, an unreachable PostgreSQL fails the run instead of skipping', () => {
  const result = loadHelper('true')
  assert.equal(result.error, undefined)
  assert.notEqual(result.status, 0)
  assert.match(result.stderr, /PostgreSQL: nothing answers at .*, and CI=true requires it/)
  assert.doesNotMatch(result.stdout, /skipped/)
})

test("the seeded users' precomputed hash is TEST_PASSWORD's, with the service's argon2id parameters", async () => {
  assert.equal(await verifyPassword(TEST_PASSWORD_HASH, TEST_PASSWORD), true)
  assert.equal(await verifyPassword(TEST_PASSWORD_HASH, `${TEST_PASSWORD}x`), false)
  const fresh = await hashPassword(TEST_PASSWORD)
  // Same algorithm, version and cost: a seeded user signs in at the cost of a real one.
  assert.equal(TEST_PASSWORD_HASH.split('$').slice(0, 4).join('$'), fresh.split('$').slice(0, 4).join('$'))
})
