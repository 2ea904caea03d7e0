import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { browserSkip, LAUNCH, panelServer } from '../support/browser.js'

/** A page origin of its own: an empty HTML page on a port of 127.0.0.1. */
async function pageOrigin(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>admin UI</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('a browser page on another origin', { skip: browserSkip }, () => {
  let t: TestApp
  let api: string
  let ui: { origin: string; server: Server }
  let stranger: { origin: string; server: Server }
  let browser: Browser
  let user: TestUser

  before(async () => {
    ui = await pageOrigin()
    stranger = await pageOrigin()
    const server = await panelServer({ CORS_ORIGINS: ui.origin })
    t = server.t
    api = server.origin
    user = await createUser(t)
    browser = await chromium.launch(LAUNCH)
  })
  after(async () => {
    await browser?.close()
    await t?.close()
    ui?.server.close()
    stranger?.server.close()
  })

  async function open(origin: string): Promise<Page> {
    const page = await browser.newPage()
    // tsx compiles this file with esbuild's keepNames, which wraps the functions handed to
    // page.evaluate in a __name() helper that exists only in Node: give the page a no-op one.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    await page.goto(origin)
    return page
  }

  test('on the allowed list it signs in, saves settings, deletes an item and reads the rate-limit headers', async () => {
    const page = await open(ui.origin)
    const outcome = await page.evaluate(
      async ({ api, email, password }) => {
        const call = async (method: string, path: string, token?: string, body?: unknown) => {
          const response = await fetch(`${api}${path}`, {
            method,
            headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }), 'x-request-id': 'ui-test-1' },
            body: body === undefined ? undefined : JSON.stringify(body)
          })
          return { status: response.status, body: await response.json(), remaining: response.headers.get('x-ratelimit-remaining'), requestId: response.headers.get('x-request-id') }
        }
        const login = await call('POST', '/api/auth/login', undefined, { email, password })
        const token = login.body.data.token as string
        const settings = await call('PUT', '/api/settings', token, { theme: 'dark' })
        const created = await call('POST', '/api/content', token, { title: 'From the browser' })
        const deleted = await call('DELETE', `/api/v1/content/${created.body.data.id}`, token)
        return { login: login.status, settings: settings.status, theme: settings.body.data.theme, deleted: deleted.status, remaining: deleted.remaining, requestId: deleted.requestId }
      },
      { api, email: user.user.email, password: user.password }
    )
    assert.equal(outcome.login, 200)
    assert.equal(outcome.settings, 200)
    assert.equal(outcome.theme, 'dark')
    assert.equal(outcome.deleted, 200)
    assert.match(outcome.remaining ?? '', /^\d+$/, 'X-RateLimit-Remaining is readable by the page')
    assert.equal(outcome.requestId, 'ui-test-1')
  })

  test('on another origin the browser refuses to let it call or read the API', async () => {
    const page = await open(stranger.origin)
    const outcome = await page.evaluate(
      async ({ api, token }) => {
        const attempt = async (method: string, path: string) => {
          try {
            const response = await fetch(`${api}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' })
            return `answered ${response.status}`
          } catch (error) {
            return `blocked: ${(error as Error).name}`
          }
        }
        return { put: await attempt('PUT', '/api/settings'), get: await attempt('GET', '/api/users/me') }
      },
      { api, token: user.token }
    )
    assert.deepEqual(outcome, { put: 'blocked: TypeError', get: 'blocked: TypeError' })
  })
})
