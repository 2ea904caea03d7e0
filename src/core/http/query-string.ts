import { parse } from 'node:querystring'

/**
 * The query string, where a parameter given empty (`?status=&search=`) counts as left out:
 * admin UIs send every field of a filter form, the empty ones too, and mean "any". A parameter
 * given twice stays a list, which the route's schema refuses (422).
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const query = parse(text)
  for (const [name, value] of Object.entries(query)) {
    if (value === '') delete query[name]
  }
  return query as Record<string, string | string[]>
}
