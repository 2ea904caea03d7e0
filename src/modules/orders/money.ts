/**
 * Money is a JSON number with at most two decimals, kept as integer cents so sums are exact;
 * cents / 100 is exactly the double JSON.parse gives for that decimal (docs/decisions/money-in-cents.md).
 */

/** The largest total accepted: its minor units, and the sum of 90,000 of them, stay exact. */
export const MAX_AMOUNT = 999_999_999.99

/** Minor units of `amount`, or undefined when it has more than two decimals. */
export function toMinorUnits(amount: number): number | undefined {
  const minor = Math.round(amount * 100)
  return minor / 100 === amount ? minor : undefined
}

/** The amount a count of minor units stands for (a database may give it as text). */
export function fromMinorUnits(minor: number | string | bigint | null): number {
  return Number(minor ?? 0) / 100
}
