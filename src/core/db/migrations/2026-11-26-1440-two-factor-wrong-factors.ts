import type { Kysely } from 'kysely'

// The wrong factors sent to a sign-in challenge, so that one challenge allows a few guesses
// however many addresses the guesser has (the sign-in throttle counts per email and IP).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor_challenges').addColumn('wrong_factors', 'integer', (col) => col.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor_challenges').dropColumn('wrong_factors').execute()
}
