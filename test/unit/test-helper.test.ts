import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { hashPassword, verifyPassword } from '../../src/core/security/passwords.js'
import { bearer, createUser, seededRow, TEST_PASSWORD, TEST_PASSWORD_HASH } from '../support/accounts.js'
import { eachDatabase } from '../support/databases.js'
import { eventsAbout } from '../support/events.js'
import { testApp } from '../support/test-app.js'

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

/** The fields of a user that differ between two users; compared by their type only. */
const OWN = new Set(['id', 'name', 'email', 'createdAt', 'updatedAt', 'emailVerifiedAt', 'lastLoginAt'])

eachDatabase((kind) => {
  test('createUser signs a seeded user in as POST /api/auth/login does: the answer, the token, the events, the session', async (context) => {
    const t = await testApp(context, kind)
    const seeded = await createUser(t, { name: 'Seeded', email: 'seeded@example.com', role: 'admin' })
    const row = seededRow('By API', 'by-api@example.com', 'admin')
    await t.app.users.insert(row, null)
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'by-api@example.com', password: TEST_PASSWORD } })
    assert.equal(login.statusCode, 200)
    const byApi = { user: login.data.data.user, token: login.data.data.token as string }

    const observed = async (who: { user: { id: string }; token: string }) => {
      const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(who.token) })
      assert.equal(me.statusCode, 200)
      assert.equal(me.data.data.id, who.user.id)
      const sessions = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(who.token) })
      assert.equal(sessions.statusCode, 200)
      const claims = JSON.parse(Buffer.from(who.token.split('.')[1]!, 'base64url').toString()) as Record<string, number>
      return {
        // The answer's user as GET /api/users/me shows it, its sign-in stamped.
        user: Object.fromEntries(Object.entries(who.user).map(([field, value]) => [field, OWN.has(field) ? typeof value : value])),
        meMatches: JSON.stringify(me.data.data) === JSON.stringify(who.user),
        claims: { keys: Object.keys(claims).sort(), lifetime: claims.exp! - claims.iat! },
        sessions: sessions.data.data.items.map(({ ip, userAgent, current }: { ip: string; userAgent: string; current: boolean }) => ({ ip, userAgent, current })),
        events: (await eventsAbout(t, who.user.id)).map(({ type, actorId, data }) => ({ type, actor: actorId === who.user.id, data: JSON.stringify(data) === JSON.stringify(who.user) }))
      }
    }
    const apiSide = await observed(byApi)
    assert.equal(apiSide.user.lastLoginAt, 'string')
    assert.ok(apiSide.meMatches)
    assert.deepEqual(apiSide.events.map((event) => event.type), ['user.created', 'auth.login'])
    assert.deepEqual(await observed(seeded), apiSide)
  })
})
