import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildTestApp, scenarios, type Scenario, type TestApp } from '../helper.js'
import { findPanel } from '../../src/modules/admin/panel-files.js'

// The panel is served from its build (npm run build writes it, as CI does before the tests).
const panel = findPanel()
if (!panel) throw new Error('packages/admin/dist is missing: run npm run build before the tests')
const manifest = JSON.parse(readFileSync(join(panel.root, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
const entry = `/${manifest['index.html']!.file}`

describe('the panel at /', () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp('sqlite')
  })
  after(() => t.close())

  test('/ answers the app: HTML never cached, under the panel’s own strict policy', async () => {
    const res = await t.request({ method: 'GET', url: '/' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.equal(res.headers['cache-control'], 'no-store')
    const policy = String(res.headers['content-security-policy'])
    assert.match(policy, /script-src 'self'(;|$)/)
    assert.match(policy, /default-src 'self'/)
    assert.match(policy, /frame-ancestors 'none'/)
    assert.ok(res.body.includes(`src="${entry}"`))
  })

  test('the HTML has no inline script: every script is a file of its own', async () => {
    const res = await t.request({ method: 'GET', url: '/' })
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    assert.ok(scripts.length > 0)
    for (const [, attributes, body] of scripts) {
      assert.match(attributes!, /\bsrc="\/assets\//)
      assert.equal(body!.trim(), '')
    }
    assert.doesNotMatch(res.body, /\son[a-z]+=/i, 'no inline event handler')
  })

  // A deep link answers the app too, so a reload keeps the page.
  scenarios(
    () => t,
    ['/content/abc/show', '/users', '/uploads', '/settings?tab=1', '/login'].map((url): Scenario => ({
      name: `the deep link ${url} answers the app, never cached`,
      request: { method: 'GET', url },
      status: 200,
      then: (res) => {
        assert.ok(res.body.includes(entry))
        assert.equal(res.headers['cache-control'], 'no-store')
      }
    }))
  )

  test('hashed assets are immutable for a year, and sent compressed to a browser that accepts it', async () => {
    const plain = await t.request({ method: 'GET', url: entry })
    assert.equal(plain.statusCode, 200)
    assert.match(String(plain.headers['content-type']), /javascript/)
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(plain.headers['content-encoding'], undefined)
    const brotli = await t.request({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.match(String(brotli.headers.vary), /Accept-Encoding/)
    assert.ok(brotli.rawPayload.length < plain.rawPayload.length / 2)
    const gzip = await t.request({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
  })

  test('a missing asset is a 404, never the app (a script would get HTML)', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/index-missing.js' })
    assert.equal(res.statusCode, 404)
    assert.equal(res.json().error.code, 'NOT_FOUND')
  })

  scenarios(
    () => t,
    ['/api/nothing-here', '/api/v1/nothing', '/api', '/files/no-such-id', '/metrics/x', '/docs/x/y/z.unknown'].map((url): Scenario => ({
      name: `the unknown path ${url} stays 404 in the envelope, under the API’s policy`,
      request: { method: 'GET', url },
      status: 404,
      code: 'NOT_FOUND',
      then: (res) => assert.match(String(res.headers['content-security-policy']), /default-src 'none'/)
    }))
  )

  test('the API keeps its own policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings/public' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/)
  })

  test('another method on a panel path is refused, not answered with the app', async () => {
    const res = await t.request({ method: 'POST', url: '/users', payload: {} })
    assert.equal(res.statusCode, 404)
    assert.equal(res.json().error.code, 'NOT_FOUND')
  })

  test('assets do not count against the rate limit; pages do', async () => {
    const asset = await t.request({ method: 'GET', url: entry })
    assert.equal(asset.headers['x-ratelimit-limit'], undefined)
    const page = await t.request({ method: 'GET', url: '/' })
    assert.ok(page.headers['x-ratelimit-limit'])
  })
})

describe('SERVE_ADMIN=false', () => {
  let t: TestApp
  before(async () => {
    t = await buildTestApp('sqlite', { env: { SERVE_ADMIN: 'false' } })
  })
  after(() => t.close())

  test('/ answers a small index for a browser: the name, the version and links', async () => {
    const res = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html,application/xhtml+xml' } })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/html/)
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    assert.ok(res.body.includes('Admin Panel'))
    assert.ok(res.body.includes(version))
    for (const link of ['/docs', '/api/openapi.json', '/api/health']) assert.ok(res.body.includes(`href="${link}"`), link)
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/)
  })

  test('/ answers the same in the JSON envelope for anything else', async () => {
    const res = await t.request({ method: 'GET', url: '/' })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.success, true)
    assert.equal(body.data.name, 'Admin Panel')
    assert.deepEqual(body.data.links, { docs: '/docs', openapi: '/api/openapi.json', health: '/api/health' })
  })

  test('no panel is served: its paths are 404', async () => {
    for (const url of ['/users', entry]) {
      const res = await t.request({ method: 'GET', url })
      assert.equal(res.statusCode, 404, url)
    }
  })
})
