import { fileTypeFromBuffer } from 'file-type'
import { AppError, invalidField } from '../../core/errors.js'
import { TextCheck } from './text-check.js'

/** Types recognised by their magic numbers. */
const BINARY_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']
/** Text: valid UTF-8 that does not begin with `<`; which of the three is a label (see labelText). */
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/json']

/** Every media type an upload may have, as the public settings show them. */
export const ALLOWED_FILE_TYPES: readonly string[] = [...BINARY_TYPES, ...TEXT_TYPES]

/** Images are shown in the browser; everything else is downloaded. */
export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/')
}

// file-type reads at most this much of a file's start for any format it knows.
const HEAD_BYTES = 4100

export interface Inspection {
  mimeType: string
  size: number
}

/**
 * Passes an upload's bytes through while deciding what they are (magic numbers, else text to the
 * last byte). Throws 413 past `maxBytes`, 415 on a refused type, 422 when empty.
 */
export async function* inspect(
  source: AsyncIterable<Buffer>,
  options: {
    maxBytes: number
    filename: string
    /** hears the bytes counted so far as each chunk arrives, and throws to refuse them */
    within?: (size: number) => void
  },
  done: (inspection: Inspection) => void
): AsyncGenerator<Buffer> {
  let size = 0
  const counted = async function* () {
    for await (const chunk of source) {
      size += chunk.length
      options.within?.(size)
      if (size > options.maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the ${options.maxBytes} bytes an upload may have`)
      }
      yield chunk
    }
  }
  const chunks = counted()
  try {
    const head: Buffer[] = []
    let headBytes = 0
    while (headBytes < HEAD_BYTES) {
      const next = await chunks.next()
      if (next.done) break
      head.push(next.value)
      headBytes += next.value.length
    }
    if (headBytes === 0) throw invalidField('file', 'must not be empty')

    // The first chunk of a socket read (up to 64 KiB) usually holds the whole head: sniffed in
    // place rather than copied, so an upload allocates no buffer besides its body's.
    const binary = await fileTypeFromBuffer(head.length === 1 ? head[0]! : Buffer.concat(head))
    if (binary) {
      if (!BINARY_TYPES.includes(binary.mime)) throw refused(`is ${binary.mime}`)
      yield* head
      yield* chunks
      done({ mimeType: binary.mime, size })
      return
    }

    const text = new TextCheck()
    for (const chunk of head) text.feed(chunk)
    if (text.problem) throw refused(text.problem)
    yield* head
    for await (const chunk of chunks) {
      text.feed(chunk)
      if (text.problem) throw refused(text.problem)
      yield chunk
    }
    text.end()
    if (text.problem) throw refused(text.problem)
    done({ mimeType: labelText(text.isJson, options.filename), size })
  } finally {
    // A refusal stops reading: the part's stream is closed rather than left waiting.
    await chunks.return(undefined)
  }
}

/**
 * Which text type valid text is: JSON when the bytes are one JSON object or array (checked, not
 * guessed), CSV when the name says so (any text may be CSV, so the name is the only sign, and
 * only ever a label among text types), plain text otherwise.
 */
function labelText(isJson: boolean, filename: string): string {
  if (isJson) return 'application/json'
  return /\.csv$/i.test(filename) ? 'text/csv' : 'text/plain'
}

function refused(why: string): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The file ${why}; accepted are PNG, JPEG, GIF, WebP, PDF and UTF-8 text (plain, CSV, JSON) not beginning with <`
  )
}
