import { rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SendMailOptions, Transporter } from 'nodemailer'
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.js'

/** A mail as the flows write it: one recipient, a plain-text part and an HTML part. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** the link the mail carries: logged when mails go to files, so a developer can follow it */
  link?: string
}

/** What sends a mail: SMTP, or files in DATA_DIR/mail/ when no SMTP server is configured. */
export interface MailTransport {
  /** Sends the mail with this Message-ID; throws when it was not accepted. */
  send(message: MailMessage, messageId: string): Promise<void>
  close(): void
}

/** What the file transport says of each mail (pino's logger has it). */
export interface InfoLog {
  info(details: object, message: string): void
}

// An attempt must end well within the outbox's lease (mail.service.ts), whatever the server does.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }

/** Sends over SMTP to SMTP_URL (smtps:// for TLS from the start; smtp:// upgrades with STARTTLS when offered). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = onFirstMail((nodemailer) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from }))
  return {
    async send(message, messageId) {
      await transporter.send({ to: message.to, subject: message.subject, text: message.text, html: message.html, messageId })
    },
    close: transporter.close
  }
}

/**
 * Without SMTP_URL: each mail is written to `dir` as an .eml file (any mail program opens it) and
 * its link goes to the log at info, so the flows work on a laptop with nothing configured.
 */
export function fileTransport(dir: string, from: string, log: InfoLog): MailTransport {
  const composer = onFirstMail((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from }))
  return {
    async send(message, messageId) {
      const info = await composer.send({ to: message.to, subject: message.subject, text: message.text, html: message.html, messageId })
      makePrivateDir(dir)
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^A-Za-z0-9-]/g, '')}.eml`)
      // Written aside, then renamed: whoever watches the folder never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: PRIVATE_FILE_MODE })
      await rename(`${file}.part`, file)
      log.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to a file (SMTP_URL is not set)')
    },
    close: composer.close
  }
}

/**
 * The transport `create` makes, made when the first mail is sent: most instances send none for
 * hours, or ever, and nodemailer is the largest package the service would otherwise load at start.
 */
function onFirstMail<Info>(create: (mailer: typeof import('nodemailer').default) => Transporter<Info>): { send(mail: SendMailOptions): Promise<Info>; close(): void } {
  let transporter: Promise<Transporter<Info>> | undefined
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))
      return (await transporter).sendMail(mail)
    },
    // A failed load has failed its send already: nothing to close.
    close: () => void transporter?.then((made) => made.close(), () => {})
  }
}
