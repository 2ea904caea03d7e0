import { createHash, randomBytes } from 'node:crypto'
import type { EmailTokenPurpose } from '../../core/db/schema.js'
import type { Tx } from '../../core/db/transaction.js'
import { invalidField, type AppError } from '../../core/errors.js'
import type { EmailTokensRepository } from './email-tokens.repository.js'

/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  password_reset: 30 * 60_000,
  invitation: 72 * 3_600_000,
  email_verification: 48 * 3_600_000,
  email_change: 24 * 3_600_000
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/** A link's token as it is redeemed: whose it is and which address it was sent to. */
export interface RedeemedToken {
  userId: string
  email: string
  purpose: EmailTokenPurpose
  createdAt: string
}

/** 422 on `token`: the same for a token that is unknown, used, expired or no longer fits its account. */
export function invalidToken(): AppError {
  return invalidField('token', 'is invalid or has expired; ask for a new link')
}

/**
 * Single-use tokens for the links mailed to an address: 256 random bits, stored only as their
 * SHA-256 (a copy of the database holds no link that works), each valid for its purpose's time.
 */
export class EmailTokens {
  constructor(private readonly repo: EmailTokensRepository) {}

  /**
   * A new token for the user, in `tx`. It replaces the user's earlier links of the same purpose,
   * so only the newest mail works.
   */
  async issue(tx: Tx, userId: string, purpose: EmailTokenPurpose, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    const now = Date.now()
    await this.repo.removeExpired(tx.db, new Date(now).toISOString())
    await this.repo.removeFor(tx.db, userId, [purpose])
    await this.repo.insert(tx.db, {
      id: digest(token),
      user_id: userId,
      purpose,
      email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TOKEN_TTL_MS[purpose]).toISOString()
    })
    return token
  }

  /**
   * Uses the token up, in `tx`, and answers whose it was. Unknown, already used, expired or of
   * another purpose: 422 on `token`, the same for each, so an answer tells nothing of an account.
   */
  async redeem(tx: Tx, token: string, purposes: EmailTokenPurpose[]): Promise<RedeemedToken> {
    const row = /^[A-Za-z0-9_-]{43}$/.test(token) ? await this.repo.take(tx.db, digest(token), purposes) : undefined
    if (!row || row.expires_at <= new Date().toISOString()) throw invalidToken()
    return { userId: row.user_id, email: row.email, purpose: row.purpose, createdAt: row.created_at }
  }

  /** Ends the user's links of these purposes. */
  revokeAll(tx: Tx, userId: string, purposes: EmailTokenPurpose[]): Promise<void> {
    return this.repo.removeFor(tx.db, userId, purposes)
  }
}
