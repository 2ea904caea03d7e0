import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { newId } from '../../lib/ids.js'
import type { SecretBox } from '../../lib/secret-box.js'
import type { WorkQueue } from '../../lib/queue-worker.js'
import type { ClaimedMail, MailRepository } from './mail.repository.js'
import type { MailMessage, MailTransport } from './mail-transport.js'

/** A claimed mail is held this long; an attempt ends well within it (SMTP timeouts in mail-transport.ts). */
const LEASE_MS = 120_000
const MAX_BACKOFF_MS = 6 * 3_600_000

/** What the outbox says of each attempt (pino's logger has it). */
export interface MailLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface MailDeps {
  db: Kysely<Database>
  repo: MailRepository
  /** seals a mail at rest: it holds a working link until it is sent */
  box: SecretBox
  transport: MailTransport
  /** the domain of Message-IDs */
  domain: string
  retryBaseMs: number
  maxAttempts: number
  log: MailLog
}

/** The wait before attempt `attempt + 1`: exponential from `base`, half of it random (jitter). */
function backoffMs(attempt: number, base: number): number {
  const full = Math.min(base * 2 ** (attempt - 1), MAX_BACKOFF_MS)
  return Math.round(full / 2 + Math.random() * (full / 2))
}

/**
 * The mail outbox: mail is queued in the transaction of the change that sends it, so it exists
 * exactly when the change does; the worker sends it after commit, with retries.
 */
export class MailOutbox implements WorkQueue<ClaimedMail> {
  private readonly queuedListeners = new Set<() => void>()

  constructor(private readonly deps: MailDeps) {}

  /** Queues a mail in `tx`; the worker hears of it once the transaction commits. */
  async enqueue(tx: Tx, message: MailMessage): Promise<void> {
    const now = new Date().toISOString()
    await this.deps.repo.insert(tx.db, {
      id: newId(),
      message_sealed: this.deps.box.seal(JSON.stringify(message)),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      claim_token: null,
      last_error: null,
      created_at: now
    })
    tx.afterCommit(() => this.queuedListeners.forEach((listener) => listener()))
  }

  /** Calls `listener` after each commit that queued a mail; returns the way to stop. */
  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener)
    return () => this.queuedListeners.delete(listener)
  }

  claimDue(limit: number): Promise<ClaimedMail[]> {
    const now = Date.now()
    return transact(this.deps.db, (tx) =>
      this.deps.repo.claimDue(tx.db, new Date(now).toISOString(), new Date(now + LEASE_MS).toISOString(), newId(), limit)
    )
  }

  nextDueAt(): Promise<string | undefined> {
    return this.deps.repo.nextDueAt(this.deps.db)
  }

  /** Sends one claimed mail: deleted once accepted, retried later otherwise, failed after the last attempt. */
  async attempt(mail: ClaimedMail): Promise<void> {
    const attempt = mail.attempts + 1
    let message: MailMessage
    try {
      message = JSON.parse(this.deps.box.open(mail.message_sealed)) as MailMessage
    } catch {
      // Sealed under another key (JWT_SECRET changed): no attempt can ever read it.
      return this.fail(mail, attempt, 'sealed with another key (JWT_SECRET changed); it cannot be read')
    }
    try {
      await this.deps.transport.send(message, `<${mail.id}@${this.deps.domain}>`)
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      if (attempt >= this.deps.maxAttempts) return this.fail(mail, attempt, reason)
      const nextAt = new Date(Date.now() + backoffMs(attempt, this.deps.retryBaseMs)).toISOString()
      await this.deps.repo.settle(this.deps.db, mail.id, mail.claim_token, {
        status: 'pending',
        attempts: attempt,
        next_attempt_at: nextAt,
        last_error: reason,
        message_sealed: mail.message_sealed
      })
      // Logged once recorded, as 'mail sent' is: what the log says has happened has.
      this.deps.log.warn({ mailId: mail.id, attempt, nextAt, err: reason }, 'mail not sent; will retry')
      return
    }
    await this.deps.repo.remove(this.deps.db, mail.id, mail.claim_token)
    this.deps.log.info({ mailId: mail.id, attempt }, 'mail sent')
  }

  // The message goes: it holds a link nobody will receive, and the row stays only to say why.
  private async fail(mail: ClaimedMail, attempt: number, reason: string): Promise<void> {
    this.deps.log.error({ mailId: mail.id, attempt, err: reason }, 'mail given up')
    await this.deps.repo.settle(this.deps.db, mail.id, mail.claim_token, {
      status: 'failed',
      attempts: attempt,
      next_attempt_at: mail.next_attempt_at,
      last_error: reason,
      message_sealed: ''
    })
  }
}
