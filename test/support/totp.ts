import { generateSync } from 'otplib'

/**
 * The codes of `secret` that a check made about now may accept: the service takes one 30-second
 * step either side, and a request sent as the step turns is checked in the next one.
 */
export function codesAround(secret: string): string[] {
  const now = Math.floor(Date.now() / 1000)
  return [-1, 0, 1, 2].map((steps) => generateSync({ secret, epoch: now + steps * 30 }))
}

/** A code the service must refuse now: 000000 is right for some step about one time in 250,000. */
export function wrongCode(secret: string): string {
  const right = codesAround(secret)
  return ['000000', '111111', '222222'].find((code) => !right.includes(code))!
}
