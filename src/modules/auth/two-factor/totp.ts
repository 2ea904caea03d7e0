import { createHash, randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verifySync } from 'otplib'

/** RFC 6238 with what authenticator apps expect: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30
// One step either side: a phone whose clock is a little off, or a code typed as it turned, still signs in.
const TOLERANCE_SECONDS = PERIOD_SECONDS
const RECOVERY_CODES = 10
// 50 random bits each, written as two groups of five so that they can be read out and typed.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** A new shared secret: 20 random bytes in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret()
}

/** What an authenticator app reads from the QR code: the `otpauth://totp/…` URI and that URI as an SVG data URI. */
export async function enrolmentCodes(secret: string, issuer: string, account: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = generateURI({ issuer, label: account, secret, period: PERIOD_SECONDS })
  // Loaded by the first enrolment, which most instances see rarely: not a cost of every start.
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/**
 * The time step of `code` when it is right now (give or take a step) and of a later step than
 * `usedStep`, the last one accepted: a code is good once. Undefined otherwise.
 */
export function acceptedStep(secret: string, code: string, usedStep: number | null): number | undefined {
  const now = Math.floor(Date.now() / 1000)
  // otplib refuses a used step beyond the window; every step in the window is then used.
  const latest = Math.floor((now + TOLERANCE_SECONDS) / PERIOD_SECONDS)
  const result = verifySync({
    secret,
    token: code,
    epoch: now,
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(usedStep !== null && { afterTimeStep: Math.min(usedStep, latest) })
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

/** Ten new recovery codes, such as `k3mzq-8ttwa`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/**
 * SHA-256 of a recovery code as typed, its letters and digits alone, without case: how it is stored
 * and found. A code copied through a word processor or a PDF may come back with a typographic dash
 * or full-width characters; NFKC turns those into the plain ones, the rest is punctuation.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex')
}
