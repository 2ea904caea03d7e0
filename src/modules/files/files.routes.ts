import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { principalOf } from '../../core/http/auth.js'
import { DeletedSchema, EnvelopeSchema, IdParams, ok } from '../../core/http/envelope.js'
import { errorResponse } from '../../core/http/openapi.js'
import { PageSchema } from '../../core/http/pagination.js'
import { isImage } from './file-types.js'
import { contentDisposition } from './filename.js'
import { assertMultipart, MULTIPART_LIMITS, readUpload } from './files.multipart.js'
import { FileSchema, ListFilesQuery, ServeParams, ServeQuery, UploadBody } from './files.schemas.js'
import type { FilesService, ServedFile } from './files.service.js'
import type { ThumbnailsService } from './thumbnails/thumbnails.service.js'
import { closeWithConnection } from './queued-answers.js'
import { requestedRange } from './range.js'

const tags = ['files']
const VISIBILITY = 'A user sees their own files; an administrator sees everyone\'s. Another user\'s file answers 404.'

/** A Range the file cannot satisfy: 416, which has no error code of its own (so BAD_REQUEST, as the error handler does for such statuses). */
class RangeNotSatisfiable extends Error {
  readonly statusCode = 416
}

interface FilesRoutesOptions {
  files: FilesService
  thumbnails: ThumbnailsService
  maxUploadBytes: number
  thumbnailMaxPixels: number
}

export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (app, { files, thumbnails, maxUploadBytes, thumbnailMaxPixels }) => {
  app.post(
    '/api/upload',
    {
      config: { auth: 'user' },
      // The body is read as a stream by the handler, never parsed whole: the schema documents
      // it, and the handler's own checks answer for it.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'uploadFile',
        tags,
        summary: 'Upload a file',
        description: [
          `multipart/form-data with one file part named \`file\`, at most ${maxUploadBytes} bytes (MAX_UPLOAD_BYTES; exactly that is accepted); up to ${MULTIPART_LIMITS.fields} small other fields are ignored.`,
          'The type comes from the bytes, never from the name or the part\'s Content-Type: PNG, JPEG, GIF, WebP and PDF by their magic numbers; text when every byte is valid UTF-8 without control characters (tab, line breaks, form feed and escape are allowed) and the text does not begin (after white space) with `<`, so HTML, XML and SVG are refused.',
          'Text is `application/json` when it is one JSON object or array, `text/csv` when the name ends in .csv, `text/plain` otherwise.',
          '`filename` is the original name without its path, control or invisible characters, with `" * : < > ? |` made `_`, at most 200 UTF-16 code units (a character outside the BMP counts two), `file` when nothing is left. Writes `file.uploaded`.',
          "An account's files and uploads in progress take at most UPLOAD_QUOTA_BYTES together: an upload holds, while it streams, the most it may write (its Content-Length, at most MAX_UPLOAD_BYTES, or what is left of the quota), and one past that is 413, however many are sent at once. With local storage, an upload answers 503 when the disk, less what the uploads in progress may still write, would keep less than MIN_FREE_DISK_BYTES free."
        ].join(' '),
        consumes: ['multipart/form-data'],
        body: UploadBody,
        response: {
          201: EnvelopeSchema(FileSchema),
          400: errorResponse('BAD_REQUEST: the multipart body is malformed, or has too many parts or fields'),
          413: errorResponse('PAYLOAD_TOO_LARGE: the file is over MAX_UPLOAD_BYTES; nothing is stored'),
          415: errorResponse('UNSUPPORTED_MEDIA_TYPE: the body is not multipart/form-data, or the file is of a type not allowed; nothing is stored'),
          422: errorResponse('VALIDATION_ERROR: details.file when there is no part named file, it is empty, its filename is not valid UTF-8, or a second file part follows')
        }
      }
    },
    async (request, reply) => {
      try {
        assertMultipart(request)
        const file = await files.inTurn(request.raw.socket, async () => files.upload(principalOf(request), await readUpload(request, maxUploadBytes)))
        return reply.code(201).send(ok(file, 'File uploaded'))
      } catch (error) {
        // The rest of a refused body is not read: the connection closes after the answer
        // rather than waiting for bytes nobody will read.
        reply.header('Connection', 'close')
        throw error
      }
    }
  )

  app.get(
    '/api/upload',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listFiles',
        tags,
        summary: 'List uploaded files',
        description: `${VISIBILITY} \`sort\` defaults to \`-createdAt\`.`,
        querystring: ListFilesQuery,
        response: { 200: EnvelopeSchema(PageSchema(FileSchema)) }
      }
    },
    async (request) => ok(await files.list(principalOf(request), request.query))
  )

  app.delete(
    '/api/upload/:id',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'deleteFile',
        tags,
        summary: 'Delete a file',
        description: `The uploader or an administrator. ${VISIBILITY} The bytes are removed and the file's URL answers 404 from then on. Writes \`file.deleted\`.`,
        params: IdParams,
        response: { 200: EnvelopeSchema(DeletedSchema) }
      }
    },
    async (request) => {
      await files.delete(principalOf(request), request.params.id)
      return ok({ id: request.params.id }, 'File deleted')
    }
  )

  app.get(
    '/files/:id/:filename',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'downloadFile',
        tags,
        summary: 'Download a file',
        description: [
          'The bytes of an uploaded file at its `url`; no authentication, no rate limit. An unknown id, or a name that is not the file\'s, is 404.',
          'Served with the stored type (`; charset=utf-8` for text), `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox`, `Cross-Origin-Resource-Policy: cross-origin` (a panel on another origin can show images), and `Content-Disposition: attachment` for anything but images (`inline` for images), with an ASCII `filename` and the exact name in `filename*` (RFC 6266).',
          '`ETag` with `If-None-Match` (304), `Cache-Control: no-cache` (revalidated each time, so a deleted file is never served from a cache), and one `Range` of bytes (206; 416 with `Content-Range: bytes */<size>` when it starts past the end; several ranges are answered whole).',
          'Files up to 1 MiB are served from memory once downloaded whole; reading one into memory that takes the storage over 10 s answers 503 SERVICE_UNAVAILABLE (retry).',
          '`?thumb=<preset>` answers a thumbnail of an image instead, under the same rules (no authentication, ETag, Range, HEAD): `image/webp`, inline, named `<name>-<preset>.webp`, with its own ETag.',
          'It is made on its first request (that request waits for it; at most as many are made at once as the server has cores, the others wait their turn) and kept in storage beside the file, deleted with it: every later request reads it like a file.',
          'It is turned upright as the EXIF orientation says and carries no metadata of the original (no EXIF, GPS, XMP or colour profile: colours are sRGB); an animation gives its first frame.',
          `A file that is not an image has no thumbnails (404). An image of more than ${thumbnailMaxPixels} pixels (THUMBNAIL_MAX_PIXELS), refused before it is decoded, or one that cannot be decoded (truncated, corrupt) answers 422 with \`details.file\`; an unknown preset is 422 with \`details.thumb\`.`
        ].join(' '),
        params: ServeParams,
        querystring: ServeQuery,
        response: {
          200: Type.Unsafe({ type: 'string', format: 'binary', description: 'the file' }),
          206: Type.Unsafe({ type: 'string', format: 'binary', description: 'the requested range' }),
          304: Type.Unsafe({ type: 'null', description: 'not modified: the If-None-Match ETag is current' }),
          404: errorResponse('NOT_FOUND: no file has this id and name, or (with thumb) the file is not an image'),
          416: errorResponse('BAD_REQUEST (status 416): the Range starts past the end of the file; Content-Range gives the size'),
          422: errorResponse('VALIDATION_ERROR: details.thumb names an unknown preset; details.file: the image is over THUMBNAIL_MAX_PIXELS or cannot be decoded')
        }
      }
    },
    async (request, reply) => {
      const original = await files.find(request.params.id, request.params.filename)
      const preset = request.query.thumb
      const file = preset ? await thumbnails.find(original, preset) : original
      const etag = file.etag
      if (matches(request.headers['if-none-match'], etag)) return reply.headers(servingHeaders(file, etag)).code(304).send()
      // If-Range: a range of this version only; another ETag gets the whole file.
      const ifRange = request.headers['if-range']
      const range = ifRange === undefined || ifRange === etag ? requestedRange(request.headers.range, file.size) : undefined
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${file.size}`)
        throw new RangeNotSatisfiable(`The range asked for starts past the end of the file (${file.size} bytes)`)
      }
      // HEAD: the headers alone, without reading the bytes (an empty stream keeps Content-Length).
      // The bytes are at hand before the file's headers are set, so that a failed read (503, or
      // 404 when the file was deleted meanwhile) is answered without them.
      const body = request.method === 'HEAD' ? Readable.from([]) : await files.read(file, range, reply.raw, preset && (() => thumbnails.forget(file)))
      // An answer with its connection to itself is closed with it by Fastify; one still queued is not.
      if (body instanceof Readable && !reply.raw.socket) closeWithConnection(body, request.raw.socket)
      reply.headers(servingHeaders(file, etag))
      if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      reply.header('Content-Length', range ? range.end - range.start + 1 : file.size)
      return reply.send(body)
    }
  )
}

/** What a served file carries, on 200, 206 and 304 alike. */
function servingHeaders(file: ServedFile, etag: string): Record<string, string> {
  const text = file.mimeType.startsWith('text/') || file.mimeType === 'application/json'
  return {
    'Content-Type': text ? `${file.mimeType}; charset=utf-8` : file.mimeType,
    'Content-Disposition': contentDisposition(file.filename, isImage(file.mimeType) ? 'inline' : 'attachment'),
    'Content-Security-Policy': "sandbox; default-src 'none'",
    // Files are meant to be shown by the admin UI, which may live on another origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
    'Accept-Ranges': 'bytes',
    ETag: etag
  }
}

/** Whether an If-None-Match header names the ETag (or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || value === `W/${etag}`
  })
}
