import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SecretBox } from '../../lib/secret-box.js'
import { QueueWorker } from '../../lib/queue-worker.js'
import { createMailRepository, type ClaimedMail } from './mail.repository.js'
import { fileTransport, smtpTransport } from './mail-transport.js'
import { MailOutbox } from './mail.service.js'

export type { MailMessage } from './mail-transport.js'

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      outbox: MailOutbox
      worker: QueueWorker<ClaimedMail>
    }
  }
}

/**
 * Sending mail: the outbox other modules queue mails in, and the worker that sends them over
 * SMTP (SMTP_URL), or writes them to DATA_DIR/mail/ when no server is configured. The worker
 * starts when the app is ready and stops, after the mails in flight, when it closes.
 */
async function mailModule(app: FastifyInstance): Promise<void> {
  const { config, database } = app
  const transport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : fileTransport(join(config.dataDir, 'mail'), config.mail.from, app.log)
  const outbox = new MailOutbox({
    db: database.db,
    repo: createMailRepository(database.dialect),
    box: new SecretBox(config.jwtSecret, 'admin-panel mail', 'mail outbox encryption v1'),
    transport,
    domain: new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '') || 'localhost',
    retryBaseMs: config.mail.retryBaseMs,
    maxAttempts: config.mail.maxAttempts,
    log: app.log
  })
  // Mails go one or two at a time: a burst of invitations must not open a burst of connections.
  const worker = new QueueWorker(outbox, app.log, { name: 'mail', concurrency: 2 })
  app.decorate('mail', { outbox, worker })
  if (!config.mail.smtpUrl) app.log.info(`SMTP_URL is not set: mails are written to ${join(config.dataDir, 'mail')} and their links logged`)

  const unsubscribe = outbox.onQueued(() => worker.wake())
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => {
    unsubscribe()
    await worker.stop()
    transport.close()
  })
}

export default fp(mailModule, { name: 'mail', dependencies: ['config', 'database'] })
