import { createHmac, randomBytes } from 'node:crypto'
import { SecretBox as Box } from '../../lib/secret-box.js'

/**
 * Keeps webhook secrets encrypted at rest, with a key derived from WEBHOOK_SECRET_KEY, else
 * JWT_SECRET: a copy of the database alone does not let anyone sign deliveries.
 */
export class SecretBox extends Box {
  constructor(masterSecret: string) {
    super(masterSecret, 'admin-panel webhooks', 'webhook secret encryption v1')
  }
}

const WHSEC = 'whsec_'
/** A `whsec_` key decodes to this many bytes at least and at most (Standard Webhooks). */
export const WHSEC_MIN_BYTES = 24
export const WHSEC_MAX_BYTES = 64
const GENERATED_BYTES = 32

/**
 * What is wrong with a secret, or undefined: after `whsec_` must come standard base64 of 24 to
 * 64 bytes; a secret without the prefix is used as raw bytes, and must be printable ASCII, so
 * that its bytes are the same whichever way a receiver's library reads the string.
 */
export function secretProblem(secret: string): string | undefined {
  if (!secret.startsWith(WHSEC)) {
    return /^[\x20-\x7e]+$/.test(secret) ? undefined : 'without the whsec_ prefix must be printable ASCII (it is used as raw bytes)'
  }
  const encoded = secret.slice(WHSEC.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return 'after whsec_ must come standard base64 (A-Z a-z 0-9 + / and = padding)'
  const bytes = Buffer.from(encoded, 'base64').length
  if (bytes < WHSEC_MIN_BYTES || bytes > WHSEC_MAX_BYTES) {
    return `after whsec_ must come the base64 of ${WHSEC_MIN_BYTES} to ${WHSEC_MAX_BYTES} bytes (Standard Webhooks), got ${bytes} bytes`
  }
  return undefined
}

/** A new Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function generateSecret(): string {
  return `${WHSEC}${randomBytes(GENERATED_BYTES).toString('base64')}`
}

/**
 * Standard Webhooks signature headers for a body: the key is the secret's bytes, or the bytes
 * of its base64 after `whsec_`; the signature is HMAC-SHA256 of `<id>.<timestamp>.<body>`.
 */
export function signatureHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const key = secret.startsWith(WHSEC) ? Buffer.from(secret.slice(WHSEC.length), 'base64') : Buffer.from(secret, 'utf8')
  const timestamp = Math.floor(now / 1000).toString()
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }
}
