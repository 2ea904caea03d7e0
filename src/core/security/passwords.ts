import { hash, verify } from '@node-rs/argon2'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { AppError } from '../errors.js'
import { Turns } from '../../lib/turns.js'

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. `algorithm: 2` is Argon2id
// (the package exports it as a const enum, which per-file transpilers cannot inline).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

// As many hashes run as this process has cores (at most libuv's 4 threads): more only queue and
// hold memory longer. Past MAX_WAITING a login flood gets 503 (docs/decisions/passwords-argon2id.md).
const hashing = new Turns(Math.min(4, availableParallelism()))
const MAX_WAITING = 256

function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.waiting >= MAX_WAITING) {
    return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'Too many sign-ins at once; retry in a few seconds', undefined, { 'Retry-After': '2' }))
  }
  return hashing.run(work)
}

/** An argon2id hash of `password` in PHC format. */
export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, OPTIONS))
}

/** Whether `password` matches `passwordHash`; false for a malformed hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withSlot(() => verify(passwordHash, password).catch(() => false))
}

let dummyHash: Promise<string> | undefined

/** Computes the hash verifyAgainstDummy compares with; call at start so no login pays for it. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/**
 * Verifies against a hash of a random password, so that a login for an unknown email costs
 * the same time as one with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password)
  return false
}

/** A random password for resets: 20 characters from a 64-symbol alphabet (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url')
}
