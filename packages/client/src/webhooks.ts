/**
 * Verifies a Standard Webhooks signature (`v1,<base64 HMAC-SHA256>` over id.timestamp.body) with
 * Web Crypto, so it runs in Node.js and browsers alike.
 */

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
}

export interface WebhookDelivery {
  id: string
  type: string
  timestamp: string
  data: unknown
}

export interface VerifyOptions {
  /** the webhook's secret: the one given when it was registered, or the one generated then */
  secret: string
  /** the delivery's headers (names in any case) */
  headers: Record<string, string | string[] | undefined> | Headers
  /** the body exactly as received, before any JSON parsing */
  body: string
  /** how far the signed time may be from now; 5 minutes unless given */
  toleranceSeconds?: number
  /** the time to check against, in milliseconds; now unless given */
  now?: number
}

const encoder = new TextEncoder()

/** The delivery, once its signature and time check out; throws WebhookVerificationError otherwise. */
export async function verifyWebhook(options: VerifyOptions): Promise<WebhookDelivery> {
  const header = (name: string) => {
    const value = options.headers instanceof Headers ? options.headers.get(name) : findHeader(options.headers, name)
    if (!value) throw new WebhookVerificationError(`The ${name} header is missing`)
    return value
  }
  const id = header('webhook-id')
  const timestamp = header('webhook-timestamp')
  const signatures = header('webhook-signature')
  const seconds = Number(timestamp)
  const tolerance = options.toleranceSeconds ?? 300
  if (!/^\d+$/.test(timestamp) || Math.abs((options.now ?? Date.now()) / 1000 - seconds) > tolerance) {
    throw new WebhookVerificationError('The webhook-timestamp is missing, malformed or too far from now')
  }
  const key = await crypto.subtle.importKey('raw', secretBytes(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
  const signed = encoder.encode(`${id}.${timestamp}.${options.body}`)
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',')
    if (version !== 'v1' || !signature) continue
    const bytes = fromBase64(signature)
    // crypto.subtle.verify compares in constant time.
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) return JSON.parse(options.body) as WebhookDelivery
  }
  throw new WebhookVerificationError('No signature matches the body')
}

function findHeader(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value
  }
  return undefined
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (!secret.startsWith('whsec_')) return encoder.encode(secret)
  const bytes = fromBase64(secret.slice('whsec_'.length))
  if (!bytes) throw new WebhookVerificationError('The secret after whsec_ is not base64')
  return bytes
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}
