/**
 * Longest name kept, in UTF-16 code units (a character outside the BMP counts two): the router's
 * bound on a path segment, so that every name can be served at its URL. The extension survives
 * the cut.
 */
export const MAX_FILENAME_LENGTH = 200
const MAX_EXTENSION_CHARS = 20

// Controls (C0, DEL, C1), the bidirectional overrides and isolates that can make "exe.txt"
// read as "txt.exe", zero-width and other invisible characters, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/g
// Characters that no common file system accepts in a name.
const RESERVED = /["*:<>?|]/g

/**
 * The name an upload is shown and served under: the original's last path segment, without
 * control or invisible characters, at most MAX_FILENAME_LENGTH code units, any other Unicode
 * kept. "file" when nothing is left. Never used as a storage key.
 */
export function sanitizeFilename(original: string | undefined): string {
  const base = (original ?? '').normalize('NFC').split(/[/\\]/).pop() ?? ''
  let name = base.replace(UNSAFE, '').replace(RESERVED, '_').trim().replace(/[. ]+$/, '')
  if (/^\.*$/.test(name)) return 'file'
  if (name.length > MAX_FILENAME_LENGTH) {
    const dot = name.lastIndexOf('.')
    const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_CHARS ? name.slice(dot) : ''
    name = cut(name.slice(0, name.length - extension.length), MAX_FILENAME_LENGTH - extension.length).trimEnd() + extension
  }
  return name
}

/** The longest start of `text` within `length` code units that does not split a character. */
function cut(text: string, length: number): string {
  let kept = ''
  for (const char of text) {
    if (kept.length + char.length > length) break
    kept += char
  }
  return kept
}

/**
 * Content-Disposition for serving a file (RFC 6266): an ASCII fallback in `filename` for old
 * clients and the exact name, percent-encoded as UTF-8, in `filename*`.
 */
export function contentDisposition(filename: string, disposition: 'inline' | 'attachment'): string {
  const fallback = filename.replace(/[^\x20-\x7E]|["\\%]/g, '_')
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
