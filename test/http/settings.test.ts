import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { buildTestApp, eachDatabase, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'

eachDatabase((kind) => {
  let t: TestApp
  let admin: TestUser
  before(async () => {
    t = await buildTestApp(kind)
    admin = await createUser(t, { role: 'admin' })
  })
  after(() => t.close())

  const putPublic = (payload: Record<string, unknown>, who = admin) =>
    t.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(who.token), payload })
  const mine = (who: TestUser) => t.request({ method: 'GET', url: '/api/settings', headers: bearer(who.token) })
  const putMine = (who: TestUser, payload: unknown) => t.request({ method: 'PUT', url: '/api/settings', headers: bearer(who.token), payload: payload as Record<string, unknown> })

  describe('public settings', () => {
    test('are read without a token, with their defaults and the read-only fields', async () => {
      const res = await t.request({ method: 'GET', url: '/api/settings/public' })
      assert.equal(res.statusCode, 200)
      const data = res.data.data
      assert.deepEqual(
        { ...data, version: undefined },
        {
          appName: 'Admin Panel',
          defaultTheme: 'system',
          defaultLanguage: 'en',
          languages: ['en'],
          registrationEnabled: true,
          maxUploadBytes: 10485760,
          allowedFileTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/csv', 'application/json'],
          version: undefined
        }
      )
      assert.match(data.version, /^\d+\.\d+\.\d+/)
    })

    test('an administrator changes the fields given; the read-only ones stay', async () => {
      const res = await putPublic({ appName: 'Acme Admin', languages: ['en', 'de', 'pt-BR'], maxUploadBytes: 1 })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Public settings updated')
      assert.equal(res.data.data.appName, 'Acme Admin')
      assert.deepEqual(res.data.data.languages, ['en', 'de', 'pt-BR'])
      assert.equal(res.data.data.maxUploadBytes, 10485760)
      assert.equal((await t.request({ method: 'GET', url: '/api/settings/public' })).data.data.appName, 'Acme Admin')
    })

    test('a user may not change them (403); anonymous 401', async () => {
      const user = await createUser(t)
      assert.equal((await putPublic({ appName: 'Mine' }, user)).statusCode, 403)
      const anonymous = await t.request({ method: 'PUT', url: '/api/settings/public', payload: { appName: 'x' } })
      assert.equal(anonymous.statusCode, 401)
    })

    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['an empty app name', { appName: '' }, 'appName'],
      ['an unknown theme', { defaultTheme: 'neon' }, 'defaultTheme'],
      ['a default language not offered', { defaultLanguage: 'fr' }, 'defaultLanguage'],
      ['languages without the default', { languages: ['de'] }, 'languages'],
      ['no languages', { languages: [] }, 'languages'],
      ['a malformed language code', { languages: ['en', 'English'] }, 'languages.1'],
      ['a repeated language', { languages: ['en', 'en'] }, 'languages'],
      ['registrationEnabled as a string', { registrationEnabled: 'false' }, 'registrationEnabled']
    ]
    for (const [name, payload, field] of invalid) {
      test(`422 for ${name}`, async () => {
        const res = await putPublic(payload)
        assert.equal(res.statusCode, 422)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
      })
    }
  })

  describe('user settings', () => {
    test('default to system theme, the default language, email on and push off', async () => {
      const user = await createUser(t)
      const res = await mine(user)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.data.data, { theme: 'system', language: 'en', notifications: { email: true, push: false } })
    })

    test('PUT merges deeply: fields left out keep their value, inside notifications too', async () => {
      const user = await createUser(t)
      await putMine(user, { theme: 'dark', notifications: { push: true } })
      const res = await putMine(user, { notifications: { email: false } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.data.message, 'Settings updated')
      assert.deepEqual(res.data.data, { theme: 'dark', language: 'en', notifications: { email: false, push: true } })
      assert.deepEqual((await mine(user)).data.data, res.data.data)
    })

    test('each user has their own', async () => {
      const [a, b] = [await createUser(t), await createUser(t)]
      await putMine(a, { theme: 'light' })
      assert.equal((await mine(b)).data.data.theme, 'system')
    })

    test('a language the administrators later remove falls back to the default', async () => {
      const own = await buildTestApp(kind)
      try {
        const boss = await createUser(own, { role: 'admin' })
        const user = await createUser(own)
        await own.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(boss.token), payload: { languages: ['en', 'de'] } })
        await own.request({ method: 'PUT', url: '/api/settings', headers: bearer(user.token), payload: { language: 'de' } })
        await own.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(boss.token), payload: { languages: ['en'] } })
        const res = await own.request({ method: 'GET', url: '/api/settings', headers: bearer(user.token) })
        assert.equal(res.data.data.language, 'en')
      } finally {
        await own.close()
      }
    })

    const invalid: Array<[string, unknown, string]> = [
      ['an unknown theme', { theme: 'neon' }, 'theme'],
      ['a language not offered', { language: 'xx' }, 'language'],
      ['a number for push', { notifications: { push: 1 } }, 'notifications.push'],
      ['a string for email', { notifications: { email: 'yes' } }, 'notifications.email'],
      ['notifications as true', { notifications: true }, 'notifications']
    ]
    for (const [name, payload, field] of invalid) {
      test(`422 on ${field} for ${name}; nothing is stored`, async () => {
        const user = await createUser(t)
        const res = await putMine(user, payload)
        assert.equal(res.statusCode, 422)
        assert.ok(res.data.error.details[field], JSON.stringify(res.data.error.details))
        assert.deepEqual((await mine(user)).data.data, { theme: 'system', language: 'en', notifications: { email: true, push: false } })
      })
    }

    test('401 without a token', async () => {
      assert.equal((await t.request({ method: 'GET', url: '/api/settings' })).statusCode, 401)
    })
  })
})

eachDatabase((kind) => {
  test('registrationEnabled false closes POST /api/auth/register with 403; admins still create users', async () => {
    const t = await buildTestApp(kind)
    try {
      const admin = await createUser(t, { role: 'admin' })
      await t.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(admin.token), payload: { registrationEnabled: false } })
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Late', email: 'late@example.com', password: 'password-1', password_confirmation: 'password-1' }
      })
      assert.equal(res.statusCode, 403)
      assert.equal(res.data.error.code, 'FORBIDDEN')
      const created = await t.request({
        method: 'POST',
        url: '/api/users',
        headers: bearer(admin.token),
        payload: { name: 'Late', email: 'late@example.com', password: 'password-1' }
      })
      assert.equal(created.statusCode, 201)
    } finally {
      await t.close()
    }
  })
})
