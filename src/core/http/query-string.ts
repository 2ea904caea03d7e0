import { parse } from 'node:querystring'

const malformed = new WeakSet<object>()
// A % that does not begin an escape of two hex digits.
const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/

/**
 * The query string, where an empty parameter counts as left out: admin UIs send every filter
 * field and mean "any". Malformed percent-encoding is marked and answered 400 (see malformedQuery).
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const query = parse(text)
  for (const [name, value] of Object.entries(query)) {
    if (value === '') delete query[name]
  }
  if (text.includes('%') && !decodes(text)) malformed.add(query)
  return query as Record<string, string | string[]>
}

function decodes(text: string): boolean {
  if (BARE_PERCENT.test(text)) return false
  try {
    // Each parameter on its own: an escaped & or = inside one is text, not structure.
    for (const piece of text.split(/[&=]/)) decodeURIComponent(piece)
    return true
  } catch {
    return false
  }
}

/** Whether the request's query string had malformed percent-encoding. */
export function malformedQuery(query: unknown): boolean {
  return typeof query === 'object' && query !== null && malformed.has(query)
}
