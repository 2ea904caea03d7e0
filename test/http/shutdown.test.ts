import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, eachDatabase } from '../helper.js'

eachDatabase((kind) => {
  test('closing lets a request in flight finish, then refuses new ones', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let arrived!: () => void
    const inFlight = new Promise<void>((resolve) => (arrived = resolve))
    const t = await buildTestApp(kind, {
      extend: (app) => {
        app.get('/api/slow', async () => {
          arrived()
          await held
          return { done: true }
        })
      }
    })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const pending = fetch(`${address}/api/slow`)
    await inFlight
    const closed = t.close()
    await sleep(50)
    release()
    const response = await pending
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { done: true })
    await closed
    await assert.rejects(fetch(`${address}/api/health`))
  })
})

test('SIGTERM stops the server cleanly with exit code 0', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'admin-sigterm-')), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 30_000
  while (!output.includes('Server listening') && Date.now() < deadline) await sleep(100)
  assert.match(output, /Server listening/)
  child.kill('SIGTERM')
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  assert.equal(code, 0, output)
  assert.match(output, /"msg":"closed"/)
})
