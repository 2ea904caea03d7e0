import { parse } from 'node:querystring'

const malformed = new WeakSet<object>()
// A % that does not begin an escape of two hex digits.
const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/

/**
 * The query string, where a parameter given empty (`?status=&search=`) counts as left out:
 * admin UIs send every field of a filter form, the empty ones too, and mean "any". A parameter
 * given twice stays a list, which the route's schema refuses (422). Malformed percent-encoding
 * (a bare %, or escapes that are not UTF-8) is not repaired: the result is marked, and the
 * request answered 400 (see malformedQuery), since the router cannot take an error from here.
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
