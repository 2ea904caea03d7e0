import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer, type AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'

/** Debian's Chromium, which playwright-core drives. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM) && process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing, and CI=true requires the browser test`)
/** false when the browser is there; otherwise why the browser suites are skipped. */
export const browserSkip = existsSync(CHROMIUM) ? false : `no browser at ${CHROMIUM} (apt-get install chromium; CI=true makes it required)`
if (browserSkip) console.log(`panel browser suite skipped: ${browserSkip}`)

export const LAUNCH = {
  executablePath: CHROMIUM,
  // This machine has no network beyond loopback: Chromium's own background traffic would only fail.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
}

/** A port free right now, so that PUBLIC_URL (the files' URLs) can name the one the server listens on. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's critical and serious findings on the page as it is, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Through the debugging protocol: the panel's own policy refuses an inline script, as it should.
  await page.evaluate(AXE)
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe
    const result = await axe.run(document)
    return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}
