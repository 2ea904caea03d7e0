/**
 * What `npm run bench` measures, as data: each case's method, paths, bodies and who signs in.
 * One definition serves both wrk (bench/wrk.ts turns a case into a Lua script) and the
 * correctness test (test/unit/bench.test.ts sends each case's first request with fetch), so
 * the requests the test proves 2xx are the ones the bench sends, not a copy of them.
 */
import { ACCOUNTS, emailOf, FILTER_TAG, PASSWORD, UPLOADER_COUNT, type Seeded } from './seed.js'

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT'
  /** request i goes to paths[i % paths.length]: one path, or ids to rotate over */
  paths: string[]
  /** bearer tokens, rotated the same way (i % tokens.length); none: no Authorization header */
  tokens?: string[]
  contentType?: string
  /** bodies, rotated the same way */
  bodies?: Array<string | Buffer>
}

/** What the cases need from a running service: tokens signed in over HTTP, and a stored file. */
export interface Session {
  /** `readerApiToken`: a personal API token (scope read) of the reader, for the same reads as `reader` */
  tokens: { admin: string; reader: string; readerApiToken: string; writer: string; uploaders: string[] }
  /** the accounts of `tokens.uploaders`, whose files are removed between upload runs */
  uploaderIds: string[]
  /** the file the download case reads (uploaded by the administrator, never removed) */
  download: { id: string; path: string }
  /** the multipart body of the upload case, and its Content-Type */
  upload: { body: Buffer; contentType: string }
  seeded: Seeded
}

export interface BenchCase {
  key: string
  name: string
  /** concurrent connections when not the run's default (sign-in: 4, the size of the hash pool) */
  connections?: number
  /** stores files: between runs the bench removes the uploaders' files (bench/seed.ts removeUploads) */
  storesFiles?: boolean
  spec(session: Session): RequestSpec
}

const json = 'application/json'

/**
 * The service's cases, in the order they run: reads first, so that what the writes add (new
 * items, sessions, files, events) does not change what the reads measure.
 */
export const CASES: BenchCase[] = [
  { key: 'health', name: 'GET /api/health', spec: () => ({ method: 'GET', paths: ['/api/health'] }) },
  { key: 'me', name: 'GET /api/users/me', spec: (s) => ({ method: 'GET', paths: ['/api/users/me'], tokens: [s.tokens.reader] }) },
  // The same read with a personal API token instead of a JWT: what checking one costs against the other.
  { key: 'me-api-token', name: 'GET /api/users/me (personal API token)', spec: (s) => ({ method: 'GET', paths: ['/api/users/me'], tokens: [s.tokens.readerApiToken] }) },
  {
    key: 'content-by-id',
    name: 'GET /api/content/{id} (1,000 published ids)',
    spec: (s) => ({ method: 'GET', paths: s.seeded.publishedIds.map((id) => `/api/content/${id}`), tokens: [s.tokens.reader] })
  },
  {
    key: 'list',
    name: 'GET /api/content?limit=20 (list of 20 with total, administrator)',
    // As the administrator, who sees every item: the same work as the anchors' list of 20 with COUNT(*).
    spec: (s) => ({ method: 'GET', paths: ['/api/content?limit=20'], tokens: [s.tokens.admin] })
  },
  {
    key: 'filtered',
    name: `GET /api/content?status=published&tag=${FILTER_TAG}&sort=-publishedAt`,
    spec: (s) => ({ method: 'GET', paths: [`/api/content?status=published&tag=${FILTER_TAG}&sort=-publishedAt`], tokens: [s.tokens.reader] })
  },
  { key: 'dashboard', name: 'GET /api/dashboard (administrator)', spec: (s) => ({ method: 'GET', paths: ['/api/dashboard'], tokens: [s.tokens.admin] }) },
  { key: 'download', name: 'GET /files/{id}/{name} (1 MiB PNG)', spec: (s) => ({ method: 'GET', paths: [s.download.path] }) },
  {
    key: 'create',
    name: 'POST /api/content',
    spec: (s) => ({ method: 'POST', paths: ['/api/content'], tokens: [s.tokens.writer], contentType: json, bodies: [CREATE_BODY] })
  },
  {
    key: 'update-publish',
    name: 'PUT /api/content/{id} status published (1,000 ids)',
    // draft -> published the first time, published -> published after: both allowed (workflow.ts).
    spec: (s) => ({
      method: 'PUT',
      paths: s.seeded.writableIds.map((id) => `/api/content/${id}`),
      tokens: [s.tokens.writer],
      contentType: json,
      bodies: [JSON.stringify({ title: 'Revised and published by the bench', status: 'published' })]
    })
  },
  {
    key: 'upload',
    name: `POST /api/upload (1 MiB PNG, ${UPLOADER_COUNT} accounts)`,
    storesFiles: true,
    spec: (s) => ({ method: 'POST', paths: ['/api/upload'], tokens: s.tokens.uploaders, contentType: s.upload.contentType, bodies: [s.upload.body] })
  },
  {
    key: 'login',
    name: 'POST /api/auth/login (4 connections, every account in turn)',
    connections: 4,
    // Every seeded account in turn: each success clears its email's throttle count anyway, but
    // rotating keeps one account's sessions from piling up.
    spec: (s) => ({
      method: 'POST',
      paths: ['/api/auth/login'],
      contentType: json,
      bodies: Array.from({ length: s.seeded.counts.users }, (_, n) => JSON.stringify({ email: emailOf(n), password: PASSWORD }))
    })
  }
]

const CREATE_BODY = JSON.stringify({
  title: 'Created by the bench',
  content: 'A new item as an editor saves it: a title, a few paragraphs of markdown and two tags. '.repeat(6),
  type: 'blog',
  tags: ['bench', FILTER_TAG]
})

/** The bare route the ceiling serves (bench/ceiling.ts): what Fastify alone answers on the same core. */
export const CEILING_SPEC: RequestSpec = { method: 'GET', paths: ['/ceiling'] }

/** The i-th request of a spec, as headers and body. */
export function nthRequest(spec: RequestSpec, i: number): { method: string; path: string; headers: Record<string, string>; body?: string | Buffer } {
  const pick = <T>(list: T[]): T => list[i % list.length]!
  const headers: Record<string, string> = {}
  if (spec.tokens?.length) headers.authorization = `Bearer ${pick(spec.tokens)}`
  if (spec.contentType) headers['content-type'] = spec.contentType
  const body = spec.bodies?.length ? pick(spec.bodies) : undefined
  return { method: spec.method, path: pick(spec.paths), headers, ...(body !== undefined && { body }) }
}

/** Sends the i-th request of a spec to `base`; answers the status and the body's text. */
export async function send(base: string, spec: RequestSpec, i = 0): Promise<{ status: number; text: string }> {
  const request = nthRequest(spec, i)
  const body = typeof request.body === 'string' ? request.body : request.body && new Uint8Array(request.body)
  const response = await fetch(`${base}${request.path}`, { method: request.method, headers: request.headers, ...(body !== undefined && { body }) })
  return { status: response.status, text: await response.text() }
}

/** Signs the n-th seeded account in over HTTP. */
export async function signIn(base: string, n: number): Promise<{ id: string; token: string }> {
  const answer = await send(base, { method: 'POST', paths: ['/api/auth/login'], contentType: json, bodies: [JSON.stringify({ email: emailOf(n), password: PASSWORD })] })
  if (answer.status !== 200) throw new Error(`signing in ${emailOf(n)}: ${answer.status} ${answer.text.slice(0, 300)}`)
  const { data } = JSON.parse(answer.text) as { data: { user: { id: string }; token: string } }
  return { id: data.user.id, token: data.token }
}

/**
 * Signs the cases' accounts in over HTTP (administrator, reader, writer, uploaders) and uploads
 * the file the download case reads.
 */
export async function openSession(base: string, seeded: Seeded): Promise<Session> {
  const [admin, reader, writer, ...uploaders] = await Promise.all(
    [ACCOUNTS.admin, ACCOUNTS.reader, ACCOUNTS.writer, ...Array.from({ length: UPLOADER_COUNT }, (_, i) => ACCOUNTS.firstUploader + i)].map((n) => signIn(base, n))
  )
  const upload = uploadBody()
  const created = await send(base, {
    method: 'POST',
    paths: ['/api/auth/tokens'],
    tokens: [reader!.token],
    contentType: json,
    bodies: [JSON.stringify({ name: 'bench', scope: 'read' })]
  })
  if (created.status !== 201) throw new Error(`creating the reader's API token: ${created.status} ${created.text.slice(0, 300)}`)
  const readerApiToken = (JSON.parse(created.text) as { data: { token: string } }).data.token
  const stored = await send(base, { method: 'POST', paths: ['/api/upload'], tokens: [admin!.token], contentType: upload.contentType, bodies: [upload.body] })
  if (stored.status !== 201) throw new Error(`uploading the file to download: ${stored.status} ${stored.text.slice(0, 300)}`)
  const file = (JSON.parse(stored.text) as { data: { id: string; url: string } }).data
  return {
    tokens: { admin: admin!.token, reader: reader!.token, readerApiToken, writer: writer!.token, uploaders: uploaders.map((u) => u.token) },
    uploaderIds: uploaders.map((u) => u.id),
    download: { id: file.id, path: new URL(file.url).pathname },
    upload,
    seeded
  }
}

export const UPLOAD_BYTES = 1024 * 1024
const BOUNDARY = 'bench-boundary-7MA4YWxkTrZu0gW'

/** A multipart body holding one 1 MiB PNG in a part named `file`, as a browser sends it. */
export function uploadBody(): { body: Buffer; contentType: string } {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  return { body: Buffer.concat([head, png(UPLOAD_BYTES), tail]), contentType: `multipart/form-data; boundary=${BOUNDARY}` }
}

/**
 * A PNG of exactly `size` bytes: signature, IHDR, one IDAT of incompressible filler, IEND. The
 * service recognises it by its first chunks (file-type), as it would a photo.
 */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    typed.copy(out, 4)
    out.writeUInt32BE(crc32(typed), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1024, 0) // width
  ihdr.writeUInt32BE(256, 4) // height
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const fixed = signature.length + (12 + ihdr.length) + 12 + 12
  const filler = Buffer.alloc(size - fixed)
  let x = 0x2545f491
  for (let i = 0; i < filler.length; i++) {
    // xorshift32: deterministic, incompressible
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    filler[i] = x & 0xff
  }
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', filler), chunk('IEND', Buffer.alloc(0))])
}

let crcTable: Uint32Array | undefined

function crc32(bytes: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
