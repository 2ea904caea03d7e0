import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomInt, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import { as, buildTestApp, eachDatabase, REDIS_TEST_URL, redisSkip, scenarios, until, withTestApp, type Scenario, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

/** An address of its own per test, so no two tests share a counter in Redis. */
function clientAddress(): string {
  return `2001:db8::${randomInt(0, 0x10000).toString(16)}:${randomInt(0, 0x10000).toString(16)}`
}

async function listen(t: TestApp): Promise<number> {
  return Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
}

/**
 * A raw connection that records what the server sends and when it closes. `closed` resolves on
 * close even after a reset: writing to a socket the server has just closed (a drip after its 408)
 * draws a reset, and what the server answered is in `answer` all the same.
 */
async function rawSocket(port: number): Promise<{ socket: Socket; answer: () => string; closed: Promise<unknown> }> {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  const closed = new Promise((resolve) => socket.once('close', resolve))
  await once(socket, 'connect')
  return { socket, answer: () => answer, closed }
}

/** Resolves when `closed` does; fails the test if the server keeps the socket longer than `ms`. */
async function closedWithin(closed: Promise<unknown>, ms: number, socket: Socket): Promise<void> {
  let kept = false
  const timer = setTimeout(() => {
    kept = true
    socket.destroy()
  }, ms)
  await closed
  clearTimeout(timer)
  assert.ok(!kept, `the server kept the connection open for ${ms} ms`)
}

function parseAnswer(answer: string): { status: number; head: string; body: any } { // eslint-disable-line @typescript-eslint/no-explicit-any
  const [head = '', body = ''] = answer.split('\r\n\r\n')
  return { status: Number(head.split(' ')[1]), head, body: body ? JSON.parse(body) : undefined }
}

function openConnections(t: TestApp): Promise<number> {
  return new Promise((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))))
}

const LOGIN_HEAD = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.com', password: 'not the password', padding: 'x'.repeat(2000) })

describe('stalled and idle connections', () => {
  test('a body that stops arriving is answered 408 in the envelope and closed after IDLE_TIMEOUT_MS, its socket freed', async () => {
    await withTestApp('sqlite', { env: { IDLE_TIMEOUT_MS: '300' } }, async (t) => {
      const { socket, answer, closed } = await rawSocket(await listen(t))
      socket.write(LOGIN_HEAD(LOGIN_BODY.length) + LOGIN_BODY.slice(0, 1000))
      await closedWithin(closed, 5000, socket)
      const { status, head, body } = parseAnswer(answer())
      assert.equal(status, 408)
      assert.match(head, /connection: close/i)
      assert.match(head, /content-type: application\/json; charset=utf-8/i)
      assert.equal(body.success, false)
      assert.equal(body.error.code, 'BAD_REQUEST')
      assert.match(body.error.message, /Nothing arrived for 0.3 s/)
      assert.equal(await openConnections(t), 0)
    })
  })

  test('a body whose bytes keep coming is not cut, however long it takes in total', async () => {
    // The limit is far above the gaps, so that a busy machine's late timer cannot make one.
    await withTestApp('sqlite', { env: { IDLE_TIMEOUT_MS: '1000' } }, async (t) => {
      const { socket, answer, closed } = await rawSocket(await listen(t))
      socket.write(LOGIN_HEAD(LOGIN_BODY.length))
      // 2.4 s in all, over twice the idle limit, never silent for more than 150 ms.
      const pieces = 16
      const size = Math.ceil(LOGIN_BODY.length / pieces)
      for (let i = 0; i < pieces; i++) {
        await sleep(150)
        socket.write(LOGIN_BODY.slice(i * size, (i + 1) * size))
      }
      while (!answer().endsWith('}') && !socket.closed) await sleep(20)
      const { status, body } = parseAnswer(answer())
      assert.equal(status, 401)
      assert.equal(body.error.code, 'INVALID_CREDENTIALS')
      socket.destroy()
      await closed
    })
  })

  test('headers that trickle in are answered 408 after HEADERS_TIMEOUT_MS, a body after REQUEST_TIMEOUT_MS in all', async () => {
    await withTestApp('sqlite', { env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '800' } }, async (t) => {
      const port = await listen(t)
      const cases: Array<[string, string, string]> = [
        ['headers', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: y\r\n'],
        ['body', LOGIN_HEAD(LOGIN_BODY.length), ' ']
      ]
      for (const [name, start, drip] of cases) {
        const { socket, answer, closed } = await rawSocket(port)
        socket.write(start)
        // Never idle, so only the deadline can end it.
        const dripping = setInterval(() => socket.writable && socket.write(drip), 50)
        await closedWithin(closed, 5000, socket)
        clearInterval(dripping)
        const { status, body } = parseAnswer(answer())
        assert.equal(status, 408, name)
        assert.equal(body.error.code, 'BAD_REQUEST', name)
      }
    })
  })

  test('a kept-alive connection with no next request is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    await withTestApp('sqlite', { env: { KEEP_ALIVE_TIMEOUT_MS: '200' } }, async (t) => {
      const { socket, answer, closed } = await rawSocket(await listen(t))
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await closedWithin(closed, 5000, socket)
      assert.equal(parseAnswer(answer()).status, 200)
    })
  })

  test('past MAX_CONNECTIONS open sockets a new one is closed at once; once they go, requests are served again', async () => {
    await withTestApp('sqlite', { env: { MAX_CONNECTIONS: '2' } }, async (t) => {
      const port = await listen(t)
      const held = [await rawSocket(port), await rawSocket(port)]
      const refused = await rawSocket(port)
      refused.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await closedWithin(refused.closed, 5000, refused.socket)
      assert.equal(refused.answer(), '')
      for (const { socket, closed } of held) {
        socket.destroy()
        await closed
      }
      while ((await openConnections(t)) > 0) await sleep(10)
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      assert.equal(res.status, 200)
    })
  })
})

eachDatabase((kind) => {
  for (const trustProxy of ['1', '10.0.0.0/8']) {
    test(`behind one trusted proxy (TRUST_PROXY=${trustProxy}), a forged left-most X-Forwarded-For changes neither the counted IP nor the session IP`, async () => {
      await withTestApp(kind, { env: { TRUST_PROXY: trustProxy, RATE_LIMIT_ANON_PER_MIN: '3' } }, async (t) => {
        const { user, password } = await createUser(t)
        // The proxy (the socket's peer) appends the address it saw; the client wrote the rest.
        const proxy = '10.0.0.2'
        const viaProxy = (client: string, forged: string) => ({ remoteAddress: proxy, headers: { 'x-forwarded-for': `${forged}, ${client}` } })
        const client = clientAddress()
        for (let i = 0; i < 3; i++) {
          const res = await t.request({ method: 'GET', url: '/api/openapi.json', ...viaProxy(client, `198.51.100.${i}`) })
          assert.equal(res.statusCode, 200)
        }
        const refused = await t.request({ method: 'GET', url: '/api/openapi.json', ...viaProxy(client, '198.51.100.99') })
        assert.equal(refused.statusCode, 429)
        assert.equal(refused.data.error.code, 'RATE_LIMITED')

        const signer = clientAddress()
        const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, ...viaProxy(signer, '203.0.113.7') })
        assert.equal(login.statusCode, 200)
        const sessions = await t.request({ method: 'GET', url: '/api/auth/sessions', headers: bearer(login.data.data.token) })
        const current = sessions.data.data.items.find((session: { current: boolean }) => session.current)
        assert.equal(current.ip, signer)
      })
    })
  }

  describe('text is UTF-8 or it is refused', () => {
    let t: TestApp
    let user: TestUser
    before(async () => {
      t = await buildTestApp(kind)
      user = await createUser(t)
    })
    after(() => t.close())

    const registration = (name: Buffer, contentType = 'application/json') => {
      const email = `utf8-${randomUUID()}@example.com`
      const payload = Buffer.concat([Buffer.from('{"name":"'), name, Buffer.from(`","email":"${email}","password":"long-enough-pw","password_confirmation":"long-enough-pw"}`)])
      return { email, request: { method: 'POST' as const, url: '/api/auth/register', payload, headers: { 'content-type': contentType } } }
    }
    const storesNothing = (email: string) => async () => {
      const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'long-enough-pw' } })
      assert.equal(login.statusCode, 401, 'nothing was stored')
    }

    const notUtf8: Array<[string, Buffer]> = [
      ['bytes ff fe', Buffer.from([0xff, 0xfe])],
      ['a truncated sequence', Buffer.from([0x41, 0xc3])],
      ['an overlong encoding', Buffer.from([0xc0, 0xaf])],
      ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
      ['a lone high surrogate escape', Buffer.from('\\ud800')],
      ['a lone low surrogate escape', Buffer.from('ok \\udc00')]
    ]
    scenarios(() => t, [
      ...notUtf8.map(([name, bytes]): Scenario => {
        const { email, request } = registration(bytes)
        return { name: `a name of ${name}: 400 BAD_REQUEST, nothing stored`, request, status: 400, code: 'BAD_REQUEST', events: [], then: storesNothing(email) }
      }),
      // A surrogate pair, escaped or as bytes, is a character like any other.
      ...[Buffer.from('\\ud83d\\ude00'), Buffer.from('😀 é')].map((bytes): Scenario => ({
        name: `a name of ${JSON.stringify(bytes.toString())}: 201`,
        request: registration(bytes).request,
        status: 201,
        then: (res) => assert.match(res.data.data.user.name, /^😀/)
      }))
    ])

    const malformed = ['search=%E0%A4%A', 'search=%E0%A4', 'search=%ZZ', 'search=100%', 'search=%ff', 'page=1&%C0%AF=x']
    const wellFormed = ['search=caf%C3%A9', 'search=100%25', 'search=a%26b%3Dc', 'search=%F0%9F%98%80', 'search=plain+words']
    scenarios(() => t, [
      ...malformed.flatMap((query) =>
        ['/api/content', '/api/users/me'].map((path): Scenario => ({
          name: `a malformed query string, ${path}?${query}: 400 BAD_REQUEST`,
          request: () => as(user).get(`${path}?${query}`),
          status: 400,
          code: 'BAD_REQUEST',
          then: (res) => assert.match(res.data.error.message, /query string is malformed/)
        }))
      ),
      ...wellFormed.map((query): Scenario => ({ name: `a well-formed escape, /api/content?${query}: 200`, request: () => as(user).get(`/api/content?${query}`), status: 200 }))
    ])

    scenarios(() => t, [
      ...['latin1', 'iso-8859-1', 'utf-16', '"windows-1252"'].map((charset): Scenario => {
        const { email, request } = registration(Buffer.from('Ann'), `application/json; charset=${charset}`)
        return { name: `charset=${charset}: 415`, request, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', events: [], then: storesNothing(email) }
      }),
      ...['utf-8', 'UTF-8', '"utf-8"', 'utf8'].map((charset): Scenario => ({
        name: `charset=${charset}: 201`,
        request: registration(Buffer.from('Ann'), `application/json; charset=${charset}`).request,
        status: 201
      }))
    ])
  })

  describe('changing the sign-in email needs the current password', () => {
    test('a new email without the right current_password is 422 on it; a name, or the same email in other case, needs none', async () => {
      await withTestApp(kind, {}, async (t) => {
        const { user, token, password } = await createUser(t)
        const put = (payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload })
        const taken = `new-${randomUUID()}@example.com`
        const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
          ['no current_password', { email: taken }, /is required to change the sign-in email/],
          ['a wrong one', { email: taken, current_password: 'not-the-password' }, /is not your current password/],
          ['a wrong one with a name', { name: 'Mallory', email: taken, current_password: 'not-the-password' }, /is not your current password/]
        ]
        for (const [name, payload, message] of refusals) {
          const res = await put(payload)
          assert.equal(res.statusCode, 422, name)
          assert.equal(res.data.error.code, 'VALIDATION_ERROR', name)
          assert.match(res.data.error.details.current_password[0], message, name)
        }
        const unchanged = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(token) })
        assert.deepEqual([unchanged.data.data.email, unchanged.data.data.name], [user.email, user.name])

        assert.equal((await put({ name: 'Renamed' })).statusCode, 200)
        const recased = await put({ email: user.email.toUpperCase() })
        assert.equal(recased.statusCode, 200)
        assert.equal(recased.data.data.email, user.email.toUpperCase())

        // With the right password the change is accepted, and waits for the new address's
        // confirmation (mail.test.ts follows it through).
        const moved = await put({ email: taken, current_password: password })
        assert.equal(moved.statusCode, 200)
        assert.equal(moved.data.data.email, user.email.toUpperCase())
      })
    })

    test('wrong passwords count against the sign-in throttle of the email and IP', async () => {
      await withTestApp(kind, {}, async (t) => {
        const { user, token, password } = await createUser(t)
        const put = (currentPassword: string) =>
          t.request({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload: { email: `x-${randomUUID()}@example.com`, current_password: currentPassword } })
        for (let i = 0; i < 10; i++) assert.equal((await put(`wrong-password-${i}`)).statusCode, 422)
        const locked = await put(password)
        assert.equal(locked.statusCode, 429)
        assert.equal(locked.data.error.code, 'RATE_LIMITED')
        assert.ok(Number(locked.headers['retry-after']) > 0)
        const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } })
        assert.equal(login.statusCode, 429)
      })
    })
  })

  test('without JWT_SECRET, an instance whose database others can share says in one line to set it', async () => {
    const lines: string[] = []
    await withTestApp(kind, { env: { JWT_SECRET: '' }, logStream: { write: (line) => lines.push(line) }, logLevel: 'info' }, async () => {})
    const warned = lines.filter((line) => line.includes('JWT_SECRET is not set'))
    // The SQLite file of the test lies in DATA_DIR, with the key: another instance would share both.
    assert.equal(warned.length, kind === 'postgres' ? 1 : 0, lines.join('\n'))
  })
})

test('a TOKEN_TTL_SECONDS under a minute is allowed, with one warning line, and tokens live that long', async () => {
  const lines: string[] = []
  await withTestApp('sqlite', { env: { TOKEN_TTL_SECONDS: '1' }, logStream: { write: (line) => lines.push(line) }, logLevel: 'info' }, async (t) => {
    assert.equal(lines.filter((line) => line.includes('TOKEN_TTL_SECONDS is 1')).length, 1, lines.join('\n'))
    const { token } = await createUser(t)
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    assert.equal(exp - iat, 1)
  })
})

test('a token verified before (and so remembered) is still refused once it expires', async () => {
  // Three seconds: iat is whole seconds, so a token of one could have a millisecond left.
  await withTestApp('sqlite', { env: { TOKEN_TTL_SECONDS: '3' } }, async (t) => {
    const { token } = await createUser(t)
    const me = () => t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
    assert.equal((await me()).statusCode, 200)
    assert.equal((await me()).statusCode, 200)
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    await sleep(exp * 1000 - Date.now() + 50)
    const expired = await me()
    assert.equal(expired.statusCode, 401)
    assert.match(String(expired.headers['www-authenticate']), /expired/)
  })
})

test('every file and directory the service makes under DATA_DIR is private: database, WAL, SHM, key', async () => {
  const root = mkdtempSync(join(tmpdir(), 'admin-private-'))
  const dataDir = join(root, 'made', 'data')
  try {
    await withTestApp(
      'sqlite',
      { env: { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'db', 'app.db')}`, JWT_SECRET: '' } },
      async (t) => {
        await createUser(t)
        const found: string[] = []
        const walk = (dir: string) => {
          for (const entry of readdirSync(dir, { withFileTypes: true })) {
            const path = join(dir, entry.name)
            found.push(path.slice(root.length))
            const mode = statSync(path).mode & 0o777
            assert.equal(mode, entry.isDirectory() ? 0o700 : 0o600, `${path} is ${mode.toString(8)}`)
            if (entry.isDirectory()) walk(path)
          }
        }
        walk(join(root, 'made'))
        for (const expected of ['/made/data', '/made/data/jwt-secret', '/made/data/db', '/made/data/db/app.db', '/made/data/db/app.db-wal', '/made/data/db/app.db-shm']) {
          assert.ok(found.includes(expected), `${expected} in ${found.join(', ')}`)
        }
      }
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('REDIS_PREFIX keeps two deployments on one Redis apart: rate counts, sign-in throttles, invalidations', { skip: redisSkip }, async () => {
  const prefixes = [`test-${randomUUID()}:`, `test-${randomUUID()}:`] as const
  const watcher = new Redis(REDIS_TEST_URL)
  try {
    await withTestApp('sqlite', { env: { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefixes[0], RATE_LIMIT_ANON_PER_MIN: '5' } }, async (a) => {
      await withTestApp('sqlite', { env: { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: prefixes[1], RATE_LIMIT_ANON_PER_MIN: '5' } }, async (b) => {
        const ip = clientAddress()
        for (let i = 0; i < 3; i++) await a.request({ method: 'GET', url: '/api/openapi.json', remoteAddress: ip })
        const other = await b.request({ method: 'GET', url: '/api/openapi.json', remoteAddress: ip })
        assert.equal(other.headers['x-ratelimit-remaining'], '4')

        const email = `throttled-${randomUUID()}@example.com`
        await a.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' }, remoteAddress: ip })
        assert.equal((await watcher.keys(`${prefixes[0]}login-fail:${email}:*`)).length, 1)
        assert.deepEqual(await watcher.keys(`admin:login-fail:${email}:*`), [])
        assert.ok((await watcher.keys(`${prefixes[0]}rate:*`)).length > 0)
        assert.deepEqual(await watcher.keys(`${prefixes[1]}login-fail:*`), [])

        // Other suites may be publishing on the default channel meanwhile: only this session counts.
        const { token } = await createUser(a)
        const key = `session:${JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid}`
        const heard: string[] = []
        watcher.on('message', (channel: string, message: string) => message === key && heard.push(channel))
        await watcher.subscribe(`${prefixes[0]}invalidate`, `${prefixes[1]}invalidate`, 'admin:invalidate')
        await a.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
        await until(() => heard.length > 0, "the logout's invalidation")
        await sleep(50)
        assert.deepEqual(heard, [`${prefixes[0]}invalidate`])
      })
    })
  } finally {
    watcher.disconnect()
  }
})
