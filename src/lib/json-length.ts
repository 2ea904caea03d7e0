/**
 * Whether JSON.stringify(value) fits in `limit` characters, counted without building the JSON
 * (and stopping past the limit), so a size-bounded cache does not serialize each answer twice.
 */
export function jsonFitsIn(value: unknown, limit: number): boolean {
  const budget = { left: limit }
  return count(value, '', budget) && budget.left >= 0
}

/** Characters a string takes beyond itself and its quotes when escaped (JSON.stringify's well-formed escapes). */
// eslint-disable-next-line no-control-regex -- the characters JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/

function stringLength(text: string): number {
  if (!ESCAPED.test(text)) return text.length + 2
  let length = 2
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x22 || code === 0x5c || code === 0x08 || code === 0x0c || code === 0x0a || code === 0x0d || code === 0x09) length += 2
    else if (code < 0x20) length += 6
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff) {
      length += 2
      i++
    } else if (code >= 0xd800 && code <= 0xdfff) length += 6
    else length += 1
  }
  return length
}

/**
 * Takes value's JSON length off budget.left (an object or array stops counting once it is spent);
 * false when the value writes nothing of its own: undefined, a function, a symbol.
 */
function count(value: unknown, key: string, budget: { left: number }): boolean {
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key)
  }
  // Boxed primitives are written as their values.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) value = value.valueOf()
  switch (typeof value) {
    case 'string':
      budget.left -= stringLength(value)
      break
    case 'number':
      budget.left -= Number.isFinite(value) ? String(value).length : 4
      break
    case 'boolean':
      budget.left -= value ? 4 : 5
      break
    case 'bigint':
      // JSON.stringify throws on it, as it does here.
      throw new TypeError('Do not know how to serialize a BigInt')
    case 'object':
      if (value === null) budget.left -= 4
      else if (Array.isArray(value)) {
        budget.left -= 2 + Math.max(0, value.length - 1)
        for (let i = 0; i < value.length && budget.left >= 0; i++) if (!count(value[i], String(i), budget)) budget.left -= 4
      } else {
        budget.left -= 2
        let first = true
        for (const name of Object.keys(value)) {
          if (budget.left < 0) break
          const before = budget.left
          budget.left -= stringLength(name) + 1 + (first ? 0 : 1)
          if (count((value as Record<string, unknown>)[name], name, budget)) first = false
          else budget.left = before
        }
      }
      break
    default:
      // undefined, a function, a symbol: written as null in an array, left out of an object
      return false
  }
  return true
}
