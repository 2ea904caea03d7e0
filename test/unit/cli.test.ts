import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REDIS_TEST_URL, redisSkip, testApp } from '../helper.js'
import { bearer, createUser } from '../accounts.js'

function cli(dataDir: string, ...args: string[]) {
  return cliWith({}, dataDir, ...args)
}

function cliWith(env: Record<string, string>, dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ...env },
    encoding: 'utf8',
    timeout: 30_000
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

test('create-admin, list-users and reset-password work on the configured database', async (context) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  const created = cli(dataDir, 'create-admin', '--email', 'Root@Example.com', '--password', 'first-password', '--name', 'Root')
  assert.equal(created.code, 0, created.err)
  assert.match(created.out, /created administrator Root@Example.com/)

  const again = cli(dataDir, 'create-admin', '--email', 'root@example.com', '--password', 'second-password')
  assert.equal(again.code, 0, again.err)
  assert.match(again.out, /made administrator/)

  const listed = cli(dataDir, 'list-users')
  assert.equal(listed.code, 0)
  assert.match(listed.out, /admin\s+Root@Example.com\s+Root/)

  const reset = cli(dataDir, 'reset-password', '--email', 'ROOT@example.com')
  assert.equal(reset.code, 0, reset.err)
  const password = reset.out.match(/new password for \S+: (\S+)/)?.[1]
  assert.ok(password && password.length >= 16)

  const t = await testApp(context, 'sqlite', { env: { DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}` } })
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'root@example.com', password } })
  assert.equal(login.statusCode, 200)
  assert.equal(login.data.data.user.role, 'admin')
})

const usage: Array<[string, string[], RegExp]> = [
  ['no command', [], /no command given/],
  ['an unknown command', ['make-coffee'], /unknown command "make-coffee"/],
  ['an unknown option', ['list-users', '--colour'], /Unknown option '--colour'/],
  ['create-admin without a password', ['create-admin', '--email', 'a@b.co'], /needs --email and --password/],
  ['create-admin with a short password', ['create-admin', '--email', 'a@b.co', '--password', 'short'], /8 to 128 characters/],
  ['create-admin with a bad email', ['create-admin', '--email', 'nope', '--password', 'long-enough'], /must be an email address/],
  ['create-admin with an email over 254 characters', ['create-admin', '--email', `${'e'.repeat(250)}@b.co`, '--password', 'long-enough'], /must be an email address/],
  ['create-admin with an empty name', ['create-admin', '--email', 'a@b.co', '--password', 'long-enough', '--name', ''], /--name must be 1 to 100/],
  ['create-admin with a name over 100 characters', ['create-admin', '--email', 'a@b.co', '--password', 'long-enough', '--name', 'n'.repeat(101)], /--name must be 1 to 100/],
  ['list-users with an unknown role', ['list-users', '--role', 'owner'], /--role must be user or admin/],
  ['reset-password without an email', ['reset-password'], /needs --email/]
]
for (const [name, args, message] of usage) {
  test(`${name}: exit 2 with the reason and the usage`, () => {
    const result = cli(mkdtempSync(join(tmpdir(), 'admin-cli-')), ...args)
    assert.equal(result.code, 2)
    assert.match(result.err, message)
    assert.match(result.err, /Usage: npm run cli/)
  })
}

test('reset-password for an unknown email: exit 1, a clear message', () => {
  const result = cli(mkdtempSync(join(tmpdir(), 'admin-cli-')), 'reset-password', '--email', 'nobody@example.com')
  assert.equal(result.code, 1)
  assert.match(result.err, /User nobody@example.com not found/)
})

test('with Redis, a reset by the CLI signs the user out of a running server at once', { skip: redisSkip }, async (context) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  const t = await testApp(context, 'sqlite', { env: { DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`, REDIS_URL: REDIS_TEST_URL } })
  const { user, token } = await createUser(t)
  const me = () => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
  // The server now holds the session and the user in its cache, valid for 30 s without a message.
  assert.equal((await me()).statusCode, 200)
  const reset = cliWith({ REDIS_URL: REDIS_TEST_URL }, dataDir, 'reset-password', '--email', user.email)
  assert.equal(reset.code, 0, reset.err)
  let status = 0
  for (const deadline = Date.now() + 500; status !== 401 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
    status = (await me()).statusCode
  }
  assert.equal(status, 401)
})
