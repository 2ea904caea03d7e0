import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { eachDatabase, freshDatabase } from '../helper.js'
import { startServer } from '../support/server-process.js'

const SECRET = 'instances-test-secret-of-at-least-32-bytes-long'
const ADMIN = { email: 'root@example.com', password: 'root-password-1' }

interface Instance {
  url: string
  child: ChildProcess
}

/** The real server in its own process, as an operator starts it: no Redis, its own DATA_DIR. */
async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const { child, port } = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ANON_PER_MIN: '100000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'loopback'
  })
  return { url: `http://127.0.0.1:${port}`, child }
}

async function call(instance: Instance, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return { status: res.status, body: (await res.json()) as any } // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What `read` answers once it is `expected`, or its last answer after `ms`. */
async function within<T>(ms: number, expected: T, read: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms
  let value = await read()
  while (value !== expected && Date.now() < deadline) {
    await sleep(25)
    value = await read()
  }
  return value
}

eachDatabase((kind) => {
  test('two instances on one database without Redis: a logout, a deletion and a rename on one hold on the other within a second, in its activity log (one actor\'s too), dashboard, users and webhooks lists too', async () => {
    const root = mkdtempSync(join(tmpdir(), 'admin-instances-'))
    const database = await freshDatabase(kind, root)
    const instances: Instance[] = []
    try {
      // Side by side, as a rolling deployment may start them: one migrates, the other waits.
      const started = await Promise.allSettled([startInstance(database.url, join(root, 'a')), startInstance(database.url, join(root, 'b'))])
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value)
      for (const result of started) if (result.status === 'rejected') throw result.reason
      const [a, b] = instances as [Instance, Instance]

      const register = (email: string) =>
        call(a, 'POST', '/api/auth/register', undefined, { name: 'Two', email, password: 'password-12', password_confirmation: 'password-12' })
      const leaving = (await register('leaving@example.com')).body.data
      const deleted = (await register('deleted@example.com')).body.data
      const renamed = (await register('renamed@example.com')).body.data
      // B now holds the sessions and users in its cache.
      assert.equal((await call(b, 'GET', '/api/users/me', leaving.token)).status, 200)
      assert.equal((await call(b, 'POST', '/api/content', deleted.token, { title: 'Before' })).status, 201)
      // A webhook of the user to be deleted: it goes with its owner.
      assert.equal((await call(a, 'POST', '/api/webhooks', deleted.token, { url: 'http://127.0.0.1:9/owned', events: ['content.updated'], active: false })).status, 201)
      assert.equal((await call(b, 'GET', '/api/users/me', renamed.token)).body.data.name, 'Two')
      const admin = (await call(a, 'POST', '/api/auth/login', undefined, ADMIN)).body.data
      // And B caches the newest entry of the log and the dashboard's figures.
      const newestOnB = async () => (await call(b, 'GET', '/api/activity?limit=1', admin.token)).body.data.items[0].type as string
      const usersOnB = async () => (await call(b, 'GET', '/api/dashboard', admin.token)).body.data.stats.users as number
      assert.equal(await newestOnB(), 'auth.login')
      const users = await usersOnB()
      // And one actor's log, the users list and the webhooks list (with a webhook's attempts).
      const renamedOnB = async () => (await call(b, 'GET', `/api/activity?actorId=${renamed.user.id}&limit=1`, admin.token)).body.data.items[0].actor.name as string
      const usersListOnB = async () => (await call(b, 'GET', '/api/users?limit=100', admin.token)).body.data.pagination.total as number
      const renamedInListOnB = async () => (await call(b, 'GET', '/api/users?limit=100', admin.token)).body.data.items.find((user: { id: string }) => user.id === renamed.user.id).name as string
      const webhooksOnB = async () => (await call(b, 'GET', '/api/webhooks', admin.token)).body.data.items.map((hook: { url: string }) => hook.url).join(' ')
      const hook = (await call(a, 'POST', '/api/webhooks', admin.token, { url: 'http://127.0.0.1:9/before', events: ['content.updated'], active: false })).body.data
      const attemptsOnB = async () => (await call(b, 'GET', `/api/webhooks/${hook.id}/deliveries`, admin.token)).status
      assert.equal(await renamedOnB(), 'Two')
      assert.equal(await usersListOnB(), users)
      assert.equal(await renamedInListOnB(), 'Two')
      assert.equal(await webhooksOnB(), 'http://127.0.0.1:9/before http://127.0.0.1:9/owned')
      assert.equal(await attemptsOnB(), 200)

      // Without the fix B trusts its cache for 30 s. Read every 250 ms, it hears within a second;
      // the bound is half those 30 s, room for a machine busy with more than the suite.
      const HEARD_WITHIN_MS = 15_000
      assert.equal((await call(a, 'POST', '/api/auth/logout', leaving.token)).status, 200)
      assert.equal((await call(a, 'DELETE', `/api/users/${deleted.user.id}`, admin.token)).status, 200)
      // Heard before any webhook changes through the API: the owner's deletion alone drops B's pages.
      assert.equal(await within(HEARD_WITHIN_MS, 'http://127.0.0.1:9/before', webhooksOnB), 'http://127.0.0.1:9/before')
      assert.equal((await call(a, 'PUT', '/api/users/me', renamed.token, { name: 'Renamed' })).status, 200)
      assert.equal((await call(a, 'PUT', `/api/webhooks/${hook.id}`, admin.token, { url: 'http://127.0.0.1:9/after' })).status, 200)
      const gone = (await call(a, 'POST', '/api/webhooks', admin.token, { url: 'http://127.0.0.1:9/gone', events: ['content.updated'], active: false })).body.data
      assert.equal((await call(b, 'GET', `/api/webhooks/${gone.id}/deliveries`, admin.token)).status, 200)
      assert.equal((await call(a, 'DELETE', `/api/webhooks/${gone.id}`, admin.token)).status, 200)

      const status = (answer: Promise<{ status: number }>) => answer.then((res) => res.status)
      assert.equal(await within(HEARD_WITHIN_MS, 401, () => status(call(b, 'GET', '/api/users/me', leaving.token))), 401)
      assert.equal(await within(HEARD_WITHIN_MS, 401, () => status(call(b, 'POST', '/api/content', deleted.token, { title: 'After' }))), 401)
      assert.equal(await within(HEARD_WITHIN_MS, 'Renamed', async () => (await call(b, 'GET', '/api/users/me', renamed.token)).body.data.name), 'Renamed')
      assert.equal(await within(HEARD_WITHIN_MS, 'user.updated', newestOnB), 'user.updated')
      assert.equal(await within(HEARD_WITHIN_MS, users - 1, usersOnB), users - 1)
      assert.equal(await within(HEARD_WITHIN_MS, 'Renamed', renamedOnB), 'Renamed')
      assert.equal(await within(HEARD_WITHIN_MS, users - 1, usersListOnB), users - 1)
      assert.equal(await within(HEARD_WITHIN_MS, 'Renamed', renamedInListOnB), 'Renamed')
      assert.equal(await within(HEARD_WITHIN_MS, 'http://127.0.0.1:9/after', webhooksOnB), 'http://127.0.0.1:9/after')
      assert.equal(await within(HEARD_WITHIN_MS, 404, async () => (await call(b, 'GET', `/api/webhooks/${gone.id}/deliveries`, admin.token)).status), 404)
      // And it stays so: the cache does not take the old state back.
      assert.equal((await call(b, 'GET', '/api/users/me', leaving.token)).status, 401)
      assert.equal((await call(b, 'POST', '/api/content', deleted.token, { title: 'After' })).status, 401)
    } finally {
      for (const { child } of instances) {
        child.kill('SIGTERM')
        if (child.exitCode === null) await once(child, 'exit')
      }
      await database.drop()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
