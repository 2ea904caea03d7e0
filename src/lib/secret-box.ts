import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Keeps a secret encrypted at rest (AES-256-GCM), so that a copy of the database alone does not
 * reveal it. The key is derived with HKDF from a configured secret, with a salt and info of the
 * caller's, so that each use gets its own key. A sealed value is `v1:<base64 iv | tag | ciphertext>`.
 */
export class SecretBox {
  private readonly key: Buffer

  constructor(masterSecret: string, salt: string, info: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, salt, info, 32))
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`
  }

  /** The secret; throws when the value was sealed with another key (the key was changed). */
  open(sealed: string): string {
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64')
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
  }
}
