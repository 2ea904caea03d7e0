import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { until } from './until.js'

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  /** the envelope's recipients */
  to: string[]
  subject: string
  /** the whole message, quoted-printable soft breaks and escapes undone, for searching */
  raw: string
  /** the first link to a panel page with a token, if any */
  link: string | undefined
  /** that link's token */
  token: string | undefined
}

export interface TestSmtp {
  url: string
  port: number
  received: ReceivedMail[]
  /** while true, every recipient is refused with a temporary error (451), as a server in trouble does */
  refusing: boolean
  /** the mails sent to `to`, waiting until there are at least `count` */
  mailsTo(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

// Enough of quoted-printable to read the links and headers of our mails.
function unquote(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** A real SMTP server (the smtp-server package) on a loopback port, keeping what it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  const state = { refusing: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refusing) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = unquote(Buffer.concat(chunks).toString('utf8'))
        const link = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9_-]+/.exec(raw)?.[0]
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          raw,
          link,
          token: link ? new URL(link).searchParams.get('token') ?? undefined : undefined
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    get refusing() {
      return state.refusing
    },
    set refusing(value: boolean) {
      state.refusing = value
    },
    async mailsTo(to, count = 1, timeoutMs = 20_000) {
      const mine = () => received.filter((mail) => mail.to.includes(to.toLowerCase()) || mail.to.includes(to))
      await until(() => mine().length >= count, `${count} mail(s) to ${to}`, timeoutMs)
      return mine()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
