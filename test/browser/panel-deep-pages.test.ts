import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page, Request, Response } from 'playwright-core'
import type { TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { browserSkip, navigate, PAGE_WAIT_MS, seriousA11yViolations, startPanel, type PanelDriver, type PanelSetup } from '../support/browser.js'
import { recountAll } from '../../src/core/db/row-counts.js'
import { until } from '../support/until.js'

/** Screenshots of a list longer than the API's offset window, for a reviewer to look at (git ignores the folder). */
const SHOTS = new URL('../../test-results/panel-deep-pages/', import.meta.url).pathname
/** Past the 10,000 rows the API serves by offset: 401 pages of 25, and a bit. */
const ALERTS = 10_030
const PER_PAGE = 25
const alertId = (i: number) => `e0000000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`

describe('a list longer than the offset window in the panel', { skip: browserSkip }, () => {
  let t: TestApp
  let panel: PanelSetup
  let driver: PanelDriver
  let admin: TestUser

  before(async () => {
    panel = await startPanel(SHOTS)
    ;({ t, driver } = panel)
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' })
    // Written past the service, as an import would (through the API it would take minutes); the
    // recount sets the counters. Alert i is the i-th newest, one second apart.
    const { db } = t.app.database
    const newest = Date.now() - 86_400_000
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < ALERTS; start += 500) {
        const rows = Array.from({ length: Math.min(500, ALERTS - start) }, (_, k) => {
          const at = new Date(newest - (start + k) * 1000).toISOString()
          return { id: alertId(start + k), type: 'system.alert', actor_id: null, subject_type: 'system', subject_id: 'alerts', payload: '{}', created_at: at, dispatched_at: at }
        })
        await trx.insertInto('events').values(rows).execute()
      }
    })
    await recountAll(db)
  })
  after(() => panel?.close())

  /**
   * The activity list's requests in the order the page made them, each with its answer's first
   * row once read, and any API error. In request order, not answer order: a refresh of the page
   * left (a live event) may answer after the page shown was asked for.
   */
  function watch(page: Page) {
    const pages: Array<{ url: string; first?: string }> = []
    const asked = new Map<Request, { url: string; first?: string }>()
    const errors: string[] = []
    page.on('request', (request: Request) => {
      const url = new URL(request.url())
      if (url.pathname !== '/api/activity') return
      const entry = { url: url.search }
      asked.set(request, entry)
      pages.push(entry)
    })
    page.on('response', async (response: Response) => {
      const url = new URL(response.url())
      if (!url.pathname.startsWith('/api/')) return
      if (response.status() >= 400) errors.push(`${response.status()} ${url.pathname}${url.search}`)
      else if (url.pathname === '/api/activity') {
        const body = (await response.json().catch(() => null)) as { data?: { items: Array<{ id: string }> } } | null
        const entry = asked.get(response.request())
        if (entry) entry.first = body?.data?.items[0]?.id ?? ''
      }
    })
    return { pages, errors }
  }

  /** The page of the list shown is `number`: the last one asked for starts with the alert that page starts with. */
  async function shows(page: Page, seen: ReturnType<typeof watch>, number: number): Promise<void> {
    await page.waitForURL((url) => url.searchParams.get('page') === String(number))
    // The address changes before the page asks for its rows, and settle may see the panel quiet
    // in between: the answer for this page first, then nothing asked after it.
    const first = alertId((number - 1) * PER_PAGE)
    await until(() => seen.pages.at(-1)?.first === first, `the rows of page ${number} to be the last asked for`, PAGE_WAIT_MS)
    await driver.settle(page)
    const last = seen.pages.at(-1)
    assert.equal(last?.first, first, `page ${number}: ${last?.url}`)
    assert.deepEqual(seen.errors, [])
    assert.equal(await page.locator('.MuiSnackbarContent-root, .MuiAlert-standardError').count(), 0, 'no error shown')
  }

  test('page buttons stop at the window; Next goes on past it, Previous and a reload come back, with no error', async () => {
    const page = await (await driver.context()).newPage()
    const seen = watch(page)
    await driver.signIn(page, admin)
    await navigate(page, `/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'system.alert' }))}&page=1&perPage=${PER_PAGE}`)
    await driver.settle(page)
    await page.getByText('This list has 10,030 rows; the page buttons reach its first 400 pages.').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Go to page 401' }).count(), 0, 'no page button past the window')
    assert.equal(await page.getByRole('button', { name: 'Next page', exact: true }).count(), 0, 'Next past the window only at its end')

    await page.getByRole('button', { name: 'Go to page 400' }).click()
    await shows(page, seen, 400)
    await page.getByRole('button', { name: 'Next page', exact: true }).click()
    await shows(page, seen, 401)
    assert.match(seen.pages.at(-1)!.url, /cursor=/, 'past the window by cursor')
    await page.getByText('Rows 10,001-10,025').waitFor()
    await page.getByRole('button', { name: 'Next page', exact: true }).click()
    await shows(page, seen, 402)
    await page.getByText('Rows 10,026-10,030').waitFor()
    await page.screenshot({ path: `${SHOTS}activity-page-402.png`, fullPage: true, animations: 'disabled' })
    assert.deepEqual(await seriousA11yViolations(page), [])
    // The last page has fewer rows, and no Next.
    assert.equal(await page.getByRole('button', { name: 'Next page', exact: true }).isDisabled(), true)

    await page.getByRole('button', { name: 'Previous page', exact: true }).click()
    await shows(page, seen, 401)
    // Reloaded, the panel has no cursor kept: it walks there from the window's end.
    await page.reload()
    await shows(page, seen, 401)
    await page.getByRole('button', { name: 'First page', exact: true }).click()
    await shows(page, seen, 1)
  })
})
