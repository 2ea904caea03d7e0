import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { unauthorized } from '../../core/errors.js'
import type { Principal } from '../../core/principal.js'
import type { TicketsRepository } from './tickets.repository.js'

/** How long a ticket may wait to be used. */
export const TICKET_TTL_MS = 30_000
const PREFIX = 'stk_'

export interface IssuedTicket {
  ticket: string
  expiresAt: string
}

/** Whose stream a redeemed ticket opens: the session that asked for it. */
export type TicketHolder = Omit<Principal, 'role'>

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/**
 * Single-use tickets for `GET /api/stream?ticket=`: a browser's EventSource cannot send a bearer
 * token, and a token in a URL would be logged by every proxy on the way and live for an hour. A
 * ticket lives 30 seconds and opens one stream, on whichever instance shares the database.
 */
export class TicketsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: TicketsRepository
  ) {}

  /** A new ticket for the caller's session. */
  async issue(principal: Principal): Promise<IssuedTicket> {
    const ticket = `${PREFIX}${randomBytes(32).toString('base64url')}`
    const now = Date.now()
    const expiresAt = new Date(now + TICKET_TTL_MS).toISOString()
    await this.repo.deleteExpired(this.db, new Date(now).toISOString())
    await this.repo.insert(this.db, { id: digest(ticket), user_id: principal.userId, session_id: principal.sessionId, token_id: principal.tokenId, expires_at: expiresAt })
    return { ticket, expiresAt }
  }

  /** Uses the ticket up and answers whose it was; 401 when it is unknown, used or expired. */
  async redeem(ticket: string): Promise<TicketHolder> {
    const row = ticket.startsWith(PREFIX) ? await this.repo.take(this.db, digest(ticket)) : undefined
    if (!row) throw unauthorized('invalid', 'This ticket is unknown or already used; ask POST /api/stream/ticket for a new one')
    if (row.expires_at <= new Date().toISOString()) throw unauthorized('invalid', 'This ticket has expired (tickets live 30 seconds); ask POST /api/stream/ticket for a new one')
    return { userId: row.user_id, sessionId: row.session_id, tokenId: row.token_id }
  }
}
