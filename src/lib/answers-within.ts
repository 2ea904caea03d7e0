/**
 * Whether `check` succeeds within `timeoutMs`: a dependency that hangs with its connection open
 * (a frozen database, Redis cut off by the network) counts as down, not as a wait without end.
 */
export async function answersWithin(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([check().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
