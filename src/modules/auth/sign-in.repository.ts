import type { Kysely } from 'kysely'
import type { Database, TwoFactorRow, UserRow } from '../../core/db/schema.js'
import { reusable } from '../../core/db/reusable.js'

type Db = Kysely<Database>

/** An account as a sign-in reads it: the user row, and when its two-factor sign-in was turned on (null: off or never set up). */
export type SignInAccount = UserRow & { two_factor_enabled_at: TwoFactorRow['enabled_at'] }

export type SignInRepository = ReturnType<typeof createSignInRepository>

/** The one read a sign-in makes before the password check, on every sign-in of every account. */
export function createSignInRepository() {
  // Joined rather than asked apart: nearly no account has two-factor sign-in, and a sign-in is
  // seldom repeated soon enough for a cache of that answer to hold it.
  const byEmail = reusable((db: Db, emailNormalized: string) =>
    db
      .selectFrom('users')
      .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
      .selectAll('users')
      .select('two_factor.enabled_at as two_factor_enabled_at')
      .where('users.email_normalized', '=', emailNormalized)
  )
  return {
    async findAccount(db: Db, email: string): Promise<SignInAccount | undefined> {
      return (await byEmail(db, email.toLowerCase()))[0]
    }
  }
}
