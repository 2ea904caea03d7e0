import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, eachDatabase, scenarios, testApp, withTestApp, type TestApp } from '../helper.js'
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
  const publicSettings = async () => (await t.request({ method: 'GET', url: '/api/settings/public' })).data.data
  const mine = (who: TestUser) => t.request({ method: 'GET', url: '/api/settings', headers: bearer(who.token) })
  const putMine = (who: TestUser, payload: unknown) => t.request({ method: 'PUT', url: '/api/settings', headers: bearer(who.token), payload: payload as Record<string, unknown> })

  describe('who may do what', () => {
    type Who = 'anonymous' | 'user' | 'admin'
    const rows: Array<[method: 'GET' | 'PUT', url: string, who: Who, status: number]> = [
      ['GET', '/api/settings/public', 'anonymous', 200],
      ['GET', '/api/settings/public', 'user', 200],
      ['GET', '/api/settings/public', 'admin', 200],
      ['PUT', '/api/settings/public', 'anonymous', 401],
      ['PUT', '/api/settings/public', 'user', 403],
      ['PUT', '/api/settings/public', 'admin', 200],
      ['GET', '/api/settings', 'anonymous', 401],
      ['GET', '/api/settings', 'user', 200],
      ['GET', '/api/settings', 'admin', 200],
      ['PUT', '/api/settings', 'anonymous', 401],
      ['PUT', '/api/settings', 'user', 200],
      ['PUT', '/api/settings', 'admin', 200]
    ]
    const codes: Record<number, string> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' }
    scenarios(
      () => t,
      rows.map(([method, url, who, status]) => {
        let before: { appName: string }
        return {
          name: `${method} ${url} as ${who}: ${status}`,
          request: async () => {
            const caller = who === 'anonymous' ? undefined : who === 'admin' ? admin : await createUser(t)
            before = await publicSettings()
            const payload = url.endsWith('public') ? { appName: before.appName } : { theme: 'dark' }
            return { method, url, headers: caller ? bearer(caller.token) : {}, ...(method === 'PUT' && { payload }) }
          },
          status,
          code: codes[status],
          then: async (res) => {
            if (status === 200) assert.equal(res.data.success, true)
            else assert.deepEqual(await publicSettings(), before)
          }
        }
      })
    )
  })

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


    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['an empty app name', { appName: '' }, 'appName'],
      ['an unknown theme', { defaultTheme: 'neon' }, 'defaultTheme'],
      ['a default language not offered', { defaultLanguage: 'fr' }, 'defaultLanguage'],
      ['a malformed default language', { defaultLanguage: 'English' }, 'defaultLanguage'],
      ['an app name over 100 characters', { appName: 'x'.repeat(101) }, 'appName'],
      ['null for the app name', { appName: null }, 'appName'],
      ['languages as one string', { languages: 'en' }, 'languages'],
      ['more than 50 languages', { languages: Array.from({ length: 51 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`) }, 'languages'],
      ['languages without the default', { languages: ['de'] }, 'languages'],
      ['no languages', { languages: [] }, 'languages'],
      ['a malformed language code', { languages: ['en', 'English'] }, 'languages.1'],
      ['a repeated language', { languages: ['en', 'en'] }, 'languages'],
      ['registrationEnabled as a string', { registrationEnabled: 'false' }, 'registrationEnabled'],
      ['null for registrationEnabled', { registrationEnabled: null }, 'registrationEnabled']
    ]
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => {
        let before: unknown
        return {
          name: `422 for ${name}; nothing changes`,
          request: async () => {
            before = await publicSettings()
            return { method: 'PUT', url: '/api/settings/public', headers: bearer(admin.token), payload }
          },
          status: 422,
          code: 'VALIDATION_ERROR',
          field,
          then: async () => assert.deepEqual(await publicSettings(), before)
        }
      })
    )

    test('422 names every bad field at once', async () => {
      const res = await putPublic({ appName: '', defaultTheme: 'neon', defaultLanguage: 'English', languages: [], registrationEnabled: 1 })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['appName', 'defaultLanguage', 'defaultTheme', 'languages', 'registrationEnabled'])
    })

    test('unknown fields are ignored and never stored', async () => {
      const res = await putPublic({ appName: 'Acme Admin', extra: { deep: ['x'.repeat(1000)] } })
      assert.equal(res.statusCode, 200)
      assert.equal('extra' in res.data.data, false)
      const row = await t.app.database.db.selectFrom('app_settings').select('value').where('key', '=', 'public').executeTakeFirstOrThrow()
      assert.deepEqual(Object.keys(JSON.parse(row.value)).sort(), ['appName', 'defaultLanguage', 'defaultTheme', 'languages', 'registrationEnabled'])
    })
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

    test('a language the administrators later remove falls back to the default', async (context) => {
      const own = await testApp(context, kind)
      const boss = await createUser(own, { role: 'admin' })
      const user = await createUser(own)
      await own.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(boss.token), payload: { languages: ['en', 'de'] } })
      await own.request({ method: 'PUT', url: '/api/settings', headers: bearer(user.token), payload: { language: 'de' } })
      await own.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(boss.token), payload: { languages: ['en'] } })
      const res = await own.request({ method: 'GET', url: '/api/settings', headers: bearer(user.token) })
      assert.equal(res.data.data.language, 'en')
    })

    const invalid: Array<[string, unknown, string]> = [
      ['an unknown theme', { theme: 'neon' }, 'theme'],
      ['a language not offered', { language: 'xx' }, 'language'],
      ['a number for push', { notifications: { push: 1 } }, 'notifications.push'],
      ['a string for email', { notifications: { email: 'yes' } }, 'notifications.email'],
      ['notifications as true', { notifications: true }, 'notifications'],
      ['null for the theme', { theme: null }, 'theme'],
      ['null for the language', { language: null }, 'language'],
      ['null for notifications', { notifications: null }, 'notifications'],
      ['null for push', { notifications: { push: null } }, 'notifications.push'],
      ['notifications as an array', { notifications: [true, false] }, 'notifications'],
      ['a list of themes', { theme: ['dark'] }, 'theme'],
      ['a body that is an array', [{ theme: 'dark' }], 'body']
    ]
    scenarios(
      () => t,
      invalid.map(([name, payload, field]) => {
        let user: TestUser
        return {
          name: `422 on ${field} for ${name}; nothing is stored`,
          request: async () => {
            user = await createUser(t)
            return { method: 'PUT', url: '/api/settings', headers: bearer(user.token), payload: payload as Record<string, unknown> }
          },
          status: 422,
          code: 'VALIDATION_ERROR',
          field,
          then: async () => assert.deepEqual((await mine(user)).data.data, { theme: 'system', language: 'en', notifications: { email: true, push: false } })
        }
      })
    )

    test('422 names every bad field at once', async () => {
      const res = await putMine(await createUser(t), { theme: 'neon', language: 'English', notifications: { email: 'yes', push: 1 } })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(Object.keys(res.data.error.details).sort(), ['language', 'notifications.email', 'notifications.push', 'theme'])
    })

    test('unknown fields, nested ones too, are ignored and never stored: what is kept is bounded', async () => {
      const user = await createUser(t)
      const deep = JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20))
      const res = await putMine(user, { theme: 'dark', extra: 'x'.repeat(100_000), deep, notifications: { push: true, sms: true, more: [deep] } })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.data.data, { theme: 'dark', language: 'en', notifications: { email: true, push: true } })
      const row = await t.app.database.db.selectFrom('user_settings').select('value').where('user_id', '=', user.user.id).executeTakeFirstOrThrow()
      assert.deepEqual(JSON.parse(row.value), { theme: 'dark', notifications: { push: true } })
    })

    test('concurrent changes of one user merge one after the other: none undoes another', async () => {
      for (let round = 0; round < 5; round++) {
        const user = await createUser(t)
        const answers = await Promise.all([
          putMine(user, { theme: 'dark' }),
          putMine(user, { notifications: { push: true } }),
          putMine(user, { notifications: { email: false } })
        ])
        assert.deepEqual(answers.map((res) => res.statusCode), [200, 200, 200])
        assert.deepEqual((await mine(user)).data.data, { theme: 'dark', language: 'en', notifications: { email: false, push: true } })
      }
    })

  })
})

eachDatabase((kind) => {
  test('concurrent changes of the public settings apply one after the other: none undoes another', async () => {
    await withTestApp(kind, {}, async (t) => {
      const admin = await createUser(t, { role: 'admin' })
      const put = (payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/settings/public', headers: bearer(admin.token), payload })
      for (let round = 0; round < 5; round++) {
        const theme = round % 2 === 0 ? 'dark' : 'light'
        const answers = await Promise.all([put({ appName: `Admin ${round}` }), put({ defaultTheme: theme }), put({ languages: ['en', `d${'abcde'[round]}`] })])
        assert.deepEqual(answers.map((res) => res.statusCode), [200, 200, 200])
        const { data } = (await t.request({ method: 'GET', url: '/api/settings/public' })).data
        assert.deepEqual([data.appName, data.defaultTheme, data.languages], [`Admin ${round}`, theme, ['en', `d${'abcde'[round]}`]])
      }
    })
  })

  test('a user deleted while their PUT runs gets 401, not 500, and nothing is stored', async () => {
    let deleting = ''
    const deleteMidway = (app: FastifyInstance) => {
      app.addHook('preHandler', async (request) => {
        if (request.method === 'PUT' && request.routeOptions.url === '/api/settings') await app.database.db.deleteFrom('users').where('id', '=', deleting).execute()
      })
    }
    await withTestApp(kind, { extend: deleteMidway }, async (t) => {
      const user = await createUser(t)
      deleting = user.user.id
      const res = await t.request({ method: 'PUT', url: '/api/settings', headers: bearer(user.token), payload: { theme: 'dark' } })
      assert.equal(res.statusCode, 401)
      assert.equal(res.data.error.code, 'UNAUTHORIZED')
      assert.equal((await t.app.database.db.selectFrom('user_settings').select('user_id').execute()).length, 0)
    })
  })

  test('registrationEnabled false closes POST /api/auth/register with 403; admins still create users', async (context) => {
    const t = await testApp(context, kind)
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
  })
})
