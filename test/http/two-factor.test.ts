import { after, before, describe, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { generateSync } from 'otplib'
import { as, buildTestApp, eachDatabase, invalidOn, scenarios, until, withTestApp, withTwoInstances, type TestApp } from '../helper.js'
import { bearer, createUser, watchForSecrets, type TestUser } from '../accounts.js'
import { listening, openStream } from '../support/sse.js'
import { codesAround, wrongCode } from '../support/totp.js'
import { createTwoFactorRepository } from '../../src/modules/auth/two-factor/two-factor.repository.js'
import { MAX_WRONG_FACTORS } from '../../src/modules/auth/two-factor/two-factor.service.js'
import { SecretBox } from '../../src/lib/secret-box.js'
import { SecretBox as WebhookSecretBox } from '../../src/modules/webhooks/secret-box.js'

const STEP_MS = 30_000

/** The code an authenticator app shows now for `secret`, computed here as the app computes it. */
const codeOf = (secret: string) => generateSync({ secret })

/** Date alone is mocked (timers run as usual), and only while a test moves the clock. */
async function withClock(body: (forward: (ms: number) => void) => Promise<void>): Promise<void> {
  mock.timers.enable({ apis: ['Date'], now: Date.now() })
  try {
    await body((ms) => mock.timers.tick(ms))
  } finally {
    mock.timers.reset()
  }
}

/** Sets up and turns on two-factor sign-in for `user` through the API. */
async function enrol(t: TestApp, user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request(as(user).post('/api/auth/2fa/setup'))
  assert.equal(setup.statusCode, 200, setup.body)
  const { secret } = setup.data.data
  const enabled = await t.request(as(user).post('/api/auth/2fa/enable', { code: codeOf(secret) }))
  assert.equal(enabled.statusCode, 200, enabled.body)
  return { secret, recoveryCodes: enabled.data.data.recoveryCodes }
}

const login = (t: TestApp, user: TestUser, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.user.email, password: user.password }, ...(remoteAddress && { remoteAddress }) })

/** The password step of a sign-in with two-factor sign-in on: its challenge. */
async function challengeFor(t: TestApp, user: TestUser, remoteAddress?: string): Promise<string> {
  const res = await login(t, user, remoteAddress)
  assert.equal(res.statusCode, 200, res.body)
  assert.equal(res.data.data.mfaRequired, true, res.body)
  return res.data.data.challenge
}

const secondStep = (t: TestApp, payload: Record<string, unknown>, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login/2fa', payload, ...(remoteAddress && { remoteAddress }) })

eachDatabase((kind) => {
  let t: TestApp
  let assertNoSecrets: (minimum: number) => void
  before(async () => {
    t = await buildTestApp(kind)
    assertNoSecrets = watchForSecrets(t)
  })
  after(() => t.close())

  describe('enrolment', () => {
    const repo = createTwoFactorRepository()
    test('setup answers a secret, its otpauth URI and an SVG QR code; the secret is stored sealed; enable answers 10 recovery codes stored as hashes', async () => {
      const user = await createUser(t)
      assert.deepEqual((await t.request(as(user).get('/api/auth/2fa'))).data.data, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
      const setup = await t.request(as(user).post('/api/auth/2fa/setup'))
      assert.equal(setup.statusCode, 200, setup.body)
      const { secret, otpauthUri, qrCode } = setup.data.data
      assert.match(secret, /^[A-Z2-7]{32}$/)
      const uri = new URL(otpauthUri)
      assert.equal(uri.protocol, 'otpauth:')
      assert.equal(uri.host, 'totp')
      assert.equal(uri.searchParams.get('secret'), secret)
      assert.ok(decodeURIComponent(uri.pathname).endsWith(user.user.email))
      assert.match(qrCode, /^data:image\/svg\+xml;base64,/)
      assert.match(Buffer.from(qrCode.split(',')[1], 'base64').toString(), /^<svg[^>]*>.*<\/svg>\s*$/s)
      const row = await t.app.database.db.selectFrom('two_factor').selectAll().where('user_id', '=', user.user.id).executeTakeFirstOrThrow()
      assert.ok(!row.secret_sealed.includes(secret), 'the secret is not stored as it is')
      assert.equal(row.enabled_at, null)
      // Nothing changes at sign-in until a code confirms the secret.
      assert.ok((await login(t, user)).data.data.token)

      const wrong = await t.request(as(user).post('/api/auth/2fa/enable', { code: wrongCode(secret) }))
      assert.equal(wrong.statusCode, 422)
      assert.ok(wrong.data.error.details.code)
      const enabled = await t.request(as(user).post('/api/auth/2fa/enable', { code: codeOf(secret) }))
      assert.equal(enabled.statusCode, 200, enabled.body)
      const { recoveryCodes } = enabled.data.data
      assert.equal(recoveryCodes.length, 10)
      assert.equal(new Set(recoveryCodes).size, 10)
      for (const code of recoveryCodes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
      const stored = await t.app.database.db.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', user.user.id).execute()
      assert.equal(stored.length, 10)
      for (const code of recoveryCodes) assert.ok(!JSON.stringify(stored).includes(code.replace('-', '')) && !JSON.stringify(stored).includes(code))
      const status = (await t.request(as(user).get('/api/auth/2fa'))).data.data
      assert.equal(status.enabled, true)
      assert.equal(status.recoveryCodesLeft, 10)
    })

    test('the stored secret is sealed as webhook secrets are: AES-256-GCM under a key derived from WEBHOOK_SECRET_KEY, else JWT_SECRET, with a salt of its own', async () => {
      const opensWith = async (app: TestApp, masterSecret: string) => {
        assert.equal(app.app.config.webhookSecretKey ?? app.app.config.jwtSecret, masterSecret)
        const user = await createUser(app)
        const { secret } = (await app.request(as(user).post('/api/auth/2fa/setup'))).data.data
        const row = await app.app.database.db.selectFrom('two_factor').select('secret_sealed').where('user_id', '=', user.user.id).executeTakeFirstOrThrow()
        assert.equal(new SecretBox(masterSecret, 'admin-panel two-factor', 'totp secret encryption v1').open(row.secret_sealed), secret)
        assert.throws(() => new SecretBox(`${masterSecret}-other`, 'admin-panel two-factor', 'totp secret encryption v1').open(row.secret_sealed))
        // Its own key: the webhooks' box, from the same secret, does not open it.
        assert.throws(() => new WebhookSecretBox(masterSecret).open(row.secret_sealed))
      }
      assert.equal(t.app.config.webhookSecretKey, undefined)
      await opensWith(t, t.app.config.jwtSecret)
      const webhookKey = 'a-webhook-secret-key-of-40-characters-xx'
      await withTestApp(kind, { env: { WEBHOOK_SECRET_KEY: webhookKey } }, (keyed) => opensWith(keyed, webhookKey))
    })

    test('setup again replaces a secret not yet confirmed; once on, setup and enable are 409', async () => {
      const user = await createUser(t)
      const first = (await t.request(as(user).post('/api/auth/2fa/setup'))).data.data.secret
      const second = (await t.request(as(user).post('/api/auth/2fa/setup'))).data.data.secret
      assert.notEqual(first, second)
      // A code of the replaced secret no longer confirms anything (unless it happens to be right for the new one too).
      if (!codesAround(second).includes(codeOf(first))) assert.equal((await t.request(as(user).post('/api/auth/2fa/enable', { code: codeOf(first) }))).statusCode, 422)
      assert.equal((await t.request(as(user).post('/api/auth/2fa/enable', { code: codeOf(second) }))).statusCode, 200)
      const again = await t.request(as(user).post('/api/auth/2fa/setup'))
      assert.equal(again.statusCode, 409)
      assert.equal(again.data.error.code, 'CONFLICT')
      assert.equal((await t.request(as(user).post('/api/auth/2fa/enable', { code: codeOf(second) }))).statusCode, 409)
    })

    test('a secret replaced between its check and the write is not turned on (a setup in another tab meanwhile)', async () => {
      const user = await createUser(t)
      await t.request(as(user).post('/api/auth/2fa/setup'))
      const db = t.app.database.db
      const checked = (await repo.find(db, user.user.id))!.secret_sealed
      await t.request(as(user).post('/api/auth/2fa/setup'))
      assert.equal(await repo.enable(db, user.user.id, checked, 1, new Date().toISOString()), false)
      assert.equal((await t.request(as(user).get('/api/auth/2fa'))).data.data.enabled, false)
    })

    test('enable before any setup is 409', async () => {
      const user = await createUser(t)
      const res = await t.request(as(user).post('/api/auth/2fa/enable', { code: '123456' }))
      assert.equal(res.statusCode, 409)
      assert.match(res.data.error.message, /set up/)
    })

    test('a personal API token cannot reach the two-factor settings: 403', async () => {
      const user = await createUser(t)
      const created = await t.request(as(user).post('/api/auth/tokens', { name: 'script', scope: 'write' }))
      const script = as({ token: created.data.data.token } as TestUser)
      for (const request of [script.get('/api/auth/2fa'), script.post('/api/auth/2fa/setup'), script.post('/api/auth/2fa/enable', { code: '123456' })]) {
        const res = await t.request(request)
        assert.equal(res.statusCode, 403, `${request.url}: ${res.body}`)
        assert.equal(res.data.error.code, 'FORBIDDEN')
      }
    })

    scenarios(() => t, [
      { name: 'setup without a token: 401', request: as(undefined).post('/api/auth/2fa/setup'), status: 401, code: 'UNAUTHORIZED' },
      { name: 'status without a token: 401', request: as(undefined).get('/api/auth/2fa'), status: 401, code: 'UNAUTHORIZED' },
      { name: 'enable without a token: 401', request: as(undefined).post('/api/auth/2fa/enable', { code: '123456' }), status: 401, code: 'UNAUTHORIZED' },
      ...(
        [
          ['code missing', {}],
          ['code of 5 digits', { code: '12345' }],
          ['code of letters', { code: 'abcdef' }],
          ['code a number', { code: 123456 }]
        ] as const
      ).map(([name, payload]) => ({
        name: `enable with ${name}: 422 on code`,
        request: async (app: TestApp) => as(await createUser(app)).post('/api/auth/2fa/enable', payload),
        ...invalidOn('code')
      }))
    ])
  })

  describe('signing in with two-factor sign-in on', () => {
    test('the password answers a challenge and no token; a code computed from the secret completes the sign-in; a code is good once in its step', async () => {
      const user = await createUser(t)
      await withClock(async (forward) => {
        const { secret } = await enrol(t, user)
        const first = await login(t, user)
        assert.equal(first.statusCode, 200)
        assert.equal(first.data.message, 'Password accepted; now the code from the authenticator app')
        assert.deepEqual(Object.keys(first.data.data).sort(), ['challenge', 'expiresAt', 'mfaRequired'])
        assert.equal(Date.parse(first.data.data.expiresAt), Date.now() + 5 * 60_000)
        const { challenge } = first.data.data
        // The code that confirmed the secret was used in this step: it is refused.
        const replayed = await secondStep(t, { challenge, code: codeOf(secret) })
        assert.equal(replayed.statusCode, 422, replayed.body)
        assert.deepEqual(replayed.data.error.details, { code: ['is not correct, or was already used'] })
        forward(STEP_MS)
        const code = codeOf(secret)
        const signedIn = await secondStep(t, { challenge, code })
        assert.equal(signedIn.statusCode, 200, signedIn.body)
        assert.equal(signedIn.data.data.user.id, user.user.id)
        assert.equal((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(signedIn.data.data.token) })).statusCode, 200)
        // The same code again, on a new challenge, in the same step: refused.
        const again = await secondStep(t, { challenge: await challengeFor(t, user), code })
        assert.equal(again.statusCode, 422)
      })
    })

    test('a recovery code signs in once, in any case and without its dash; used twice it is refused', async () => {
      const user = await createUser(t)
      const { recoveryCodes } = await enrol(t, user)
      const recoveryCode = recoveryCodes[3]!
      const res = await secondStep(t, { challenge: await challengeFor(t, user), recoveryCode: recoveryCode.toUpperCase().replace('-', ' ') })
      assert.equal(res.statusCode, 200, res.body)
      assert.ok(res.data.data.token)
      const twice = await secondStep(t, { challenge: await challengeFor(t, user), recoveryCode })
      assert.equal(twice.statusCode, 422)
      assert.deepEqual(twice.data.error.details, { recoveryCode: ['is not correct, or was already used'] })
      assert.equal((await t.request(as(user).get('/api/auth/2fa'))).data.data.recoveryCodesLeft, 9)
    })

    test('a recovery code copied through a word processor or a PDF still signs in: a typographic dash, full-width characters, a no-break space', async () => {
      const user = await createUser(t)
      const { recoveryCodes } = await enrol(t, user)
      const fullWidth = (text: string) => [...text].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('')
      const variants = [
        recoveryCodes[0]!.replace('-', '\u2013'),
        recoveryCodes[1]!.replace('-', '\u2010'),
        fullWidth(recoveryCodes[2]!.replace('-', '')),
        ` ${recoveryCodes[3]!.replace('-', '\u00a0')}\n`
      ]
      for (const recoveryCode of variants) {
        const res = await secondStep(t, { challenge: await challengeFor(t, user), recoveryCode })
        assert.equal(res.statusCode, 200, `${JSON.stringify(recoveryCode)}: ${res.body}`)
      }
      assert.equal((await t.request(as(user).get('/api/auth/2fa'))).data.data.recoveryCodesLeft, 6)
    })

    test('a challenge lives 5 minutes', async () => {
      const user = await createUser(t)
      await withClock(async (forward) => {
        const { secret } = await enrol(t, user)
        const challenge = await challengeFor(t, user)
        forward(5 * 60_000)
        const expired = await secondStep(t, { challenge, code: codeOf(secret) })
        assert.equal(expired.statusCode, 401)
        assert.equal(expired.data.error.code, 'INVALID_CREDENTIALS')
        const fresh = await challengeFor(t, user)
        forward(5 * 60_000 - 1000)
        assert.equal((await secondStep(t, { challenge: fresh, code: codeOf(secret) })).statusCode, 200)
      })
    })

    test('a password change ends the sign-ins waiting for their code: the old challenge is 401', async () => {
      const user = await createUser(t)
      const { recoveryCodes } = await enrol(t, user)
      const challenge = await challengeFor(t, user)
      const password = 'a-new-long-password-2'
      const changed = await t.request(as(user).put('/api/users/me/password', { current_password: user.password, password, password_confirmation: password }))
      assert.equal(changed.statusCode, 200, changed.body)
      const stale = await secondStep(t, { challenge, recoveryCode: recoveryCodes[0] })
      assert.equal(stale.statusCode, 401, stale.body)
      assert.equal(stale.data.error.code, 'INVALID_CREDENTIALS')
      const fresh = await challengeFor(t, { ...user, password })
      assert.equal((await secondStep(t, { challenge: fresh, recoveryCode: recoveryCodes[1] })).statusCode, 200)
    })

    test('a challenge completes one sign-in: used again, even with a new code, it is 401', async () => {
      const user = await createUser(t)
      await withClock(async (forward) => {
        const { secret } = await enrol(t, user)
        forward(STEP_MS)
        const challenge = await challengeFor(t, user)
        assert.equal((await secondStep(t, { challenge, code: codeOf(secret) })).statusCode, 200)
        forward(STEP_MS)
        const reused = await secondStep(t, { challenge, code: codeOf(secret) })
        assert.equal(reused.statusCode, 401)
        assert.equal(reused.data.error.code, 'INVALID_CREDENTIALS')
      })
    })

    test('one challenge completed twice at once, on two instances, with a code and with a recovery code: one signs in, the other is 401 and uses up nothing', async () => {
      await withTwoInstances(kind, {}, async (a, b) => {
        for (const codeOn of [a, b, a, b]) {
          const recoveryOn = codeOn === a ? b : a
          const user = await createUser(a)
          const { secret, recoveryCodes } = await enrol(a, user)
          // The enabling code's step is used: the next step's code is accepted (one step either side).
          const code = codesAround(secret)[2]!
          const recoveryCode = recoveryCodes[0]!
          const challenge = await challengeFor(a, user)
          const [byCode, byRecovery] = await Promise.all([
            secondStep(codeOn, { challenge, code }),
            secondStep(recoveryOn, { challenge, recoveryCode })
          ])
          assert.deepEqual([byCode.statusCode, byRecovery.statusCode].sort(), [200, 401], `${byCode.body} ${byRecovery.body}`)
          const left = (await a.request(as(user).get('/api/auth/2fa'))).data.data.recoveryCodesLeft
          if (byCode.statusCode === 200) {
            assert.equal(left, 10, 'the losing recovery code is not used up')
            assert.equal((await secondStep(b, { challenge: await challengeFor(b, user), recoveryCode })).statusCode, 200, 'and it signs in')
          } else {
            assert.equal(left, 9)
            assert.equal((await secondStep(b, { challenge: await challengeFor(b, user), code })).statusCode, 200, "the losing code's step is not used up")
          }
        }
      })
    })

    test('wrong codes and recovery codes count toward the sign-in throttle, and the right password does not clear the count: the 11th try is 429, even with the right code', async () => {
      const user = await createUser(t)
      const { secret } = await enrol(t, user)
      const ip = '203.0.113.30'
      const wrong = () => wrongCode(secret)
      let challenge = await challengeFor(t, user, ip)
      for (let i = 0; i < 10; i++) {
        // Halfway, the password again: it must not buy more guesses.
        if (i === 5) challenge = await challengeFor(t, user, ip)
        // Code and recovery code in turn: both count on the one throttle.
        const factor = i % 2 === 0 ? { code: wrong() } : { recoveryCode: 'wrong-guess' }
        assert.equal((await secondStep(t, { challenge, ...factor }, ip)).statusCode, 422, `try ${i + 1}`)
      }
      const blocked = await secondStep(t, { challenge, code: codeOf(secret) }, ip)
      assert.equal(blocked.statusCode, 429)
      assert.equal(blocked.data.error.code, 'RATE_LIMITED')
      assert.ok(Number(blocked.headers['retry-after']) > 0)
      assert.equal((await login(t, user, ip)).statusCode, 429, 'the password step is blocked too')
      // Another address is counted apart.
      assert.equal((await secondStep(t, { challenge: await challengeFor(t, user, '203.0.113.31'), code: wrong() }, '203.0.113.31')).statusCode, 422)
    })

    /** `count` wrong codes and recovery codes in turn, each from a new address, so that the per-address throttle sees one each. */
    async function guessWrong(challenge: string, secret: string, count: number): Promise<void> {
      for (let i = 0; i < count; i++) {
        const factor = i % 2 === 0 ? { code: wrongCode(secret) } : { recoveryCode: 'wrong-guess' }
        assert.equal((await secondStep(t, { challenge, ...factor }, `198.51.100.${i + 1}`)).statusCode, 422, `try ${i + 1}`)
      }
    }

    test(`a challenge takes ${MAX_WRONG_FACTORS} wrong codes or recovery codes, from any addresses: then even the right code is 401, and the password signs in again`, async () => {
      const user = await createUser(t)
      const { secret } = await enrol(t, user)
      const right = codesAround(secret)[2]!
      const challenge = await challengeFor(t, user)
      await guessWrong(challenge, secret, MAX_WRONG_FACTORS)
      const spent = await secondStep(t, { challenge, code: right }, '198.51.100.99')
      assert.equal(spent.statusCode, 401, spent.body)
      assert.equal(spent.data.error.code, 'INVALID_CREDENTIALS')
      assert.equal((await secondStep(t, { challenge: await challengeFor(t, user), code: right })).statusCode, 200, 'the code was not used up')
    })

    test(`${MAX_WRONG_FACTORS - 1} wrong factors leave the challenge good for the right code`, async () => {
      const user = await createUser(t)
      const { secret, recoveryCodes } = await enrol(t, user)
      const challenge = await challengeFor(t, user)
      await guessWrong(challenge, secret, MAX_WRONG_FACTORS - 1)
      const signedIn = await secondStep(t, { challenge, recoveryCode: recoveryCodes[0] })
      assert.equal(signedIn.statusCode, 200, signedIn.body)
      assert.ok(signedIn.data.data.token)
    })

    test(`wrong factors sent at once, on two instances, from many addresses: ${MAX_WRONG_FACTORS} are judged, the rest are 401`, async () => {
      await withTwoInstances(kind, {}, async (a, b) => {
        const user = await createUser(a)
        const { secret } = await enrol(a, user)
        const challenge = await challengeFor(a, user)
        const tries = MAX_WRONG_FACTORS + 3
        const answers = await Promise.all(
          Array.from({ length: tries }, (_, i) => secondStep(i % 2 === 0 ? a : b, { challenge, code: wrongCode(secret) }, `198.51.100.${i + 1}`))
        )
        const statuses = answers.map((res) => res.statusCode).sort()
        assert.deepEqual(statuses, [...Array<number>(3).fill(401), ...Array<number>(MAX_WRONG_FACTORS).fill(422)], answers.map((res) => res.body).join('\n'))
      })
    })

    scenarios(() => t, [
      { name: 'an unknown challenge: 401', request: { method: 'POST', url: '/api/auth/login/2fa', payload: { challenge: 'x'.repeat(43), code: '123456' } }, status: 401, code: 'INVALID_CREDENTIALS' },
      ...(
        [
          ['no second factor', { challenge: 'c' }, 'code'],
          ['both code and recoveryCode', { challenge: 'c', code: '123456', recoveryCode: 'abcde-fghij' }, 'recoveryCode'],
          ['challenge missing', { code: '123456' }, 'challenge'],
          ['challenge empty', { challenge: '', code: '123456' }, 'challenge'],
          ['challenge over 128 characters', { challenge: 'c'.repeat(129), code: '123456' }, 'challenge'],
          ['code of 7 digits', { challenge: 'c', code: '1234567' }, 'code'],
          ['recoveryCode empty', { challenge: 'c', recoveryCode: '' }, 'recoveryCode'],
          ['recoveryCode over 64 characters', { challenge: 'c', recoveryCode: 'r'.repeat(65) }, 'recoveryCode']
        ] as const
      ).map(([name, payload, field]) => ({
        name: `${name}: 422 on ${field}`,
        request: { method: 'POST' as const, url: '/api/auth/login/2fa', payload },
        ...invalidOn(field)
      }))
    ])
  })

  describe('turning it off', () => {
    test('needs the password and a code; afterwards the password alone signs in', async () => {
      const user = await createUser(t)
      await withClock(async (forward) => {
        const { secret } = await enrol(t, user)
        forward(STEP_MS)
        const disable = (payload: Record<string, unknown>) => t.request(as(user).post('/api/auth/2fa/disable', payload))
        const noPassword = await disable({ current_password: 'not-the-password', code: codeOf(secret) })
        assert.equal(noPassword.statusCode, 422)
        assert.ok(noPassword.data.error.details.current_password)
        const badCode = await disable({ current_password: user.password, code: wrongCode(secret) })
        assert.equal(badCode.statusCode, 422)
        assert.ok(badCode.data.error.details.code)
        const off = await disable({ current_password: user.password, code: codeOf(secret) })
        assert.equal(off.statusCode, 200, off.body)
        assert.deepEqual(off.data.data, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
        assert.ok((await login(t, user)).data.data.token)
        const row = await t.app.database.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', user.user.id).executeTakeFirst()
        assert.equal(row, undefined, 'the recovery codes are gone')
        assert.equal((await disable({ current_password: user.password, code: codeOf(secret) })).statusCode, 409)
      })
    })

    test('a recovery code stands in for the code', async () => {
      const user = await createUser(t)
      const { recoveryCodes } = await enrol(t, user)
      const res = await t.request(as(user).post('/api/auth/2fa/disable', { current_password: user.password, recoveryCode: recoveryCodes[0] }))
      assert.equal(res.statusCode, 200, res.body)
    })

    scenarios(() => t, [
      { name: 'disable without a token: 401', request: as(undefined).post('/api/auth/2fa/disable', { current_password: 'x', code: '123456' }), status: 401, code: 'UNAUTHORIZED' },
      ...(
        [
          ['no second factor', { current_password: 'correct-horse-battery' }, 'code'],
          ['both code and recoveryCode', { current_password: 'correct-horse-battery', code: '123456', recoveryCode: 'abcde-fghij' }, 'recoveryCode'],
          ['current_password missing', { code: '123456' }, 'current_password'],
          ['code malformed', { current_password: 'correct-horse-battery', code: '12 456' }, 'code']
        ] as const
      ).map(([name, payload, field]) => ({
        name: `disable with ${name}: 422 on ${field}`,
        request: async (app: TestApp) => as(await createUser(app)).post('/api/auth/2fa/disable', payload),
        ...invalidOn(field)
      }))
    ])
  })

  test('no answer carries a password or a hash', () => assertNoSecrets(20))
})

eachDatabase((kind) => {
  describe('REQUIRE_2FA_FOR_ADMINS=true', () => {
    test('an administrator without 2FA is signed in with mfaEnrolmentRequired, and only the enrolment routes answer until they enable it', async () => {
      await withTestApp(kind, { env: { REQUIRE_2FA_FOR_ADMINS: 'true' } }, async (t) => {
        const admin = await createUser(t, { role: 'admin' })
        const signedIn = await login(t, admin)
        assert.equal(signedIn.statusCode, 200)
        assert.equal(signedIn.data.data.mfaEnrolmentRequired, true)
        const restricted = { ...admin, token: signedIn.data.data.token as string }
        for (const request of [as(restricted).get('/api/users/me'), as(restricted).get('/api/users'), as(restricted).post('/api/auth/tokens', { name: 'x', scope: 'read' })]) {
          const res = await t.request(request)
          assert.equal(res.statusCode, 403, `${request.method} ${request.url}`)
          assert.equal(res.data.error.code, 'MFA_ENROLMENT_REQUIRED')
          assert.match(res.data.error.message, /\/api\/auth\/2fa\/setup/)
        }
        assert.equal((await t.request(as(restricted).get('/api/auth/2fa'))).statusCode, 200)
        await withClock(async (forward) => {
          const { secret } = await enrol(t, restricted)
          // The same token, from its next request on.
          assert.equal((await t.request(as(restricted).get('/api/users'))).statusCode, 200)
          forward(STEP_MS)
          const challenge = await challengeFor(t, admin)
          const completed = await secondStep(t, { challenge, code: codeOf(secret) })
          assert.equal(completed.statusCode, 200)
          assert.equal(completed.data.data.mfaEnrolmentRequired, undefined)
        })
        // A plain user is not concerned.
        const user = await createUser(t)
        assert.equal((await login(t, user)).data.data.mfaEnrolmentRequired, undefined)
        assert.equal((await t.request(as(user).get('/api/users/me'))).statusCode, 200)
      })
    })

    test('an administrator who turns it off is restricted again at once; a demoted one is not', async () => {
      await withTestApp(kind, { env: { REQUIRE_2FA_FOR_ADMINS: 'true' } }, async (t) => {
        const root = await createUser(t, { role: 'admin' })
        const other = await createUser(t, { role: 'admin' })
        const { recoveryCodes } = await enrol(t, root)
        assert.equal((await t.request(as(root).get('/api/users'))).statusCode, 200)
        assert.equal((await t.request(as(root).put(`/api/users/${other.user.id}`, { role: 'user' }))).statusCode, 200)
        assert.equal((await t.request(as(other).get('/api/users/me'))).statusCode, 200)
        assert.equal((await t.request(as(root).post('/api/auth/2fa/disable', { current_password: root.password, recoveryCode: recoveryCodes[0] }))).statusCode, 200)
        assert.equal((await t.request(as(root).get('/api/users'))).data.error.code, 'MFA_ENROLMENT_REQUIRED')
      })
    })

    test('the live stream too: an administrator without 2FA is refused it, and one who turns it off loses the streams open', async () => {
      await withTestApp(kind, { env: { REQUIRE_2FA_FOR_ADMINS: 'true' } }, async (t) => {
        const admin = await createUser(t, { role: 'admin' })
        const base = await listening(t)
        const refused = await openStream(base, '/api/stream', bearer(admin.token))
        assert.equal(refused.status, 403)
        assert.equal(refused.error.error.code, 'MFA_ENROLMENT_REQUIRED')
        const { recoveryCodes } = await enrol(t, admin)
        const stream = await openStream(base, '/api/stream', bearer(admin.token))
        try {
          assert.equal(stream.status, 200, JSON.stringify(stream.error))
          const off = await t.request(as(admin).post('/api/auth/2fa/disable', { current_password: admin.password, recoveryCode: recoveryCodes[0] }))
          assert.equal(off.statusCode, 200, off.body)
          await until(() => stream.isEnded(), 'the stream to end once two-factor sign-in is off')
        } finally {
          stream.close()
        }
      })
    })

    test("an administrator's sessions and API tokens made before the setting was turned on are held to it too", async () => {
      await withTwoInstances(
        kind,
        {},
        async (before, after) => {
          const admin = await createUser(before, { role: 'admin' })
          const created = await before.request(as(admin).post('/api/auth/tokens', { name: 'export', scope: 'read' }))
          const script = as({ token: created.data.data.token } as TestUser)
          assert.equal((await before.request(script.get('/api/users'))).statusCode, 200)
          for (const request of [script.get('/api/users'), as(admin).get('/api/users')]) {
            const res = await after.request(request)
            assert.equal(res.statusCode, 403)
            assert.equal(res.data.error.code, 'MFA_ENROLMENT_REQUIRED')
          }
        },
        { env: { REQUIRE_2FA_FOR_ADMINS: 'true' } }
      )
    })

    test('off (the default), an administrator without 2FA signs in as before', async () => {
      await withTestApp(kind, {}, async (t) => {
        const admin = await createUser(t, { role: 'admin' })
        const res = await login(t, admin)
        assert.equal(res.data.data.mfaEnrolmentRequired, undefined)
        assert.equal((await t.request(as({ ...admin, token: res.data.data.token }).get('/api/users'))).statusCode, 200)
      })
    })
  })
})
