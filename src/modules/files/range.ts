import type { ByteRange } from '../../core/storage/storage.js'

/**
 * The byte range a `Range` header asks of a file of `size` bytes (RFC 9110 14.2): a range, or
 * 'unsatisfiable' (416), or undefined to send the whole file: no header, another unit, a header
 * that does not parse, or several ranges (which a server may answer whole).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    // bytes=-N: the last N bytes
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}
