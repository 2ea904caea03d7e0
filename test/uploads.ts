import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe } from 'node:test'
import { eachDatabase, type DatabaseKind } from './support/databases.js'

/** Small real files of each kind, built the way their formats begin. */
export const SAMPLES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.from([0xff, 0xd9])]),
  gif: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAACAkQBADs=', 'base64'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  text: Buffer.from('Hello, world.\nA second line, with ünïcödé and 漢字.\n'),
  csv: Buffer.from('name,count\n"a, b",1\nc,2\n'),
  json: Buffer.from('\n  {"items": [1, -2.5e3, true, null, "a\\"b\\u00e9"], "nested": {"deep": [[], {}]}}\n'),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(0x3a), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(20), Buffer.from('a.txt')]),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  htmlAfterSpace: Buffer.from(' \r\n\t <html><script>alert(1)</script></html>'),
  htmlAfterBom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n<html></html>')]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  xml: Buffer.from('<?xml version="1.0"?><root/>'),
  latin1: Buffer.from('caf\xe9 cr\xe8me', 'latin1'),
  utf16: Buffer.from('\ufeffhello', 'utf16le'),
  nul: Buffer.from('text with a \0 NUL'),
  cutUtf8: Buffer.concat([Buffer.from('ends mid-character '), Buffer.from([0xe2, 0x82])]),
  random: randomBytes(4096)
}

export interface Part {
  name: string
  filename?: string
  contentType?: string
  data: Buffer | string
}

/** A multipart/form-data body with these parts, and its Content-Type header. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream')
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** An S3-compatible server (s3rver) on 127.0.0.1, in a temp directory, for the s3 driver's tests. */
export async function startS3(): Promise<{ newBucket(): Promise<Record<string, string>>; close(): Promise<void> }> {
  // Loaded here: most files import this one for SAMPLES and multipart alone.
  const [{ default: S3rver }, { CreateBucketCommand, S3Client }] = await Promise.all([import('s3rver'), import('@aws-sdk/client-s3')])
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  return {
    /** A bucket of its own for one test app, as the environment that names it. */
    newBucket: async () => {
      const bucket = `test-${randomBytes(6).toString('hex')}`
      await client.send(new CreateBucketCommand({ Bucket: bucket }))
      return {
        STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true'
      }
    },
    close: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    }
  }
}

/**
 * Runs `suite` on each storage driver (local, then s3) and each database. One s3rver serves the
 * whole test file (started before its tests, closed after); `storageEnv` gives a suite's app a
 * bucket of its own on s3, nothing on local storage. Answers the s3rver for tests of their own.
 */
export function eachStorage(suite: (kind: DatabaseKind, driver: 'local' | 's3', storageEnv: () => Promise<Record<string, string>>) => void) {
  let s3: Awaited<ReturnType<typeof startS3>>
  before(async () => {
    s3 = await startS3()
  })
  after(() => s3.close())
  for (const driver of ['local', 's3'] as const) {
    describe(`${driver} storage`, () => {
      eachDatabase((kind) => suite(kind, driver, async () => (driver === 's3' ? s3.newBucket() : {})))
    })
  }
  return { newBucket: () => s3.newBucket() }
}
