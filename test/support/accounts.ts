import { randomUUID } from 'node:crypto'
import assert from 'node:assert/strict'
import type { TestApp } from './test-app.js'
import { TokenService } from '../../src/modules/auth/tokens.js'
import type { UserRow } from '../../src/core/db/schema.js'
import { newId } from '../../src/lib/ids.js'

export interface TestUser {
  user: { id: string; name: string; email: string; role: 'user' | 'admin' }
  token: string
  password: string
}

/** The password test users get unless a test gives its own. */
export const TEST_PASSWORD = 'correct-horse-battery'
/**
 * TEST_PASSWORD hashed once with the service's argon2id parameters: seeding a user with it saves
 * the hash that registering would compute (tests create hundreds of users). test-helper.test.ts
 * checks that it verifies.
 */
export const TEST_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zPng5Vn5msFA2vx/6rYX1w$kFM6+QZov7lL8rvmqmEaAur6IC9LYS3frdvRQve9H1s'

/**
 * A signed-in user. Stored through the users service as registering or the CLI store one (the
 * row and its `user.created` event; with TEST_PASSWORD, its precomputed hash), then signed in:
 * with TEST_PASSWORD by `signInSeeded`, with another password through the API. Tests of
 * registration itself go through POST /api/auth/register, of signing in through POST /api/auth/login.
 */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin'; name?: string; email?: string; password?: string } = {}
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`
  const password = options.password ?? TEST_PASSWORD
  const name = options.name ?? (options.role === 'admin' ? 'Admin' : 'Test User')
  const { users } = t.app
  if (password === TEST_PASSWORD) {
    const row = seededRow(name, email, options.role)
    await users.insert(row, null)
    return { ...(await signInSeeded(t, row.id)), password }
  }
  await users.insert(await users.prepare({ name, email, password, role: options.role }), null)
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`)
  return { user: login.data.data.user, token: login.data.data.token, password }
}

/**
 * Signs a seeded user in as POST /api/auth/login does once the password is right (SignInService's
 * `open`: lastLoginAt, the `auth.login` event and a session from the request's address and agent,
 * in one transaction, with the app's own services and signing key), without the argon2id verify:
 * a seeded user's password is TEST_PASSWORD, whose hash test-helper.test.ts checks, and that test
 * compares what this leaves behind with a sign-in through the API. Not for tests of signing in.
 */
export async function signInSeeded(t: TestApp, userId: string): Promise<Omit<TestUser, 'password'>> {
  const [{ SessionsService }, { createSessionsRepository }, { transact }] = await Promise.all([
    import('../../src/modules/auth/sessions.service.js'),
    import('../../src/modules/auth/sessions.repository.js'),
    import('../../src/core/db/transaction.js')
  ])
  const { app, config } = t
  const sessions = new SessionsService({
    db: app.database.db,
    repo: createSessionsRepository(),
    users: app.users,
    tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
    bus: app.bus,
    refreshWindowSeconds: config.refreshWindowSeconds,
    log: app.log
  })
  // What `app.inject` sends: the address and user agent a sign-in through the API records.
  const client = { ip: '127.0.0.1', userAgent: 'lightMyRequest' }
  const signedIn = await transact(app.database.db, async (tx) => {
    const user = await app.users.recordLogin(userId, tx)
    return { user, ...(await sessions.start(userId, client, tx)) }
  })
  // As the answer's JSON carries them.
  return JSON.parse(JSON.stringify({ user: signedIn.user, token: signedIn.token })) as Omit<TestUser, 'password'>
}

/**
 * A signed-in user that went the whole way a person does: registered through the API (the
 * password hashed there, its first sign-in an auth.login), then signed in.
 */
export async function registerUser(t: TestApp, options: { name?: string; email?: string; password?: string } = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`
  const password = options.password ?? TEST_PASSWORD
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: options.name ?? 'Test User', email, password, password_confirmation: password }
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`)
  return { user: login.data.data.user, token: login.data.data.token, password }
}

/** The row of a seeded user: active, its address verified, TEST_PASSWORD's precomputed hash. */
export function seededRow(name: string, email: string, role: 'user' | 'admin' = 'user'): UserRow {
  const now = new Date().toISOString()
  return {
    id: newId(),
    name,
    email,
    email_normalized: email.toLowerCase(),
    password_hash: TEST_PASSWORD_HASH,
    role,
    created_at: now,
    updated_at: now,
    last_login_at: null,
    sessions_valid_after: null,
    // Seeded accounts have a verified address; tests of verification register through the API.
    email_verified_at: now,
    status: 'active'
  }
}

/** The Authorization header of a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

/**
 * Makes `t.request` remember every answer and every password its requests carried (any body
 * field whose name contains "password"). The returned check fails when an answer holds an
 * argon2 hash, a password-named field with a value, or one of those passwords, and when fewer
 * than `minimum` answers were seen (so it cannot pass by watching nothing).
 */
export function watchForSecrets(t: TestApp): (minimum: number) => void {
  const answers: string[] = []
  const passwords = new Set<string>()
  const request = t.request
  t.request = async (options) => {
    if (options.payload && typeof options.payload === 'object') {
      for (const [field, value] of Object.entries(options.payload)) {
        // Shorter values (such as "x") could appear in an answer by chance.
        if (field.includes('password') && typeof value === 'string' && value.length >= 8) passwords.add(value)
      }
    }
    const res = await request(options)
    answers.push(res.body)
    return res
  }
  return (minimum) => {
    assert.ok(answers.length >= minimum, `only ${answers.length} answers were seen`)
    assert.ok(passwords.size > 0, 'no request carried a password')
    for (const body of answers) {
      assert.doesNotMatch(body, /\$argon2/)
      assert.doesNotMatch(body, /"[a-z_]*password[a-z_]*"\s*:\s*"/i)
      for (const password of passwords) assert.ok(!body.includes(password), `an answer carries the password ${password}: ${body}`)
    }
  }
}

/**
 * The same token (user, session, token id) but expired `secondsAgo` ago, signed with the app's
 * key: what a tab that sat idle past TOKEN_TTL_SECONDS still holds, without waiting for it.
 */
export function expiredTwin(t: TestApp, token: string, secondsAgo = 5): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; jti: string }
  return new TokenService(t.config.jwtSecret, -secondsAgo).issue(claims.sub, claims.sid, claims.jti).token
}
