import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Waits until `check` answers true, failing after `ms`: a bound for a machine so loaded that
 * nothing runs on time (the suite must pass beside stress-ng), never a measure of speed.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}
