import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config/config.js'
import { checkKey, StorageObjectMissing, type ByteRange, type StorageDriver, type StoredObject } from './storage.js'

const PREFIX = 'uploads/'
const PROBE_PREFIX = 'health/'
/**
 * S3 needs each part's length before sending it, and every part but the last of at least
 * 5 MiB: an upload holds at most one part in memory, whatever its size.
 */
const PART_BYTES = 5 * 1024 * 1024

/**
 * How long S3 may take to accept a connection and to begin an answer: the SDK has no limit of its
 * own, so an S3 that never answered would hold the request for good. A body already begun is not
 * timed here, as a slow client pauses it; IDLE_TIMEOUT_MS on our client's connection ends a stall.
 */
export interface S3Timeouts {
  connectMs: number
  answerMs: number
}
const S3_TIMEOUTS: S3Timeouts = { connectMs: 5_000, answerMs: 30_000 }

/**
 * Objects in one bucket, under `uploads/`, so that several instances share their files. An
 * object exists only once its last byte is sent (one PUT, or a multipart upload completed).
 */
export class S3Storage implements StorageDriver {
  readonly name = 's3'
  private readonly client: S3Client
  private readonly bucket: string
  private readonly instance = randomBytes(6).toString('hex')

  constructor(config: S3Config, timeouts: S3Timeouts = S3_TIMEOUTS) {
    this.bucket = config.bucket
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint && { endpoint: config.endpoint }),
      ...(config.credentials && { credentials: config.credentials }),
      forcePathStyle: config.forcePathStyle,
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.answerMs,
        throwOnRequestTimeout: true,
        // No socket limit: with the SDK's 50, slow download readers would hold them all and every other
        // S3 request (uploads, the health probe) would time out against a healthy S3.
        httpAgent: { maxSockets: Infinity },
        httpsAgent: { maxSockets: Infinity }
      }
    })
  }

  async write(key: string, source: AsyncIterable<Buffer>): Promise<number> {
    const Key = PREFIX + checkKey(key)
    let pending: Buffer[] = []
    let pendingBytes = 0
    let size = 0
    let upload: { id: string; parts: CompletedPart[] } | undefined
    const sendPart = async () => {
      upload ??= { id: await this.startUpload(Key), parts: [] }
      const PartNumber = upload.parts.length + 1
      const body = Buffer.concat(pending)
      pending = []
      pendingBytes = 0
      const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: upload.id, PartNumber, Body: body }))
      upload.parts.push({ ETag, PartNumber })
    }
    try {
      for await (const chunk of source) {
        size += chunk.length
        pending.push(chunk)
        pendingBytes += chunk.length
        if (pendingBytes >= PART_BYTES) await sendPart()
      }
      if (!upload) {
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: Buffer.concat(pending) }))
        return size
      }
      if (pendingBytes > 0) await sendPart()
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: upload.id, MultipartUpload: { Parts: upload.parts } })
      )
      return size
    } catch (error) {
      // Parts of an abandoned upload are invisible but billed; a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) catches those this abort misses.
      const id = (upload as { id: string } | undefined)?.id
      if (id) await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: id })).catch(() => {})
      throw error
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: PREFIX + checkKey(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) })
      )
      return Body as Readable
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') throw new StorageObjectMissing(key)
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: PREFIX + checkKey(key) }))
  }

  async *list(): AsyncIterable<StoredObject[]> {
    let ContinuationToken: string | undefined
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, ContinuationToken }))
      const batch = (page.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified ? [{ key: object.Key.slice(PREFIX.length), modifiedAt: object.LastModified }] : []
      )
      if (batch.length > 0) yield batch
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  /** Nothing to do: an unfinished write is an upload aborted on failure, never an object (see write). */
  async removeAbandoned(): Promise<number> {
    return 0
  }

  // The bucket's space is the provider's to manage.
  async freeBytes(): Promise<null> {
    return null
  }

  async probe(): Promise<void> {
    const Key = `${PROBE_PREFIX}${this.instance}`
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: 'ok' }))
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))
  }

  close(): void {
    this.client.destroy()
  }

  private async startUpload(Key: string): Promise<string> {
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }))
    if (!UploadId) throw new Error('S3 started a multipart upload without an id')
    return UploadId
  }
}
