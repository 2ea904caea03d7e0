import { Socket } from 'node:net'
import type { FastifyRequest } from 'fastify'
import type { Multipart } from '@fastify/multipart'
import { AppError, invalidField } from '../../core/errors.js'
import { SliceMemories } from '../../lib/free-buffer.js'
import type { IncomingUpload } from './files.service.js'

const PREMATURE_CLOSE = 'The request ended before its multipart body did'

// The file's chunks that are slices of a body read (the read that also held the part's headers,
// the one with the closing boundary) are freed once the whole body is read, so that a burst of
// uploads leaves no pile of them in malloc's heap; a body cut up more than this is left to the collector.
const SLICES_FREED = 8

/** Besides the file, a form may carry a few small fields (ignored), and nothing more. */
export const MULTIPART_LIMITS = { fields: 10, fieldSize: 1024, fieldNameSize: 100, files: 1, parts: 11, headerPairs: 20 }

/** 415 unless the body is multipart. */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in a part named file')
  }
}

/**
 * The multipart upload's one `file` part, streamed, never buffered. 400 when the client is gone
 * already; 422 `details.file` when no such part comes. `rest()` reads what follows.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<IncomingUpload> {
  // The parser waits for a 'close' that a request destroyed before it has already emitted:
  // it would never answer, and the upload would hold its turn for good.
  if (request.raw.destroyed) throw new AppError('BAD_REQUEST', PREMATURE_CLOSE)
  // fileSize: the parser cuts a part one byte past the limit, so that the size check that
  // answers 413 sees it was over.
  const parts = request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes + 1 } })
  const slices = bodyReads(request)
  for (;;) {
    const part = await nextPart(parts)
    if (!part) throw invalidField('file', 'is required: send the file in a multipart part named file')
    if (part.type !== 'file') continue
    if (part.fieldname !== 'file') {
      part.file.destroy()
      throw invalidField('file', `is required: the file part is named ${JSON.stringify(part.fieldname.slice(0, 100))}, not file`)
    }
    // The parser turns bytes that are not UTF-8 into U+FFFD: such a name is refused, not repaired.
    if (part.filename.includes('\uFFFD')) {
      part.file.destroy()
      throw invalidField('file', 'has a filename that is not valid UTF-8 (a name holding U+FFFD, the mark such bytes leave, is refused too): send the name in UTF-8')
    }
    return {
      filename: part.filename,
      bytes: translated(part.file, slices),
      sizeAtMost: declaredLength(request),
      rest: async () => {
        await drain(parts)
        slices?.free()
      }
    }
  }
}

/**
 * What may free the body's reads: each read from a connection is the HTTP parser's copy, ours
 * alone (an injected body is the caller's). Listening from the parser's first read on, beside it.
 */
function bodyReads(request: FastifyRequest): SliceMemories | undefined {
  if (!(request.raw.socket instanceof Socket)) return undefined
  const slices = new SliceMemories(SLICES_FREED)
  request.raw.on('data', (read: Buffer) => slices.own(read))
  return slices
}

/** The request's Content-Length, which the file part cannot exceed; undefined when it is sent chunked. */
function declaredLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length'])
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined
}

async function nextPart(parts: AsyncIterableIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const next = await parts.next()
    return next.done ? undefined : next.value
  } catch (error) {
    throw multipartError(error)
  }
}

/** The rest of the body: fields are ignored; a second file is refused (the parser's files limit). */
async function drain(parts: AsyncIterableIterator<Multipart>): Promise<void> {
  while (await nextPart(parts));
}

async function* translated(stream: AsyncIterable<Buffer>, slices: SliceMemories | undefined): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) {
      slices?.note(chunk)
      yield chunk
    }
  } catch (error) {
    throw multipartError(error)
  }
}

/** The parser's failures, as the API's error codes. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return invalidField('file', 'must be the only file: the body holds a second file part')
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', `The multipart body has more than ${MULTIPART_LIMITS.parts} parts`)
    case 'FST_FIELDS_LIMIT':
      return new AppError('BAD_REQUEST', `The multipart body has more than ${MULTIPART_LIMITS.fields} fields besides the file`)
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than an upload may be')
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', PREMATURE_CLOSE)
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', 'The multipart body has a field name that is not allowed')
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('BAD_REQUEST', 'A multipart field labelled as JSON is not valid JSON')
  }
  // The parser's own errors (a missing boundary, a malformed part header, a body cut short)
  // carry no code; they all mean the body is not well-formed multipart.
  if (error instanceof Error && !(error as { code?: string }).code) return new AppError('BAD_REQUEST', 'The multipart body is malformed')
  return error
}
