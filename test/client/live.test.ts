import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AdminClient, ApiError, SessionEndedError, type LiveEvent, type LiveOptions, type LiveStatus } from '../../packages/client/src/index.js'
import { eachDatabase, testApp, until, type TestApp } from '../helper.js'
import { bearer, createUser, expiredTwin, type TestUser } from '../accounts.js'
import { listening } from '../support/sse.js'

/** A subscription and what it heard, closed when the test ends. */
function listen(t: { after(fn: () => void): void }, client: AdminClient, options: Partial<LiveOptions> = {}) {
  const heard = { events: [] as LiveEvent[], statuses: [] as LiveStatus[], resets: [] as string[], errors: [] as ApiError[] }
  const subscription = client.live({
    ...options,
    onEvent: (event) => heard.events.push(event),
    onStatus: (status) => heard.statuses.push(status),
    onReset: (reason) => heard.resets.push(reason),
    onError: (error) => heard.errors.push(error)
  })
  t.after(() => subscription.close())
  return { subscription, heard, titles: () => heard.events.map((event) => (event.data as { title?: string }).title) }
}

async function publish(app: TestApp, user: TestUser, title: string): Promise<{ id: string }> {
  const res = await app.request({ method: 'POST', url: '/api/content', headers: bearer(user.token), payload: { title, status: 'published' } })
  assert.equal(res.statusCode, 201, res.body)
  return res.data.data
}

eachDatabase((kind) => {
  test('client.live() hears the events as they are committed, of the types asked for, and reports its status', async (t) => {
    const app = await testApp(t, kind)
    const baseUrl = await listening(app)
    const user = await createUser(app)
    const client = new AdminClient({ baseUrl, token: user.token })
    const all = listen(t, client)
    const content = listen(t, client, { types: ['content.published'] })
    await until(() => all.heard.statuses.includes('open') && content.heard.statuses.includes('open'), 'both subscriptions to open')
    const item = await publish(app, user, 'heard')
    await until(() => content.heard.events.length === 1, 'the event')
    assert.deepEqual(content.heard.events.map((event) => [event.type, event.data]), [['content.published', item]])
    assert.match(content.heard.events[0]!.id, /\S/)
    assert.equal(content.subscription.lastEventId, content.heard.events[0]!.id)
    content.subscription.close()
    assert.deepEqual(content.heard.statuses, ['connecting', 'open', 'closed'])
  })

  test('a lost connection is reopened after the delay the service asks for, and what was committed meanwhile comes once, in order', async (t) => {
    const app = await testApp(t, kind)
    const baseUrl = await listening(app)
    const user = await createUser(app)
    const { heard, titles } = listen(t, new AdminClient({ baseUrl, token: user.token }), { types: ['content.'] })
    await until(() => heard.statuses.includes('open'), 'the subscription to open')
    await publish(app, user, 'one')
    await until(() => heard.events.length === 1, 'the first event')
    // Every connection of the server goes, the stream's too; the service asked for 1 to 4 s before a reconnect.
    app.app.server.closeAllConnections()
    await publish(app, user, 'two')
    await publish(app, user, 'three')
    await until(() => heard.events.length >= 3, 'the events committed while it was away', 15_000)
    await publish(app, user, 'four')
    await until(() => heard.events.length >= 4, 'a live event after the reconnect')
    assert.deepEqual(titles(), ['one', 'two', 'three', 'four'])
    assert.deepEqual(heard.statuses.slice(0, 4), ['connecting', 'open', 'connecting', 'open'])
    assert.deepEqual(heard.errors, [])
  })

  test('an expired token is refreshed on the way; a session that ends stops the subscription with SessionEndedError', async (t) => {
    const app = await testApp(t, kind)
    const baseUrl = await listening(app)
    const user = await createUser(app)
    const tokens: Array<string | null> = []
    const client = new AdminClient({ baseUrl, token: expiredTwin(app, user.token), onToken: (token) => tokens.push(token) })
    const { heard } = listen(t, client)
    await until(() => heard.statuses.includes('open'), 'the subscription to open')
    assert.equal(tokens.length, 1)

    // Signed out elsewhere (another tab): the session ends, with it the stream, and the reconnect is refused.
    const logout = await app.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(client.currentToken!) })
    assert.equal(logout.statusCode, 200)
    await until(() => heard.statuses.includes('closed'), 'the subscription to stop', 15_000)
    assert.equal(heard.errors.length, 1)
    assert.ok(heard.errors[0] instanceof SessionEndedError)
    assert.equal(client.currentToken, null)
    assert.equal(tokens.at(-1), null)
  })

  test('a request the service refuses (an unknown type) stops the subscription with the ApiError', async (t) => {
    const app = await testApp(t, kind)
    const baseUrl = await listening(app)
    const user = await createUser(app)
    const { heard } = listen(t, new AdminClient({ baseUrl, token: user.token }), { types: ['content.', 'bogus'] })
    await until(() => heard.statuses.includes('closed'), 'the subscription to stop')
    assert.equal(heard.errors[0]?.code, 'VALIDATION_ERROR')
    assert.ok(heard.errors[0]?.field('types').length)
  })
})
