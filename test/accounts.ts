import { randomUUID } from 'node:crypto'
import type { TestApp } from './helper.js'

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
