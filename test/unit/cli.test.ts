import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { assertCountersRight, as, buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip } from '../helper.js'
import { bearer, createUser } from '../accounts.js'
import { built } from '../support/built.js'

function cli(dataDir: string, ...args: string[]) {
  return cliWith({}, dataDir, ...args)
}

function cliWith(env: Record<string, string>, dataDir: string, ...args: string[]) {
  return cliFed(undefined, env, dataDir, ...args)
}

/** The CLI with `input` on its standard input (not a terminal, as in a script). */
function cliFed(input: string | undefined, env: Record<string, string>, dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [built('cli'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: '', ...env },
    encoding: 'utf8',
    input: input ?? '',
    // Generous: on a loaded machine a start takes many seconds.
    timeout: 120_000
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

async function signIn(dataDir: string, email: string, password: string): Promise<number> {
  const t = await buildTestApp('sqlite', { env: { DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}` } })
  try {
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    if (login.statusCode === 200) assert.equal(login.data.data.user.role, 'admin')
    return login.statusCode
  } finally {
    await t.close()
  }
}

test('create-admin, list-users and reset-password work on the configured database, the password never in argv or output', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  const created = cliFed('first-password\n', {}, dataDir, 'create-admin', '--email', 'Root@Example.com', '--name', 'Root', '--password-stdin')
  assert.equal(created.code, 0, created.err)
  assert.match(created.out, /created administrator Root@Example.com/)

  const again = cliWith({ ADMIN_PASSWORD: 'second-password' }, dataDir, 'create-admin', '--email', 'root@example.com')
  assert.equal(again.code, 0, again.err)
  assert.match(again.out, /made administrator/)
  assert.equal(await signIn(dataDir, 'root@example.com', 'second-password'), 200)

  const listed = cli(dataDir, 'list-users')
  assert.equal(listed.code, 0)
  assert.match(listed.out, /admin\s+Root@Example.com\s+Root/)

  const reset = cliFed('third-password\r\n', {}, dataDir, 'reset-password', '--email', 'ROOT@example.com', '--password-stdin')
  assert.equal(reset.code, 0, reset.err)
  assert.match(reset.out, /password changed for Root@Example.com/)
  for (const { out, err } of [created, again, reset]) assert.doesNotMatch(out + err, /first-password|second-password|third-password/)
  assert.equal(await signIn(dataDir, 'root@example.com', 'third-password'), 200)
})

const noScript = spawnSync('script', ['--version']).error ? 'util-linux script is not installed' : false

/** The CLI on a pseudo-terminal (util-linux `script`), typing each answer once its prompt shows. */
async function inTerminal(dataDir: string, args: string[], answers: Array<[RegExp, string]>): Promise<{ code: number | null; out: string }> {
  const command = [process.execPath, built('cli'), ...args].join(' ')
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_PASSWORD: '' },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  const exited = once(child, 'exit')
  for (const [prompt, answer] of answers) {
    for (const deadline = Date.now() + 30_000; !prompt.test(out); await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no prompt ${prompt}: ${out}`)
    }
    child.stdin.write(`${answer}\r`)
  }
  const timer = setTimeout(() => child.kill(), 30_000)
  const [code] = (await exited) as [number | null]
  clearTimeout(timer)
  if (code === null) throw new Error(`the CLI did not finish: ${out}`)
  return { code, out }
}

test('on a terminal, the password is asked twice and never echoed; --generate shows a new one there', { skip: noScript }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  const typed = 'typed-on-the-terminal'
  const created = await inTerminal(dataDir, ['create-admin', '--email', 'tty@example.com'], [
    [/New password: $/, typed],
    [/Repeat it: $/, typed]
  ])
  assert.equal(created.code, 0, created.out)
  assert.match(created.out, /created administrator tty@example.com/)
  assert.ok(!created.out.includes(typed), created.out)
  assert.equal(await signIn(dataDir, 'tty@example.com', typed), 200)

  const differ = await inTerminal(dataDir, ['reset-password', '--email', 'tty@example.com'], [
    [/New password: $/, 'first-answer'],
    [/Repeat it: $/, 'second-answer']
  ])
  assert.equal(differ.code, 1)
  assert.match(differ.out, /the two passwords differ/)

  const generated = await inTerminal(dataDir, ['reset-password', '--email', 'tty@example.com', '--generate'], [])
  assert.equal(generated.code, 0, generated.out)
  const password = /new password for tty@example.com: (\S+)/.exec(generated.out)?.[1]
  assert.ok(password && password.length >= 16, generated.out)
  assert.equal(await signIn(dataDir, 'tty@example.com', password), 200)
})

test('on a terminal, both answers typed at once are taken in turn and never echoed', { skip: noScript }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  const typed = 'typed-ahead-password'
  // The second answer arrives with the first, before its question shows.
  const created = await inTerminal(dataDir, ['create-admin', '--email', 'ahead@example.com'], [[/New password: $/, `${typed}\r${typed}`]])
  assert.equal(created.code, 0, created.out)
  assert.ok(!created.out.includes(typed), created.out)
  assert.equal(await signIn(dataDir, 'ahead@example.com', typed), 200)
})

test('a password in argv is refused before anything changes, and not repeated in the message', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
  for (const command of ['create-admin', 'reset-password']) {
    const result = cli(dataDir, command, '--email', 'root@example.com', '--password', 'argv-password')
    assert.equal(result.code, 1)
    assert.match(result.err, /--password is refused: a password on the command line shows in the process list/)
    assert.doesNotMatch(result.out + result.err, /argv-password/)
  }
  assert.equal(await signIn(dataDir, 'root@example.com', 'argv-password'), 401)
})

const usage: Array<[string, string[], RegExp]> = [
  ['an unknown command', ['make-coffee'], /unknown command "make-coffee"/],
  ['an unknown option', ['list-users', '--colour'], /Unknown option '--colour'/],
  ['create-admin without an email', ['create-admin', '--password-stdin'], /needs --email/],
  ['reset-password without an email', ['reset-password'], /needs --email/],
  ['reset-password with both --generate and --password-stdin', ['reset-password', '--email', 'a@b.co', '--generate', '--password-stdin'], /not both/],
  ['no command', [], /no command given/],
  ['an option with no value', ['create-admin', '--email'], /argument missing/],
  ['list-users --role with no value', ['list-users', '--role'], /argument missing/],
  ['a word where none is taken', ['recount', 'now'], /Unexpected argument 'now'/]
]
for (const [name, args, message] of usage) {
  test(`${name}: exit 1 with the reason in one line`, () => {
    const result = cliFed('a-long-password\n', {}, mkdtempSync(join(tmpdir(), 'admin-cli-')), ...args)
    assert.equal(result.code, 1)
    assert.match(result.err, message)
    assert.match(result.err, /^error: [^\n]+ \(npm run cli -- --help says how to use it\)\n$/, 'one line')
  })
}

for (const help of ['--help', '-h', 'help']) {
  test(`${help}: the usage on stdout, exit 0`, () => {
    const result = cli(mkdtempSync(join(tmpdir(), 'admin-cli-')), help)
    assert.equal(result.code, 0)
    assert.match(result.out, /Usage: npm run cli/)
  })
}

const refused: Array<[string, string[], RegExp]> = [
  ['create-admin with no password and no terminal', ['create-admin', '--email', 'a@b.co'], /no password: give it on standard input with --password-stdin/],
  ['create-admin with a short password', ['create-admin', '--email', 'a@b.co', '--password-stdin'], /8 to 128 characters/],
  ['create-admin with a bad email', ['create-admin', '--email', 'nope', '--password-stdin'], /must be an email address/],
  ['create-admin with an email over 254 characters', ['create-admin', '--email', `${'e'.repeat(250)}@b.co`, '--password-stdin'], /must be an email address/],
  ['create-admin with an empty name', ['create-admin', '--email', 'a@b.co', '--name', '', '--password-stdin'], /--name must be 1 to 100/],
  ['create-admin with a name over 100 characters', ['create-admin', '--email', 'a@b.co', '--name', 'n'.repeat(101), '--password-stdin'], /--name must be 1 to 100/],
  ['list-users with an unknown role', ['list-users', '--role', 'owner'], /--role must be user or admin/],
  ['reset-password with no password and no terminal', ['reset-password', '--email', 'a@b.co'], /no password: give it on standard input/],
  ['reset-password --generate when the output is no terminal', ['reset-password', '--email', 'a@b.co', '--generate'], /--generate prints the password and so needs a terminal/]
]
for (const [name, args, message] of refused) {
  test(`${name}: exit 1 with the reason in one line`, () => {
    const result = cliFed('short\n', {}, mkdtempSync(join(tmpdir(), 'admin-cli-')), ...args)
    assert.equal(result.code, 1)
    assert.match(result.err, message)
    assert.match(result.err, /^error: [^\n]+\n$/, 'one line')
  })
}

test('a bad environment variable: exit 1 with the reason in one line, and a secret is not shown', () => {
  const result = cliFed('a-long-password\n', { ADMIN_PASSWORD: 'hunter2', METRICS_TOKEN: 'x' }, mkdtempSync(join(tmpdir(), 'admin-cli-')), 'list-users')
  assert.equal(result.code, 1)
  assert.match(result.err, /^error: [^\n]+\n$/, 'one line')
  assert.match(result.err, /ADMIN_PASSWORD: expected 8 to 128 characters, got 7 characters; METRICS_TOKEN: .*, got 1 character\n$/)
})

test('reset-password for an unknown email: exit 1, a clear message', () => {
  const result = cliFed('a-new-password', {}, mkdtempSync(join(tmpdir(), 'admin-cli-')), 'reset-password', '--email', 'nobody@example.com', '--password-stdin')
  assert.equal(result.code, 1)
  assert.match(result.err, /User nobody@example.com not found/)
})

// Through Redis at once; through the database within a second (read every 250 ms). The bounds
// leave room for a machine busy with the rest of the suite (where a Redis command can outlast
// its one-second timeout and the subscription reconnect); without either, it took 30 s.
// Half the 30 s the server's cache would hold the session without a message: signed out before
// that, it was told. Room for a busy machine, where a message or a poll can take seconds.
const TOLD_WITHIN_MS = 15_000
for (const [name, redisUrl, skip] of [
  ['with Redis', REDIS_TEST_URL, redisSkip],
  ['without Redis, through the database', '', false]
] as const) {
  test(`${name}, a reset by the CLI signs the user out of a running server`, { skip }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
    const t = await buildTestApp('sqlite', { env: { DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`, REDIS_URL: redisUrl } })
    try {
      const { user, token } = await createUser(t)
      const me = () => t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
      // The server now holds the session and the user in its cache, valid for 30 s without a message.
      assert.equal((await me()).statusCode, 200)
      // The CLI speaks on the server's channel, as one deployment's CLI does.
      const reset = cliFed('a-new-password', { REDIS_URL: redisUrl, REDIS_PREFIX: t.config.redisPrefix }, dataDir, 'reset-password', '--email', user.email, '--password-stdin')
      assert.equal(reset.code, 0, reset.err)
      let status = 0
      for (const deadline = Date.now() + TOLD_WITHIN_MS; status !== 401 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
        status = (await me()).statusCode
      }
      assert.equal(status, 401)
    } finally {
      await t.close()
    }
  })
}

eachDatabase((kind) => {
  test('recount rebuilds wrong, missing and stray counters from the rows, says which, and a running server shows the new totals of every list', async () => {
    const t = await buildTestApp(kind)
    try {
      const admin = await createUser(t, { role: 'admin' })
      for (const status of ['draft', 'published', 'published']) assert.equal((await t.request(as(admin).post('/api/content', { title: status, status }))).statusCode, 201)
      const totalOf = (url: string) => async () => (await t.request(as(admin).get(url))).data.data.pagination.total as number
      const total = totalOf('/api/content')
      // Lists cached on other buses than content's: they hold totals from counters too.
      const users = totalOf('/api/users')
      const actor = totalOf(`/api/activity?actorId=${admin.user.id}`)
      // Rows changed past the service: five counters wrong, one missing, one for no rows.
      const { db } = t.app.database
      await sql`update row_counts set count = count + 5 where name = 'content'`.execute(db)
      await sql`delete from row_counts where name = 'content.status:draft'`.execute(db)
      await sql`insert into row_counts (name, count) values ('content.type:ghost', 2)`.execute(db)
      await sql`update row_counts set count = count + 5 where name = 'users' or name = ${`events.actor:${admin.user.id}`}`.execute(db)
      assert.equal(await total(), 8, 'the server reads the counter, now wrong, and keeps it')
      // Read first now, and kept: each 5 more than its rows.
      const [usersBefore, actorBefore] = [(await users()) - 5, (await actor()) - 5]

      const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'))
      const recount = cliWith({ DATABASE_URL: t.database.url }, dataDir, 'recount')
      assert.equal(recount.code, 0, recount.err)
      const corrected = `content: 8 -> 3\ncontent.status:draft: 0 -> 1\ncontent.type:ghost: 2 -> 0\nevents.actor:${admin.user.id}: ${actorBefore + 5} -> ${actorBefore}\nusers: ${usersBefore + 5} -> ${usersBefore}\n`
      assert.equal(recount.out, `${corrected}5 counter(s) corrected\n`)
      await assertCountersRight(t, 'after recount')
      // Told through the shared database (no Redis here): it polls it four times a second. The
      // caches' own age limit is 30 s, so 5 s tells a message heard from an entry expired.
      const within5s = async (expected: number, read: () => Promise<number>) => {
        let seen = await read()
        for (const deadline = Date.now() + 5000; seen !== expected && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) seen = await read()
        return seen
      }
      assert.equal(await within5s(3, total), 3)
      assert.equal(await within5s(usersBefore, users), usersBefore, 'the users list')
      assert.equal(await within5s(actorBefore, actor), actorBefore, "one actor's activity")

      const again = cliWith({ DATABASE_URL: t.database.url }, dataDir, 'recount')
      assert.equal(again.code, 0, again.err)
      assert.equal(again.out, 'every counter was right\n')
    } finally {
      await t.close()
    }
  })
})
