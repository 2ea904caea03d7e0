import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../core/db/schema.js'
import type { InvalidationBus } from '../../../core/cache/invalidation.js'
import { InvalidatedCache } from '../../../core/cache/invalidated-cache.js'
import { transact, type Tx } from '../../../core/db/transaction.js'
import { AppError, invalidField } from '../../../core/errors.js'
import type { SecretBox } from '../../../lib/secret-box.js'
import type { UsersService } from '../../users/users.service.js'
import type { SettingsService } from '../../settings/settings.service.js'
import type { LoginThrottle } from '../login-throttle.js'
import type { TwoFactorRepository } from './two-factor.repository.js'
import { acceptedStep, enrolmentCodes, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.js'

/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000
const CACHE_PREFIX = 'two-factor:'
/** users whose two-factor state is kept in memory at most (only administrators are asked about, with REQUIRE_2FA_FOR_ADMINS) */
const MAX_CACHED = 10_000
const WRONG = 'is not correct, or was already used'
/** Wrong second factors one challenge takes; the next try, even a right one, finds it gone. */
export const MAX_WRONG_FACTORS = 5

/** A second factor as sent: a code from the authenticator app, or one of the recovery codes. */
export interface SecondFactor {
  code?: string
  recoveryCode?: string
}

export interface TwoFactorStatus {
  enabled: boolean
  enabledAt: string | null
  recoveryCodesLeft: number
}

export interface TwoFactorSetup {
  secret: string
  otpauthUri: string
  qrCode: string
}

export interface Challenge {
  challenge: string
  expiresAt: string
}

export interface TwoFactorDeps {
  db: Kysely<Database>
  repo: TwoFactorRepository
  /** seals the shared secrets at rest */
  box: SecretBox
  users: Pick<UsersService, 'get' | 'authState'>
  settings: Pick<SettingsService, 'publicSettings'>
  throttle: LoginThrottle
  bus: InvalidationBus
}

/**
 * Two-factor sign-in with TOTP (RFC 6238): enrolment, turning it off, a sign-in's second step.
 * Only a code of a later step than the last accepted passes; wrong codes count as failed sign-ins.
 */
export class TwoFactorService {
  private readonly cache: InvalidatedCache<boolean>

  constructor(private readonly deps: TwoFactorDeps) {
    this.cache = new InvalidatedCache(deps.bus, { prefix: CACHE_PREFIX, maxEntries: MAX_CACHED })
  }

  /** Whether the user has two-factor sign-in on: at once when cached, else a promise. */
  enabled(userId: string): boolean | Promise<boolean> {
    return this.cache.get(userId, () => this.enabledNow(userId))
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const row = await this.deps.repo.find(this.deps.db, userId)
    const enabledAt = row?.enabled_at ?? null
    return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt === null ? 0 : await this.deps.repo.recoveryCodesLeft(this.deps.db, userId) }
  }

  /** A new secret for the user, in place of any not yet confirmed; 409 while two-factor sign-in is on. */
  async setup(userId: string): Promise<TwoFactorSetup> {
    const [user, { appName }] = await Promise.all([this.deps.users.get(userId), this.deps.settings.publicSettings()])
    const secret = newTotpSecret()
    if (!(await this.deps.repo.setUp(this.deps.db, userId, this.deps.box.seal(secret), new Date().toISOString()))) {
      throw new AppError('CONFLICT', 'Two-factor sign-in is already on; turn it off first to set up a new secret')
    }
    return { secret, ...(await enrolmentCodes(secret, appName, user.email)) }
  }

  /** Confirms the secret set up with a code from the app, turns two-factor sign-in on and answers the recovery codes, this once. */
  async enable(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    const row = await this.deps.repo.find(this.deps.db, userId)
    if (!row || row.enabled_at !== null) {
      throw new AppError('CONFLICT', row ? 'Two-factor sign-in is already on' : 'Nothing to confirm: set up a secret first (POST /api/auth/2fa/setup)')
    }
    const step = acceptedStep(this.deps.box.open(row.secret_sealed), code, null)
    if (step === undefined) throw invalidField('code', 'is not the current code of the authenticator app')
    const recoveryCodes = newRecoveryCodes()
    await transact(this.deps.db, async (tx) => {
      if (!(await this.deps.repo.enable(tx.db, userId, row.secret_sealed, step, new Date().toISOString()))) {
        throw new AppError('CONFLICT', 'Two-factor sign-in is already on, or was set up again meanwhile: confirm the newest secret')
      }
      await this.deps.repo.replaceRecoveryCodes(tx.db, userId, recoveryCodes.map(recoveryCodeHash))
      tx.afterCommit(() => this.deps.bus.publish(`${CACHE_PREFIX}${userId}`))
    })
    return { recoveryCodes }
  }

  /** Turns two-factor sign-in off, given a second factor (the caller has confirmed the password); 409 when it is off. */
  async disable(userId: string, proof: SecondFactor, ip: string): Promise<void> {
    if (!(await this.enabledNow(userId))) throw new AppError('CONFLICT', 'Two-factor sign-in is not on')
    await this.prove(userId, proof, ip)
    await transact(this.deps.db, async (tx) => {
      await this.deps.repo.remove(tx.db, userId)
      tx.afterCommit(() => this.deps.bus.publish(`${CACHE_PREFIX}${userId}`))
    })
  }

  /** The second step of a sign-in whose password was right: a challenge, valid CHALLENGE_TTL_MS, that a code completes once. */
  async challenge(userId: string): Promise<Challenge> {
    const challenge = randomBytes(32).toString('base64url')
    const now = Date.now()
    const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString()
    await this.deps.repo.deleteExpiredChallenges(this.deps.db, new Date(now).toISOString())
    await this.deps.repo.insertChallenge(this.deps.db, digest(challenge), userId, expiresAt)
    return { challenge, expiresAt }
  }

  /**
   * Completes a challenge: `signIn` runs in the transaction that uses it up. 401 for an unknown,
   * expired or exhausted challenge; 422 for a wrong code, which counts as a failed sign-in.
   */
  async complete<T>(challenge: string, proof: SecondFactor, ip: string, signIn: (userId: string, tx: Tx) => Promise<T>): Promise<T> {
    const id = digest(challenge)
    const held = await this.deps.repo.challengeHolder(this.deps.db, id, new Date().toISOString())
    if (!held) throw challengeGone()
    const userId = held.user_id
    // A password changed or reset since the password step ends that sign-in, as it ends sessions.
    const validAfter = (await this.deps.users.authState(userId))?.sessionsValidAfter
    const issuedAt = new Date(Date.parse(held.expires_at) - CHALLENGE_TTL_MS).toISOString()
    if (validAfter && issuedAt < validAfter) throw challengeGone()
    const { email } = await this.deps.users.get(userId)
    const signedIn = await this.deps.throttle.judge(email, ip, () => this.claimAndProve(id, userId, proof, signIn))
    if (!signedIn) throw wrongFactor(proof)
    return signedIn.value
  }

  /**
   * Claims (counting the try), checks and uses up the factor in one transaction, so a concurrent
   * completion waits and then finds it gone. Undefined for a wrong factor, whose count commits.
   */
  private async claimAndProve<T>(id: string, userId: string, proof: SecondFactor, signIn: (userId: string, tx: Tx) => Promise<T>): Promise<{ value: T } | undefined> {
    return transact(this.deps.db, async (tx) => {
      if (!(await this.deps.repo.claimChallenge(tx.db, id, new Date().toISOString(), MAX_WRONG_FACTORS))) throw challengeGone()
      if (!(await this.check(tx.db, userId, proof))) return undefined
      await this.deps.repo.deleteChallenge(tx.db, id)
      return { value: await signIn(userId, tx) }
    })
  }

  /** Checks a second factor under the sign-in throttle of the account's email and `ip`: 422 on its field when wrong. */
  private async prove(userId: string, proof: SecondFactor, ip: string): Promise<void> {
    const { email } = await this.deps.users.get(userId)
    const right = await this.deps.throttle.judge(email, ip, () => this.check(this.deps.db, userId, proof))
    if (!right) throw wrongFactor(proof)
  }

  /** Whether the factor is right, and uses it up in `db`: the code's time step, or the recovery code. */
  private async check(db: Kysely<Database>, userId: string, proof: SecondFactor): Promise<boolean> {
    const now = new Date().toISOString()
    if (proof.recoveryCode !== undefined) return this.deps.repo.useRecoveryCode(db, userId, recoveryCodeHash(proof.recoveryCode), now)
    const row = await this.deps.repo.find(db, userId)
    if (!row?.enabled_at || proof.code === undefined) return false
    const step = acceptedStep(this.deps.box.open(row.secret_sealed), proof.code, row.last_time_step)
    return step !== undefined && this.deps.repo.useStep(db, userId, step)
  }

  private async enabledNow(userId: string): Promise<boolean> {
    return Boolean((await this.deps.repo.find(this.deps.db, userId))?.enabled_at)
  }
}

function digest(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex')
}

function wrongFactor(proof: SecondFactor): AppError {
  return invalidField(proof.code !== undefined ? 'code' : 'recoveryCode', WRONG)
}

function challengeGone(): AppError {
  return new AppError('INVALID_CREDENTIALS', 'This sign-in has expired or was already completed; sign in again with your password')
}
