import type { Kysely } from 'kysely'
import type { Database, TwoFactorRow } from '../../../core/db/schema.js'
import { countOf } from '../../../core/db/paged.js'
import { newId } from '../../../lib/ids.js'

type Db = Kysely<Database>

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>

/** The queries of two-factor sign-in: secrets, recovery codes and sign-in challenges; each takes the database or a transaction first. */
export function createTwoFactorRepository() {
  return {
    find(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
      return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()
    },

    /** Stores a secret set up but not confirmed, in place of one not confirmed either; false when two-factor sign-in is already on. */
    async setUp(db: Db, userId: string, secretSealed: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret_sealed: secretSealed, created_at: now, enabled_at: null, last_time_step: null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ secret_sealed: secretSealed, created_at: now, last_time_step: null }).where('two_factor.enabled_at', 'is', null)
        )
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows) === 1
    },

    /**
     * Turns on the secret `secretSealed` with the step of the code that confirmed it; false when it
     * is on already, or was set up again since it was read (a setup in another tab), so that it is
     * never turned on with a secret the user did not confirm.
     */
    async enable(db: Db, userId: string, secretSealed: string, step: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ enabled_at: now, last_time_step: step })
        .where('user_id', '=', userId)
        .where('secret_sealed', '=', secretSealed)
        .where('enabled_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Records `step` as used; false when it or a later one already was (of two sign-ins with one code, one wins). */
    async useStep(db: Db, userId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ last_time_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Turns it off: the secret and the recovery codes go. */
    async remove(db: Db, userId: string): Promise<void> {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
      await db.deleteFrom('two_factor').where('user_id', '=', userId).execute()
    },

    async replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
      await db
        .insertInto('two_factor_recovery_codes')
        .values(hashes.map((code_hash) => ({ id: newId(), user_id: userId, code_hash, used_at: null })))
        .execute()
    },

    /** Marks the code used; false when it is unknown or was used before. */
    async useRecoveryCode(db: Db, userId: string, hash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    recoveryCodesLeft(db: Db, userId: string): Promise<number> {
      return countOf(db.selectFrom('two_factor_recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null))
    },

    async insertChallenge(db: Db, id: string, userId: string, expiresAt: string): Promise<void> {
      await db.insertInto('two_factor_challenges').values({ id, user_id: userId, expires_at: expiresAt }).execute()
    },

    /** The user and the expiry of a challenge that has not expired. */
    challengeHolder(db: Db, id: string, now: string): Promise<{ user_id: string; expires_at: string } | undefined> {
      return db.selectFrom('two_factor_challenges').select(['user_id', 'expires_at']).where('id', '=', id).where('expires_at', '>', now).executeTakeFirst()
    },

    /**
     * Claims the challenge for one try, counting it: false when gone, expired or out of tries. The
     * row stays locked until the transaction ends, so a concurrent try sees this one's count.
     */
    async claimChallenge(db: Db, id: string, now: string, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor_challenges')
        .set((eb) => ({ wrong_factors: eb('wrong_factors', '+', 1) }))
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .where('wrong_factors', '<', maxTries)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Uses the challenge up: a sign-in completed it. */
    async deleteChallenge(db: Db, id: string): Promise<void> {
      await db.deleteFrom('two_factor_challenges').where('id', '=', id).execute()
    },

    async deleteExpiredChallenges(db: Db, now: string): Promise<void> {
      await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).execute()
    }
  }
}
