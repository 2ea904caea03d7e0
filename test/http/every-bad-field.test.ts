import { before, after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { buildTestApp, eachDatabase, type TestApp } from '../helper.js'
import { bearer, createUser, type TestUser } from '../accounts.js'
import { multipart, type Part } from '../uploads.js'

/**
 * Every write route that takes a body, sent a body that breaks each of its rules at once: the
 * schema's, and those that need the database or an address (a taken email, a loopback URL, a
 * language the settings do not offer). One 422 must name every one of those fields. A write
 * route missing from the table fails the test, so a new one cannot be forgotten.
 */
interface Row {
  /** who sends it: the signed-in user, an administrator, or nobody */
  as: 'user' | 'admin' | null
  /** the URL with its ids filled in */
  url: (ids: Ids) => string
  /** a JSON body, or (multipart) the parts of a form */
  body: (ids: Ids) => Record<string, unknown> | Part[]
  /** every field the 422 must name, and no other */
  fields: string[]
}

interface Ids {
  /** an email another account has */
  taken: string
  userId: string
  contentId: string
  orderId: string
  webhookId: string
}

const BAD_CONTENT = { title: '', content: 5, type: 'Bad Type', status: 'gone', tags: [''] }
const BAD_ORDER = { customerEmail: 'x', total: 1.005, currency: 'eur', status: 'lost' }
const badWebhook = () => ({ url: 'http://127.0.0.1/hook', events: [], secret: `whsec_${randomBytes(12).toString('base64')}`, active: 'yes' })

const ROWS: Record<string, Row> = {
  'POST /api/auth/register': {
    as: null,
    url: () => '/api/auth/register',
    body: ({ taken }) => ({ name: '', email: taken, password: 'short', password_confirmation: 'different' }),
    fields: ['email', 'name', 'password', 'password_confirmation']
  },
  'POST /api/auth/login': { as: null, url: () => '/api/auth/login', body: () => ({ email: '', password: '' }), fields: ['email', 'password'] },
  'POST /api/auth/password/forgot': { as: null, url: () => '/api/auth/password/forgot', body: () => ({ email: 'x' }), fields: ['email'] },
  'POST /api/auth/password/reset': {
    as: null,
    url: () => '/api/auth/password/reset',
    body: () => ({ token: '', password: 'short', password_confirmation: 'different' }),
    fields: ['password', 'password_confirmation', 'token']
  },
  'POST /api/auth/email/verification': { as: null, url: () => '/api/auth/email/verification', body: () => ({ email: 'x' }), fields: ['email'] },
  'POST /api/auth/email/verify': { as: null, url: () => '/api/auth/email/verify', body: () => ({ token: '' }), fields: ['token'] },
  'POST /api/auth/invitation/accept': {
    as: null,
    url: () => '/api/auth/invitation/accept',
    body: () => ({ token: '', name: '', password: 'short', password_confirmation: 'different' }),
    fields: ['name', 'password', 'password_confirmation', 'token']
  },
  'POST /api/auth/tokens': {
    as: 'user',
    url: () => '/api/auth/tokens',
    // An expiry in the past is the service's rule, reported with the schema's.
    body: () => ({ name: '', scope: 'admin', expiresAt: '2000-01-01T00:00:00Z' }),
    fields: ['expiresAt', 'name', 'scope']
  },
  'POST /api/auth/login/2fa': {
    as: null,
    url: () => '/api/auth/login/2fa',
    body: () => ({ challenge: '', code: '12345', recoveryCode: '' }),
    fields: ['challenge', 'code', 'recoveryCode']
  },
  'POST /api/auth/2fa/enable': { as: 'user', url: () => '/api/auth/2fa/enable', body: () => ({ code: 'abcdef' }), fields: ['code'] },
  'POST /api/auth/2fa/disable': {
    as: 'user',
    url: () => '/api/auth/2fa/disable',
    body: () => ({ current_password: '', code: '1234567', recoveryCode: 'r'.repeat(65) }),
    fields: ['code', 'current_password', 'recoveryCode']
  },
  'PUT /api/users/me/password': {
    as: 'user',
    url: () => '/api/users/me/password',
    body: () => ({ current_password: '', password: 'short', password_confirmation: 'other' }),
    fields: ['current_password', 'password', 'password_confirmation']
  },
  'PUT /api/users/me': {
    as: 'user',
    url: () => '/api/users/me',
    // A new sign-in email, taken, and without the current password.
    body: ({ taken }) => ({ name: '', email: taken }),
    fields: ['current_password', 'email', 'name']
  },
  'POST /api/users': {
    as: 'admin',
    url: () => '/api/users',
    body: ({ taken }) => ({ name: '', email: taken, password: 'short', role: 'god' }),
    fields: ['email', 'name', 'password', 'role']
  },
  'PUT /api/users/:id': {
    as: 'admin',
    url: ({ userId }) => `/api/users/${userId}`,
    body: ({ taken }) => ({ name: '', email: taken, password: 'short', role: 'god' }),
    fields: ['email', 'name', 'password', 'role']
  },
  'PUT /api/settings': {
    as: 'user',
    url: () => '/api/settings',
    // `xx` has the form of a language code, but is not one the public settings offer.
    body: () => ({ theme: 'neon', language: 'xx', notifications: { email: 'yes', push: 1 } }),
    fields: ['language', 'notifications.email', 'notifications.push', 'theme']
  },
  'PUT /api/settings/public': {
    as: 'admin',
    url: () => '/api/settings/public',
    body: () => ({ appName: '', defaultTheme: 'neon', defaultLanguage: 'de', languages: ['en', 'en'], registrationEnabled: 'yes' }),
    fields: ['appName', 'defaultLanguage', 'defaultTheme', 'languages', 'registrationEnabled']
  },
  'POST /api/content': { as: 'user', url: () => '/api/content', body: () => BAD_CONTENT, fields: ['content', 'status', 'tags.0', 'title', 'type'] },
  'PUT /api/content/:id': {
    as: 'user',
    url: ({ contentId }) => `/api/content/${contentId}`,
    body: () => BAD_CONTENT,
    fields: ['content', 'status', 'tags.0', 'title', 'type']
  },
  'POST /api/orders': { as: 'admin', url: () => '/api/orders', body: () => BAD_ORDER, fields: ['currency', 'customerEmail', 'status', 'total'] },
  'PUT /api/orders/:id': {
    as: 'admin',
    url: ({ orderId }) => `/api/orders/${orderId}`,
    body: () => BAD_ORDER,
    fields: ['currency', 'customerEmail', 'status', 'total']
  },
  'POST /api/webhooks': { as: 'user', url: () => '/api/webhooks', body: badWebhook, fields: ['active', 'events', 'secret', 'url'] },
  'PUT /api/webhooks/:id': {
    as: 'user',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}`,
    body: badWebhook,
    fields: ['active', 'events', 'secret', 'url']
  },
  'POST /api/upload': {
    as: 'user',
    url: () => '/api/upload',
    body: () => [{ name: 'note', data: 'no file part' }],
    fields: ['file']
  }
}

eachDatabase((kind) => {
  describe('every write route names every bad field in one 422', () => {
    let t: TestApp
    let user: TestUser
    let admin: TestUser
    let ids: Ids
    const writeRoutes = new Set<string>()

    before(async () => {
      t = await buildTestApp(kind, {
        beforeModules: (app) =>
          app.addHook('onRoute', (route) => {
            for (const method of [route.method].flat()) {
              if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && route.schema?.body && !route.schema.hide) writeRoutes.add(`${method} ${route.url}`)
            }
          })
      })
      ;[user, admin] = [await createUser(t), await createUser(t, { role: 'admin' })]
      const other = await createUser(t)
      const as = (who: TestUser) => bearer(who.token)
      const content = await t.request({ method: 'POST', url: '/api/content', headers: as(user), payload: { title: 'Mine' } })
      const order = await t.request({ method: 'POST', url: '/api/orders', headers: as(admin), payload: { customerEmail: 'a@example.com', total: 1, currency: 'EUR' } })
      const webhook = await t.request({
        method: 'POST',
        url: '/api/webhooks',
        headers: as(user),
        payload: { url: 'https://93.184.216.34/hook', events: ['content.published'], active: false }
      })
      ids = { taken: other.user.email, userId: user.user.id, contentId: content.data.data.id, orderId: order.data.data.id, webhookId: webhook.data.data.id }
    })
    after(() => t.close())

    test('the table has one row per write route with a body, and no other', () => {
      assert.deepEqual(Object.keys(ROWS).sort(), [...writeRoutes].sort())
    })

    for (const [route, row] of Object.entries(ROWS)) {
      test(route, async () => {
        const [method] = route.split(' ') as ['POST' | 'PUT']
        const body = row.body(ids)
        const who = row.as === 'admin' ? admin : row.as === 'user' ? user : null
        const auth = who ? bearer(who.token) : {}
        const form = Array.isArray(body) ? multipart(body) : undefined
        const request: InjectOptions = form
          ? { method, url: row.url(ids), headers: { ...form.headers, ...auth }, payload: form.payload }
          : { method, url: row.url(ids), headers: auth, payload: body }
        const res = await t.request(request)
        assert.equal(res.statusCode, 422, res.body)
        assert.equal(res.data.error.code, 'VALIDATION_ERROR')
        assert.deepEqual(Object.keys(res.data.error.details).sort(), row.fields, res.body)
      })
    }
  })
})
