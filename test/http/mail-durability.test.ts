import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eachDatabase, freshDatabase, until } from '../helper.js'
import { bearer } from '../accounts.js'
import { killed, startServer } from '../support/server-process.js'
import { startSmtp, type TestSmtp } from '../support/smtp.js'

eachDatabase((kind) => {
  test('SIGKILL between the commit and the send: the mail is sent after the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-mail-sigkill-'))
    const database = await freshDatabase(kind, dataDir)
    // A port where no mail server listens yet: the mail is committed and cannot have been sent.
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    const password = 'correct-horse-battery'
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'mail-sigkill-test-secret-of-32-bytes-or-more',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: password,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // The next attempt 2 to 4 s after the first: the kill below falls in that wait, not in an attempt.
      MAIL_RETRY_BASE_MS: '4000'
    }
    const servers: ChildProcess[] = []
    let smtp: TestSmtp | undefined
    try {
      let server = await startServer(env)
      servers.push(server.child)
      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          body: body === undefined ? undefined : JSON.stringify(body)
        })
        return { status: response.status, body: (await response.json()) as { data: Record<string, any> } } // eslint-disable-line @typescript-eslint/no-explicit-any
      }
      const token = (await call('POST', '/api/auth/login', { email: 'root@example.com', password })).body.data.token as string
      // The invitation answers once its user and its mail have committed. The process dies once its
      // first attempt has failed: killed in the middle of one, it would leave the mail claimed for the
      // outbox's lease (minutes) before another process may take it.
      const invited = await call('POST', '/api/users', { email: 'invitee@example.com', invite: true }, token)
      assert.equal(invited.status, 201)
      const first = server
      await until(() => first.output().includes('mail not sent; will retry'), 'the first attempt to fail', 60_000)
      await killed(server.child)

      smtp = await startSmtp(port)
      server = await startServer(env)
      servers.push(server.child)
      const [mail] = await smtp.mailsTo('invitee@example.com')
      assert.match(mail!.subject, /invited/)
      const accepted = await call('POST', '/api/auth/invitation/accept', { token: mail!.token, name: 'Invitee', password, password_confirmation: password })
      assert.equal(accepted.status, 200)
      assert.equal(smtp.received.length, 1)
    } finally {
      for (const child of servers) await killed(child)
      await smtp?.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
