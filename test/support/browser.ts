import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type BrowserContext, type Browser, type Page, type Request } from 'playwright-core'
import type { TestUser } from './accounts.js'
import { until } from './until.js'
import { buildTestApp, type TestApp } from './test-app.js'
import { listenOr, onFreePort } from './ports.js'

// The panel's browser tests: Debian's Chromium driven by playwright-core, against a real server.

/** Debian's Chromium, which playwright-core drives. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM) && process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing, and CI=true requires the browser test`)
/** false when the browser is there; otherwise why the browser suites are skipped. */
export const browserSkip = existsSync(CHROMIUM) ? false : `no browser at ${CHROMIUM} (apt-get install chromium; CI=true makes it required)`
if (browserSkip) console.log(`panel browser suite skipped: ${browserSkip}`)

/**
 * How long a step may wait for the page (Playwright's own default is 30 s): a bound for a machine
 * so loaded that the panel's code runs slowly, not a measure of its speed.
 */
export const PAGE_WAIT_MS = 90_000

export const LAUNCH = {
  executablePath: CHROMIUM,
  // This machine has no network beyond loopback: Chromium's own background traffic would only fail.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's critical and serious findings on the page as it is, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Judged at rest: a snackbar fading in or a chip changing colour is below its contrast half-way.
  // Endless animations (spinners, skeletons) are left running; what they show is judged as it is.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: PAGE_WAIT_MS })
  // Through the debugging protocol: the panel's own policy refuses an inline script, as it should.
  // Once per document: pages reached by the panel's own routing keep it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE)
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe
    const result = await axe.run(document)
    return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Waits for the panel's title to be drawn and to differ from `other`; answers it. */
async function titleOtherThan(page: Page, other: string): Promise<string> {
  const title = await page.waitForFunction(
    (other) => {
      const now = (document.querySelector('#react-admin-title')?.textContent ?? '').trim()
      return now !== '' && now !== other && now
    },
    other,
    { timeout: PAGE_WAIT_MS }
  )
  return (await title.jsonValue()) as string
}

/**
 * Call before whatever opens another page of the panel (a link, a key, a save, a redirect); the
 * function it returns waits until that page has drawn its own title. The address changes at once,
 * but React keeps the page being left on screen while the next page's code loads, title and all.
 */
export async function nextPage(page: Page): Promise<() => Promise<void>> {
  // The page being left drawn first: a title it drew only later would pass for the next page's.
  const before = await titleOtherThan(page, '')
  return async () => {
    await titleOtherThan(page, before)
  }
}

/**
 * Opens `path` (with its query) in the signed-in panel by its own routing, as a link inside it
 * does, without loading the panel again; waits for the new page's title. For tests that are not
 * about loading a page.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const here = new URL(page.url())
  if (`${here.pathname}${here.search}` === path) return
  const drawn = await nextPage(page)
  await page.evaluate((path) => {
    // React Router's own history entry shape: the index lets Back and Forward still work.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
  await drawn()
}

/** How a test drives the panel served at `origin`: new browser contexts, signing in, waiting for a page's data. */
export interface PanelDriver {
  context(options?: { width?: number; colorScheme?: 'light' | 'dark' }): Promise<BrowserContext>
  signIn(page: Page, who: Pick<TestUser, 'user' | 'password'>): Promise<void>
  /**
   * Waits for the page's data: drawn (a title, no skeleton), no request but the live stream in flight for 500 ms, and no progress bar left.
   * It cannot tell the page being left from the next one: after a navigation, wait with nextPage first.
   */
  settle(page: Page): Promise<void>
}

/** `shots`: the folder for a screenshot of a failed sign-in. */
export function panelDriver(browser: Browser, origin: string, shots: string): PanelDriver {
  /**
   * The requests each page has in flight, but its live stream (/api/stream), which stays open
   * for as long as the page: with it, Playwright's 'networkidle' never comes.
   */
  const traffic = new WeakMap<Page, { inFlight: number; since: number }>()
  function watchRequests(page: Page): void {
    const state = { inFlight: 0, since: Date.now() }
    traffic.set(page, state)
    const counted = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/stream')
    const change = (by: number) => (request: Request) => {
      if (!counted(request)) return
      state.inFlight += by
      state.since = Date.now()
    }
    page.on('request', change(1))
    page.on('requestfinished', change(-1))
    page.on('requestfailed', change(-1))
  }

  return {
    async context(options = {}) {
      // Reduced motion: charts are drawn at once, so that screenshots never catch them half-way.
      const created = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, colorScheme: options.colorScheme ?? 'light', reducedMotion: 'reduce' })
      created.setDefaultTimeout(PAGE_WAIT_MS)
      created.on('page', (page) => {
        watchRequests(page)
        page.on('pageerror', (error) => console.log('page error:', error.message))
        page.on('console', (message) => message.type() === 'error' && console.log('console:', message.text()))
      })
      return created
    },

    async signIn(page, who) {
      await page.goto(`${origin}/login`)
      await page.getByLabel('Email', { exact: true }).fill(who.user.email)
      await page.getByLabel('Password', { exact: true }).fill(who.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      // The layout's main area, at any width (at 360 px the navigation is folded away).
      await page.locator('#main-content').waitFor().catch(async (error: Error) => {
        await page.screenshot({ path: `${shots}failed-sign-in.png` })
        throw error
      })
    },

    async settle(page) {
      const state = traffic.get(page)!
      // A busy machine may still be running the app's code with no request in flight: the title and no skeleton say it has drawn.
      const drawn = () =>
        page.waitForFunction(() => (document.querySelector('#react-admin-title')?.textContent ?? '').trim() !== '' && document.querySelector('#main-content .MuiSkeleton-root') === null, undefined, { timeout: PAGE_WAIT_MS })
      await drawn()
      await until(() => state.inFlight === 0 && Date.now() - state.since >= 500, 'the panel to be quiet', PAGE_WAIT_MS)
      await page.locator('.MuiLinearProgress-root[role=progressbar]:not([aria-valuenow])').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined)
      await drawn()
    }
  }
}

/** A real server on SQLite at `origin` (its PUBLIC_URL), the browser, and the driver. */
export interface PanelSetup {
  t: TestApp
  origin: string
  driver: PanelDriver
  close(): Promise<void>
}

/** The panel's server on SQLite with `env`, listening at `origin`, its PUBLIC_URL. */
export async function panelServer(env: Record<string, string> = {}): Promise<{ t: TestApp; origin: string }> {
  return onFreePort(async (port) => {
    const origin = `http://127.0.0.1:${port}`
    const t = await buildTestApp('sqlite', { env: { PUBLIC_URL: origin, ...env } })
    await listenOr(() => t.app.listen({ port, host: '127.0.0.1' }), () => t.close())
    return { t, origin }
  })
}

/** Starts the server with `env` and the browser; `shots` is the screenshots' folder, made here. */
export async function startPanel(shots: string, env: Record<string, string> = {}): Promise<PanelSetup> {
  mkdirSync(shots, { recursive: true })
  const { t, origin } = await panelServer(env)
  const browser = await chromium.launch(LAUNCH).catch(async (error: unknown) => {
    await t.close()
    throw error
  })
  return {
    t,
    origin,
    driver: panelDriver(browser, origin, shots),
    async close() {
      await browser.close()
      await t.close()
    }
  }
}
