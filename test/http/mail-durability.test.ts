import { test } from 'node:test'
import assert from 'node:assert/strict'
import { eachDatabase, until } from '../helper.js'
import { TEST_PASSWORD } from '../accounts.js'
import { killableServer } from '../support/killable-server.js'
import { startSmtp, type TestSmtp } from '../support/smtp.js'

eachDatabase((kind) => {
  test('SIGKILL between the commit and the send: the mail is sent after the restart', async () => {
    // A port where no mail server listens yet: the mail is committed and cannot have been sent.
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    const server = await killableServer(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // The next attempt 2 to 4 s after the first: the kill below falls in that wait, not in an attempt.
      MAIL_RETRY_BASE_MS: '4000'
    })
    let smtp: TestSmtp | undefined
    try {
      const first = await server.start()
      const token = await server.signIn()
      // The invitation answers once its user and its mail have committed. The process dies once its
      // first attempt has failed: killed in the middle of one, it would leave the mail claimed for the
      // outbox's lease (minutes) before another process may take it.
      const invited = await server.call('POST', '/api/users', { email: 'invitee@example.com', invite: true }, token)
      assert.equal(invited.status, 201)
      await until(() => first.output().includes('mail not sent; will retry'), 'the first attempt to fail', 60_000)
      await server.kill()

      smtp = await startSmtp(port)
      await server.start()
      const [mail] = await smtp.mailsTo('invitee@example.com')
      assert.match(mail!.subject, /invited/)
      const password = TEST_PASSWORD
      const accepted = await server.call('POST', '/api/auth/invitation/accept', { token: mail!.token, name: 'Invitee', password, password_confirmation: password })
      assert.equal(accepted.status, 200)
      assert.equal(smtp.received.length, 1)
    } finally {
      await server.close()
      await smtp?.close()
    }
  })
})
