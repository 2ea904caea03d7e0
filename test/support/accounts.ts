import { randomUUID } from 'node:crypto'
import assert from 'node:assert/strict'
import type { TestApp } from './test-app.js'
import { TokenService } from '../../src/modules/auth/tokens.js'

export interface TestUser {
  user: { id: string; name: string; email: string; role: 'user' | 'admin' }
  token: string
  password: string
}

/**
 * A signed-in user, registered through the API. An administrator is promoted through the same
 * service the CLI and ADMIN_EMAIL use, so every cache stays correct.
 */
export async function createUser(
  t: TestApp,
  options: { role?: 'user' | 'admin'; name?: string; email?: string; password?: string } = {}
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`
  const password = options.password ?? 'correct-horse-battery'
  if (options.role === 'admin') await t.app.users.ensureAdmin(email, password, options.name ?? 'Admin')
  else {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: options.name ?? 'Test User', email, password, password_confirmation: password }
    })
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  }
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`)
  return { user: login.data.data.user, token: login.data.data.token, password }
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
