import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { as, buildTestApp, eachDatabase, eventTypesAbout, invalidOn, scenarios, until, type TestApp } from '../helper.js'
import { bearer, createUser, TEST_PASSWORD, type TestUser } from '../accounts.js'
import { startSmtp, type TestSmtp } from '../support/smtp.js'

const NEW_PASSWORD = 'staple-battery-horse'
const PUBLIC_URL = 'https://admin.example.test'

/** A fresh address, and a client IP of its own so that the per-IP limits of one test never reach another. */
function fresh(): { email: string; ip: string } {
  const n = Math.floor(Math.random() * 250) + 1
  return { email: `mail-${randomUUID()}@example.com`, ip: `198.51.100.${n}` }
}

eachDatabase((kind) => {
  let smtp: TestSmtp
  let t: TestApp
  let admin: TestUser
  before(async () => {
    smtp = await startSmtp()
    t = await buildTestApp(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Panel <panel@example.test>', PUBLIC_URL, MAIL_RETRY_BASE_MS: '50' } })
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin' })
  })
  after(async () => {
    await t.close()
    await smtp.close()
  })

  const post = (url: string, payload: Record<string, unknown>, extra: { token?: string; ip?: string } = {}) =>
    t.request({ method: 'POST', url, payload, ...(extra.token && { headers: bearer(extra.token) }), ...(extra.ip && { remoteAddress: extra.ip }) })
  const login = (email: string, password: string) => post('/api/auth/login', { email, password })
  const reset = (token: string | undefined, password = NEW_PASSWORD) =>
    post('/api/auth/password/reset', { token, password, password_confirmation: password })
  const expireTokens = (email: string) =>
    t.app.database.db.updateTable('email_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute()

  describe('password reset', () => {
    test('an unknown address gets the same answer as a known one: status, body and headers', async () => {
      const { user } = await createUser(t)
      const ip = fresh().ip
      const known = await post('/api/auth/password/forgot', { email: user.email }, { ip })
      const unknown = await post('/api/auth/password/forgot', { email: fresh().email }, { ip })
      assert.equal(known.statusCode, 202)
      assert.equal(unknown.statusCode, known.statusCode)
      /** The object without the keys that differ from one answer to the next. */
      const without = (object: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)))
      assert.deepEqual(without(unknown.data, ['timestamp']), without(known.data, ['timestamp']))
      assert.deepEqual(known.data.data, {})
      // Headers alike but for what is per response (its id, its date) and the IP's remaining count.
      const perResponse = ['x-request-id', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset']
      assert.deepEqual(without(unknown.headers, perResponse), without(known.headers, perResponse))
      const [mail] = await smtp.mailsTo(user.email)
      assert.match(mail!.subject, /Reset your .* password/)
    })

    test('end to end: the mailed link sets the password once, ends every session, and is refused used', async () => {
      const { user, token: session } = await createUser(t)
      assert.equal((await post('/api/auth/password/forgot', { email: user.email }, { ip: fresh().ip })).statusCode, 202)
      const [mail] = await smtp.mailsTo(user.email)
      assert.deepEqual(mail!.to, [user.email.toLowerCase()])
      assert.ok(mail!.link!.startsWith(`${PUBLIC_URL}/reset-password?token=`), mail!.link)
      assert.match(mail!.raw, /Content-Type: text\/plain/)
      assert.match(mail!.raw, /Content-Type: text\/html/)
      assert.match(mail!.raw, /^From: Panel <panel@example\.test>/m)

      const done = await reset(mail!.token)
      assert.equal(done.statusCode, 200)
      assert.equal(done.data.data.id, user.id)
      assert.equal((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(session) })).statusCode, 401)
      assert.equal((await login(user.email, TEST_PASSWORD)).statusCode, 401)
      assert.equal((await login(user.email, NEW_PASSWORD)).statusCode, 200)
      assert.deepEqual((await eventTypesAbout(t, user.id)).filter((type) => type === 'user.updated'), ['user.updated'])

      const again = await reset(mail!.token, 'another-password-9')
      assert.equal(again.statusCode, 422)
      assert.equal(again.data.error.code, 'VALIDATION_ERROR')
      assert.ok(again.data.error.details.token)
      assert.equal((await login(user.email, NEW_PASSWORD)).statusCode, 200)
    })

    test('an expired, unknown or malformed token is 422 on token; a newer link replaces an older one', async () => {
      const { user } = await createUser(t)
      const ip = fresh().ip
      await post('/api/auth/password/forgot', { email: user.email }, { ip })
      const [first] = await smtp.mailsTo(user.email, 1)
      await post('/api/auth/password/forgot', { email: user.email }, { ip })
      const second = (await smtp.mailsTo(user.email, 2))[1]!
      assert.notEqual(first!.token, second.token)
      assert.ok((await reset(first!.token)).data.error.details.token, 'the older link no longer works')
      await expireTokens(user.email)
      for (const token of [second.token, 'A'.repeat(43), 'not a token']) {
        const res = await reset(token)
        assert.equal(res.statusCode, 422)
        assert.deepEqual(Object.keys(res.data.error.details), ['token'])
      }
      const mismatch = await post('/api/auth/password/reset', { token: 'x', password: NEW_PASSWORD, password_confirmation: 'other-password' })
      assert.equal(mismatch.statusCode, 422)
      assert.ok(mismatch.data.error.details.password_confirmation)
    })

    test('rate-limited per address and per IP, the same for an address without an account', async () => {
      const { email } = fresh()
      const forgot = (address: string, ip: string) => post('/api/auth/password/forgot', { email: address }, { ip })
      for (let i = 0; i < 10; i++) assert.equal((await forgot(email, `192.0.2.${i + 1}`)).statusCode, 202)
      const limited = await forgot(email, '192.0.2.99')
      assert.equal(limited.statusCode, 429)
      assert.equal(limited.data.error.code, 'RATE_LIMITED')
      assert.ok(Number(limited.headers['retry-after']) > 0)

      const ip = '192.0.2.200'
      const answers: number[] = []
      for (let i = 0; i < 51; i++) answers.push((await forgot(fresh().email, ip)).statusCode)
      assert.deepEqual(answers.slice(0, 50), Array(50).fill(202))
      assert.equal(answers[50], 429)
    })
  })

  describe('invitations', () => {
    const invite = (payload: Record<string, unknown>) => post('/api/users', { invite: true, ...payload }, { token: admin.token })

    test('an invited user is pending, cannot sign in, and accepts with a name and password', async () => {
      const { email } = fresh()
      const res = await invite({ email })
      assert.equal(res.statusCode, 201)
      const user = res.data.data
      assert.equal(user.status, 'pending')
      assert.equal(user.emailVerifiedAt, null)
      assert.deepEqual(await eventTypesAbout(t, user.id), ['user.created'])
      const pending = await t.request({ method: 'GET', url: '/api/users?status=pending&limit=100', headers: bearer(admin.token) })
      assert.ok(pending.data.data.items.some((item: { id: string }) => item.id === user.id))

      const [mail] = await smtp.mailsTo(email)
      assert.match(mail!.subject, /invited/)
      assert.match(mail!.raw, /Ada Admin/)
      assert.ok(mail!.link!.startsWith(`${PUBLIC_URL}/accept-invitation?token=`))
      assert.equal((await login(email, '')).statusCode, 422)
      assert.equal((await login(email, 'any-password')).statusCode, 401)

      const accepted = await post('/api/auth/invitation/accept', { token: mail!.token, name: 'Grace Hopper', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      assert.equal(accepted.statusCode, 200)
      assert.equal(accepted.data.data.status, 'active')
      assert.equal(accepted.data.data.name, 'Grace Hopper')
      assert.ok(accepted.data.data.emailVerifiedAt)
      assert.deepEqual(await eventTypesAbout(t, user.id), ['user.created', 'user.updated'])
      assert.equal((await login(email, NEW_PASSWORD)).statusCode, 200)
      const twice = await post('/api/auth/invitation/accept', { token: mail!.token, name: 'X', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      assert.equal(twice.statusCode, 422)
      assert.ok(twice.data.error.details.token)
      const resend = await post(`/api/users/${user.id}/invitation`, {}, { token: admin.token })
      assert.equal(resend.statusCode, 409)
    })

    test('resend replaces the link; an expired one is refused; revoke deletes the pending user', async () => {
      const { email } = fresh()
      const user = (await invite({ email, name: 'Invitee', role: 'admin' })).data.data
      assert.equal(user.role, 'admin')
      const [first] = await smtp.mailsTo(email, 1)
      assert.equal((await post(`/api/users/${user.id}/invitation`, {}, { token: admin.token })).statusCode, 200)
      const second = (await smtp.mailsTo(email, 2))[1]!
      const accept = (token: string | undefined) => post('/api/auth/invitation/accept', { token, name: 'Invitee', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      assert.equal((await accept(first!.token)).statusCode, 422)
      await expireTokens(email)
      assert.equal((await accept(second.token)).statusCode, 422)

      assert.equal((await post(`/api/users/${user.id}/invitation`, {}, { token: admin.token })).statusCode, 200)
      const third = (await smtp.mailsTo(email, 3))[2]!
      const revoked = await t.request({ method: 'DELETE', url: `/api/users/${user.id}/invitation`, headers: bearer(admin.token) })
      assert.equal(revoked.statusCode, 200)
      assert.equal((await t.request({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(admin.token) })).statusCode, 404)
      assert.equal((await accept(third.token)).statusCode, 422)
      assert.deepEqual(await eventTypesAbout(t, user.id), ['user.created', 'user.deleted'])
    })

    // Invite takes no password; a user created without invite needs a name and a password.
    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['an invitation with a password', { invite: true, email: fresh().email, password: NEW_PASSWORD }, 'password'],
      ['a user not invited, without a password', { email: fresh().email, name: 'No Password' }, 'password'],
      ['a user not invited, without a name', { email: fresh().email, password: NEW_PASSWORD }, 'name'],
      ['invite not a boolean', { invite: 'yes', email: fresh().email }, 'invite']
    ]
    scenarios(() => t, [
      ...refused.map(([name, payload, field]) => ({
        name: `${name}: 422 on ${field}, nothing created`,
        request: () => as(admin).post('/api/users', payload),
        ...invalidOn(field),
        events: []
      })),
      {
        name: 'a user may not resend their own invitation: 403',
        request: async () => {
          const member = await createUser(t)
          return as(member).post(`/api/users/${member.user.id}/invitation`, {})
        },
        status: 403,
        code: 'FORBIDDEN',
        events: []
      },
      {
        name: 'an invitation of an unknown user: 404',
        request: () => as(admin).post(`/api/users/${randomUUID()}/invitation`, {}),
        status: 404,
        code: 'NOT_FOUND',
        events: []
      }
    ])
  })

  describe('email verification', () => {
    test('a registration is unverified and mailed a link that verifies it; sign-in is not blocked by default', async () => {
      const { email } = fresh()
      const registered = await post('/api/auth/register', { name: 'Reg', email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      assert.equal(registered.statusCode, 201)
      assert.equal(registered.data.data.user.emailVerifiedAt, null)
      assert.ok(registered.data.data.token)
      assert.equal((await login(email, NEW_PASSWORD)).statusCode, 200)
      const [mail] = await smtp.mailsTo(email)
      assert.ok(mail!.link!.startsWith(`${PUBLIC_URL}/verify-email?token=`))
      const verified = await post('/api/auth/email/verify', { token: mail!.token })
      assert.equal(verified.statusCode, 200)
      assert.ok(verified.data.data.emailVerifiedAt)
      assert.equal((await post('/api/auth/email/verify', { token: mail!.token })).statusCode, 422)
    })

    test('an email change is confirmed from the new address, after a notice to the old one', async () => {
      const { user, token } = await createUser(t)
      const { email: newEmail } = fresh()
      const changed = await t.request({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload: { email: newEmail, current_password: TEST_PASSWORD } })
      assert.equal(changed.statusCode, 200)
      assert.equal(changed.data.data.email, user.email, 'the address changes only once confirmed')
      const [notice] = await smtp.mailsTo(user.email)
      assert.equal(notice!.link, undefined)
      assert.ok(notice!.raw.includes(newEmail))
      const [confirmation] = await smtp.mailsTo(newEmail)
      assert.equal((await login(newEmail, TEST_PASSWORD)).statusCode, 401)

      const confirmed = await post('/api/auth/email/verify', { token: confirmation!.token })
      assert.equal(confirmed.statusCode, 200)
      assert.equal(confirmed.data.data.email, newEmail)
      assert.ok(confirmed.data.data.emailVerifiedAt)
      assert.equal((await login(newEmail, TEST_PASSWORD)).statusCode, 200)
      assert.equal((await login(user.email, TEST_PASSWORD)).statusCode, 401)
    })

    test('a change of address asked for before a password change cannot be confirmed after it', async () => {
      const { token } = await createUser(t)
      const { email: newEmail } = fresh()
      await t.request({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload: { email: newEmail, current_password: TEST_PASSWORD } })
      const [confirmation] = await smtp.mailsTo(newEmail)
      const changed = await t.request({ method: 'PUT', url: '/api/users/me/password', headers: bearer(token), payload: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })
      assert.equal(changed.statusCode, 200)
      const res = await post('/api/auth/email/verify', { token: confirmation!.token })
      assert.equal(res.statusCode, 422)
      assert.ok(res.data.error.details.token)
    })
  })

  describe('when verification is required', () => {
    let strict: TestApp
    before(async () => {
      strict = await buildTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL, REQUIRE_EMAIL_VERIFICATION: 'true' } })
    })
    after(() => strict.close())

    test('registration signs in only once verified; 403 EMAIL_NOT_VERIFIED only with the right password', async () => {
      const { email, ip } = fresh()
      const registered = await strict.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'Strict', email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })
      assert.equal(registered.statusCode, 201)
      assert.equal(registered.data.data.token, undefined)
      assert.equal(registered.data.data.emailVerificationRequired, true)
      const signIn = (password: string) => strict.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
      const refused = await signIn(NEW_PASSWORD)
      assert.equal(refused.statusCode, 403)
      assert.equal(refused.data.error.code, 'EMAIL_NOT_VERIFIED')
      assert.equal((await signIn('wrong-password')).statusCode, 401)

      const again = await strict.request({ method: 'POST', url: '/api/auth/email/verification', payload: { email }, remoteAddress: ip })
      assert.equal(again.statusCode, 202)
      const mails = await smtp.mailsTo(email, 2)
      assert.notEqual(mails[0]!.token, mails[1]!.token)
      assert.equal((await strict.request({ method: 'POST', url: '/api/auth/email/verify', payload: { token: mails[0]!.token } })).statusCode, 422)
      assert.equal((await strict.request({ method: 'POST', url: '/api/auth/email/verify', payload: { token: mails[1]!.token } })).statusCode, 200)
      assert.equal((await signIn(NEW_PASSWORD)).statusCode, 200)
    })
  })

  describe('delivery', () => {
    test('a server that refuses and then recovers: the mail arrives once', async () => {
      const { user } = await createUser(t)
      smtp.refusing = true
      try {
        await post('/api/auth/password/forgot', { email: user.email }, { ip: fresh().ip })
        await until(async () => {
          const row = await t.app.database.db.selectFrom('mail_outbox').select('attempts').executeTakeFirst()
          return (row?.attempts ?? 0) >= 2
        }, 'two refused attempts')
      } finally {
        smtp.refusing = false
      }
      await smtp.mailsTo(user.email)
      await until(async () => (await t.app.database.db.selectFrom('mail_outbox').select('id').execute()).length === 0, 'the outbox to empty')
      await new Promise((resolve) => setTimeout(resolve, 300))
      assert.equal(smtp.received.filter((mail) => mail.to.includes(user.email.toLowerCase())).length, 1)
    })

    test('without SMTP_URL, mails are .eml files in DATA_DIR/mail and their links are logged', async () => {
      const lines: string[] = []
      const local = await buildTestApp(kind, { env: { PUBLIC_URL }, logStream: { write: (line) => lines.push(line) }, logLevel: 'info' })
      try {
        const user = await createUser(local)
        await local.request({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: user.user.email } })
        const dir = join(local.config.dataDir, 'mail')
        // The mail is logged once its file is in place: wait for the log, the last of the two.
        const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; link?: string; file?: string }).find((entry) => entry.link)
        await until(() => logged() !== undefined, 'the mail to be logged')
        const [file] = readdirSync(dir).filter((name) => name.endsWith('.eml'))
        assert.equal(logged()!.file, join(dir, file!))
        const eml = readFileSync(join(dir, file!), 'utf8')
        assert.match(eml, new RegExp(`^To: ${user.user.email}`, 'mi'))
        assert.ok(logged()!.link!.startsWith(`${PUBLIC_URL}/reset-password?token=`), lines.join('\n'))
      } finally {
        await local.close()
      }
    })
  })
})
