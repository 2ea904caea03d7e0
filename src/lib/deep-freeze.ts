/** Objects deepFreeze has frozen with everything they hold. */
const deeplyFrozen = new WeakSet<object>()

/**
 * Freezes `value` and everything it holds, and answers it. A cache freezes what it hands out to
 * every request, so that no request can change another's answer, and so that serializers.ts may
 * reuse the JSON of such an answer (isDeeplyFrozen).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !deeplyFrozen.has(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
    deeplyFrozen.add(value)
  }
  return value
}

/**
 * Whether deepFreeze froze this object, and so everything in it. Object.isFrozen says nothing of
 * what an object holds, which may still change.
 */
export function isDeeplyFrozen(value: unknown): value is object {
  return typeof value === 'object' && value !== null && deeplyFrozen.has(value)
}
