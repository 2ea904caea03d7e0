import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/schema.js'
import { transact, type Tx } from '../../core/db/transaction.js'
import { AppError } from '../../core/errors.js'
import { newId } from '../../lib/ids.js'
import type { StorageDriver } from '../../core/storage/storage.js'
import type { FilesRepository } from './files.repository.js'

/** Bytes held for one upload in progress. */
export interface Reservation {
  id: string
  bytes: number
  /** true when what was left of the quota, not the upload's own bound, set the size */
  byQuota: boolean
}

export interface ReservationsDeps {
  db: Kysely<Database>
  repo: FilesRepository
  storage: StorageDriver
  quotaBytes: number
  minFreeDiskBytes: number
  /** how long a reservation outlives its last renewal: the most a crashed upload holds it */
  leaseMs: number
}

/**
 * Bytes reserved for uploads in progress, under a lock shared by all instances, so no number of
 * concurrent uploads passes a quota or the free disk. A crashed upload's reservation lapses.
 */
export class UploadReservations {
  constructor(private readonly deps: ReservationsDeps) {}

  /**
   * Reserves up to `wanted` bytes for the user, less when less is left of the quota: 413 when
   * nothing is left, 503 when the disk, counting every reservation, has no room for it.
   */
  reserve(userId: string, wanted: number): Promise<Reservation> {
    const { repo, storage, quotaBytes, minFreeDiskBytes, leaseMs } = this.deps
    return transact(this.deps.db, async (tx) => {
      await repo.lockReservations(tx.db)
      const now = new Date()
      await repo.dropLapsed(tx.db, now.toISOString())
      const used = await this.used(tx, userId, now)
      if (used >= quotaBytes) throw quotaFull(`Your files and uploads in progress take ${used} bytes`, quotaBytes)
      const bytes = Math.min(wanted, quotaBytes - used)
      const free = await storage.freeBytes()
      if (free !== null && free - (await repo.reservedBytes(tx.db, now.toISOString())) < minFreeDiskBytes + bytes) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The file store is nearly full; uploads are refused until space is freed')
      }
      const id = newId()
      await repo.reserve(tx.db, { id, user_id: userId, bytes, expires_at: new Date(now.getTime() + leaseMs).toISOString() })
      return { id, bytes, byQuota: bytes < wanted }
    })
  }

  /** Renews the reservation every third of the lease until the returned function is called. */
  keep(reservation: Reservation): () => void {
    const { repo, db, leaseMs } = this.deps
    const timer = setInterval(() => {
      // A renewal that fails (the database is down) leaves the reservation to lapse: settle() then checks the quota again.
      repo.renewReservation(db, reservation.id, new Date(Date.now() + leaseMs).toISOString()).catch(() => {})
    }, leaseMs / 3)
    timer.unref()
    return () => clearInterval(timer)
  }

  /**
   * Within the transaction that stores the upload's file row: the row takes the reservation's
   * place. A reservation that lapsed meanwhile (the process stalled past its lease) held nothing,
   * so the quota is checked again for the file's `size`.
   */
  async settle(tx: Tx, reservation: Reservation, userId: string, size: number): Promise<void> {
    if (await this.deps.repo.release(tx.db, reservation.id)) return
    await this.deps.repo.lockReservations(tx.db)
    const used = await this.used(tx, userId, new Date())
    if (used + size > this.deps.quotaBytes) throw quotaFull(`Your files and uploads in progress take ${used} bytes`, this.deps.quotaBytes)
  }

  /** Gives the reservation back, when its upload failed; should that fail too, it lapses. */
  async release(reservation: Reservation): Promise<void> {
    await this.deps.repo.release(this.deps.db, reservation.id).catch(() => {})
  }

  private used(tx: Tx, userId: string, now: Date): Promise<number> {
    return this.deps.repo.usedBytes(tx.db, userId, now.toISOString())
  }
}

/** 413 for an upload the quota has no room for. */
export function quotaFull(taken: string, quotaBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `${taken} of your ${quotaBytes}-byte quota (UPLOAD_QUOTA_BYTES); delete some files first`)
}
