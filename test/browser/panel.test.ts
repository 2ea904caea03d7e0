import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import type { TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { startReceiver, type Receiver } from '../receiver.js'
import { SAMPLES } from '../uploads.js'
import { browserSkip, LAUNCH, navigate, nextPage, panelDriver, panelServer, seriousA11yViolations, startPanel, type PanelDriver } from '../support/browser.js'

/** Screenshots of every page, for a reviewer to look at (git ignores the folder). */
const SHOTS = new URL('../../test-results/panel/', import.meta.url).pathname
const ADMIN_PAGES = ['/', '/users', '/users/create', '/content', '/content/create', '/uploads', '/webhooks', '/webhooks/create', '/orders', '/orders/create', '/activity', '/settings', '/system']
const NAV = ['Dashboard', 'Users', 'Content', 'Files', 'Webhooks', 'Orders', 'Activity', 'Settings', 'System']
const ADMIN_ONLY = ['Users', 'Orders', 'Activity', 'System']
/** What a plain user is offered, and the service's paths that only administrators may read. */
const PLAIN_PAGES = ['/', '/content', '/content/create', '/uploads', '/webhooks', '/webhooks/create', '/settings']
const ADMIN_ENDPOINTS = /^\/api\/(users(?!\/me(\/|$))|orders|activity|metrics)(\/|\?|$)/

describe('the panel in a browser', { skip: browserSkip }, () => {
  let t: TestApp
  let origin: string
  let browser: Browser
  let admin: TestUser
  let plain: TestUser
  let receiver: Receiver

  before(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ;({ t, origin } = await panelServer({ WEBHOOK_ALLOW_PRIVATE_URLS: 'loopback' }))
    receiver = await startReceiver()
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' })
    plain = await createUser(t, { name: 'Paul Plain', email: 'paul@example.com' })
    browser = await chromium.launch(LAUNCH)
    driver = panelDriver(browser, origin, SHOTS)
  })
  after(async () => {
    await browser?.close()
    await t?.close()
    await receiver?.close()
  })

  // The shared driver (test/support/browser.ts), made once the browser and the origin exist.
  let driver: PanelDriver
  const context = (options?: { width?: number; colorScheme?: 'light' | 'dark' }) => driver.context(options)
  const signIn = (page: Page, who: TestUser) => driver.signIn(page, who)
  const settle = (page: Page) => driver.settle(page)

  /** The dashboard with its data and its lazy charts drawn, and nothing left to load. */
  async function dashboardShown(page: Page): Promise<void> {
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor()
    await page.locator('#main-content .MuiChartsSurface-root').nth(1).waitFor()
    await page.locator('#main-content .MuiSkeleton-root').first().waitFor({ state: 'detached' })
    await settle(page)
    // MUI cuts an axis label that does not fit with an ellipsis.
    const cut = (await page.locator('#main-content .MuiChartsAxis-tickLabel').allTextContents()).filter((label) => label.includes('…'))
    assert.deepEqual(cut, [], 'chart labels cut short')
  }

  /**
   * Presses Tab until `target` has the focus (at most `limit` times), and checks that the focus
   * shows: an outline or a ring, or MUI's focus styles (a focused field, a focus-visible button).
   */
  async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
    // Should the target never show, or go while Tab moves on, the failure says where the page was
    // (a modal menu hides the rest of the page from roles) and keeps its picture.
    const lost = async (error: unknown): Promise<never> => {
      const shot = `${SHOTS}tab-to-failed-${Date.now()}.png`
      await page.screenshot({ path: shot }).catch(() => {})
      const heading = await page.locator('h1, h2, h6').first().textContent({ timeout: 1000 }).catch(() => null)
      // Bounded: a renderer that never answers is a finding of its own, not a wait without end.
      const where = await Promise.race([
        page.evaluate(() => ({
          focus: document.activeElement?.outerHTML.slice(0, 120),
          open: [...document.querySelectorAll('[role=dialog], [role=listbox], [role=menu], [role=tooltip]')].map((element) => element.outerHTML.slice(0, 120)),
          changes: (globalThis as { pageChanges?: string[] }).pageChanges ?? []
        })),
        new Promise<null>((resolve) => setTimeout(resolve, 10_000, null))
      ])
      if (where === null) throw new Error(`${target}: the page at ${page.url()} did not answer for 10 s; see ${shot}`, { cause: error })
      throw new Error(
        `${target} is not on the page at ${page.url()} (heading ${JSON.stringify(heading)}, focus on ${where.focus}, open: ${JSON.stringify(where.open)}); see ${shot}; what changed, last first:\n${[...where.changes].reverse().join('\n')}`,
        { cause: error }
      )
    }
    await target.waitFor().catch(lost)
    for (let step = 0; step < limit; step++) {
      await page.keyboard.press('Tab')
      if (!(await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 30_000 }).catch(lost))) continue
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement
        const style = getComputedStyle(focused)
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        const mui = focused.matches('.Mui-focusVisible') || focused.closest('.Mui-focused') !== null
        return outline || style.boxShadow !== 'none' || mui ? null : focused.outerHTML.slice(0, 200)
      })
      assert.equal(hidden, null, 'the focus does not show')
      return
    }
    assert.fail(`${target} not reached in ${limit} presses of Tab`)
  }

  /**
   * Run in each page of a context: keeps the page's last changes that can take an element out of
   * the roles (its address, a modal's aria-hidden or inert, the content form's Body coming and
   * going, the window's focus, the keys pressed) for tabTo's failure to tell.
   */
  function recordPageChanges(): void {
    const changes: string[] = []
    ;(globalThis as { pageChanges?: string[] }).pageChanges = changes
    const start = performance.now()
    const note = (what: string) => {
      const focus = document.activeElement
      changes.push(`${Math.round(performance.now() - start)} ms ${location.pathname}: ${what} (focus ${focus?.tagName} ${focus?.getAttribute('aria-label') ?? focus?.getAttribute('name') ?? ''})`)
      if (changes.length > 80) changes.shift()
    }
    const named = (element: Element) => `${element.tagName} ${element.id} ${element.getAttribute('role') ?? ''} ${String(element.className).slice(0, 50)}`
    const isBody = (node: Node) => node instanceof Element && (node.matches('textarea[name=content]') || node.querySelector('textarea[name=content]') !== null)
    addEventListener('focus', () => note('window focus'))
    addEventListener('blur', () => note('window blur'))
    addEventListener('keydown', (event) => note(`key ${event.key}`), true)
    addEventListener('popstate', () => note('popstate'))
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(`${record.attributeName}=${(record.target as Element).getAttribute(record.attributeName!)} on ${named(record.target as Element)}`)
        for (const node of record.removedNodes) if (isBody(node)) note(`Body removed with ${named(node as Element)}`)
        for (const node of record.addedNodes) if (isBody(node) || (node instanceof Element && node.matches('[role=dialog], [role=menu], [role=listbox], [role=presentation]'))) note(`added ${named(node as Element)}`)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden', 'inert'] })
  }

  test('sign in: a wrong password says so on the form; the right one opens the dashboard, which survives a reload', async () => {
    const page = await (await context()).newPage()
    await page.goto(origin)
    await page.waitForURL(`${origin}/login`)
    await page.getByLabel('Email', { exact: true }).fill(admin.user.email)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor()
    await page.screenshot({ path: `${SHOTS}sign-in-wrong-password.png` })
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('link', { name: 'Dashboard' }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    await page.context().close()
  })

  test('an administrator is offered every area; a plain user none of the administrators’', async () => {
    const adminPage = await (await context()).newPage()
    await signIn(adminPage, admin)
    const nav = adminPage.getByRole('navigation').or(adminPage.locator('.RaSidebar-fixed'))
    for (const name of NAV) await nav.getByRole('link', { name, exact: true }).waitFor()
    await adminPage.context().close()

    const userPage = await (await context()).newPage()
    await signIn(userPage, plain)
    for (const name of NAV.filter((name) => !ADMIN_ONLY.includes(name))) await userPage.getByRole('link', { name, exact: true }).waitFor()
    await settle(userPage)
    for (const name of ADMIN_ONLY) assert.equal(await userPage.getByRole('link', { name, exact: true }).count(), 0, name)
    // A link typed by hand is refused too (the service would refuse its data anyway).
    for (const path of ['/system', '/users', '/orders', '/activity']) {
      await userPage.goto(`${origin}${path}`)
      await userPage.getByText(/Access denied|not allowed|Unauthorized/i).first().waitFor()
      await userPage.screenshot({ path: `${SHOTS}plain-user${path.replace('/', '-')}.png` })
    }
    await userPage.context().close()
  })

  test('an empty title shows its message on the field; a saved and published item is in the API', async () => {
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, '/content/create')
    await page.getByRole('textbox', { name: 'Body' }).fill('# Hello\n\nSome **bold** words.')
    await page.getByRole('button', { name: 'Save' }).click()
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    await page.getByText('Required').first().waitFor()
    assert.equal(await title.getAttribute('aria-invalid'), 'true')
    await title.fill('Written in the browser')
    await page.getByRole('tab', { name: 'Preview' }).click()
    await page.getByRole('heading', { name: 'Hello' }).waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/content\/(?!create$)[^/]+$/)
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    // The edit page, with the saved item loaded.
    await page.getByRole('button', { name: 'Delete' }).waitFor()
    await settle(page)
    // The workflow's buttons: from a draft, publish or archive; nothing that a draft cannot do.
    const toolbar = page.getByRole('toolbar')
    await toolbar.getByRole('button', { name: 'Publish', exact: true }).waitFor()
    assert.equal(await toolbar.getByRole('button', { name: 'Archive', exact: true }).count(), 1)
    assert.equal(await toolbar.getByRole('button', { name: /Unpublish|Back to draft/ }).count(), 0)
    await toolbar.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Content item updated', { exact: true }).waitFor()
    // Published now: the moves from there.
    await toolbar.getByRole('button', { name: 'Unpublish', exact: true }).waitFor()
    assert.equal(await toolbar.getByRole('button', { name: 'Publish', exact: true }).count(), 0)
    await page.screenshot({ path: `${SHOTS}content-edit-published.png`, fullPage: true })
    const res = await t.request({ method: 'GET', url: `/api/content/${encodeURIComponent(id)}`, headers: { authorization: `Bearer ${admin.token}` } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.data.data.title, 'Written in the browser')
    assert.equal(res.data.data.status, 'published')
    await page.context().close()
  })

  test('a throttled sign-in says how long to wait, from Retry-After', async () => {
    const victim = await createUser(t, { email: 'throttled@example.com' })
    for (let attempt = 0; attempt < 10; attempt++) {
      await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: victim.user.email, password: 'wrong password' }) })
    }
    const page = await (await context()).newPage()
    await page.goto(`${origin}/login`)
    await page.getByLabel('Email', { exact: true }).fill(victim.user.email)
    await page.getByLabel('Password', { exact: true }).fill(victim.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: /Too many attempts for this email\. Try again in \d+ (minutes|seconds)\./ }).waitFor()
    // Waited for, not read once: the field's state may follow the alert by a render.
    await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':disabled')).waitFor()
    await page.screenshot({ path: `${SHOTS}sign-in-throttled.png` })
    await page.context().close()
  })

  test('a session ended elsewhere sends the panel back to sign-in by itself, saying so: its live stream hears it', async () => {
    const page = await (await context()).newPage()
    await signIn(page, plain)
    await dashboardShown(page)
    const token = await page.evaluate(() => localStorage.getItem('admin-panel.token'))
    assert.ok(token)
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })
    // Nothing is clicked: the service ends the stream, and the stream's reconnection is refused.
    await page.waitForURL(`${origin}/login`)
    await page.getByText('Your session has ended. Sign in again.').waitFor()
    await page.screenshot({ path: `${SHOTS}sign-in-session-ended.png` })
    await page.context().close()
  })

  test('a request that meets a session ended elsewhere sends the panel back to sign-in, saying so; signing out revokes the session', async () => {
    const page = await (await context()).newPage()
    // Without its live stream, the panel can hear of the revocation only from the request the click makes.
    await page.route('**/api/stream*', (route) => route.abort())
    await signIn(page, plain)
    // Nothing of the dashboard left to load that would meet the revoked session before the click.
    await dashboardShown(page)
    const token = await page.evaluate(() => localStorage.getItem('admin-panel.token'))
    assert.ok(token)
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })
    await page.getByRole('link', { name: 'Content', exact: true }).click()
    await page.waitForURL(`${origin}/login`)
    await page.getByText('Your session has ended. Sign in again.').waitFor()

    await signIn(page, plain)
    const second = await page.evaluate(() => localStorage.getItem('admin-panel.token'))
    await page.getByRole('button', { name: plain.user.name }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.waitForURL(`${origin}/login`)
    const after = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${second}` } })
    assert.equal(after.statusCode, 401)
    await page.context().close()
  })

  test('an uploaded image shows its progress, then its preview; its URL serves it', async () => {
    const page = await (await context()).newPage()
    await signIn(page, plain)
    await navigate(page, '/uploads')
    await page.getByLabel('Choose files').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: SAMPLES.png })
    await page.getByText('pixel.png uploaded').waitFor()
    const preview = page.getByRole('img', { name: 'Preview of pixel.png' })
    await preview.waitFor()
    await page.waitForFunction(() => [...document.images].some((image) => image.alt === 'Preview of pixel.png' && image.complete && image.naturalWidth > 0))
    await page.screenshot({ path: `${SHOTS}uploads-with-image.png` })
    const list = await t.request({ method: 'GET', url: '/api/upload', headers: { authorization: `Bearer ${plain.token}` } })
    assert.equal(list.data.data.items[0].filename, 'pixel.png')
    await page.context().close()
  })

  test('a webhook registered in the panel shows its generated secret once; a test shows in its delivery log', async () => {
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, '/webhooks/create')
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByRole('checkbox', { name: 'content.published' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    const dialog = page.getByRole('dialog', { name: 'The webhook’s signing secret' })
    await dialog.waitFor()
    const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? ''
    assert.match(secret, /^whsec_/)
    await page.screenshot({ path: `${SHOTS}webhooks-secret-once.png` })
    const edit = await nextPage(page)
    await dialog.getByRole('button', { name: 'I have copied it' }).click()
    await page.waitForURL(/\/webhooks\/(?!create$)[^/]+$/)
    // The edit page starts with an empty secret field: the secret is not shown a second time.
    // (The create page's field, empty too, stays on screen while the edit page's code loads.)
    await edit()
    await settle(page)
    assert.equal(await page.locator('input[name="secret"]').inputValue(), '')
    await page.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText('Test delivered: 200').waitFor()
    const log = page.getByRole('region', { name: 'Delivery log' })
    await log.getByText('webhook.test').waitFor()
    assert.equal(receiver.received.length, 1)
    await page.screenshot({ path: `${SHOTS}webhooks-delivery-log.png`, fullPage: true })
    // The secret is not shown again.
    await page.reload()
    await log.getByText('webhook.test').waitFor()
    assert.equal(await page.getByText(secret).count(), 0)
    await page.context().close()
  })

  test('demoting the last administrator is refused with the service’s message, and nothing changes', async () => {
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, `/users/${encodeURIComponent(admin.user.id)}`)
    await page.getByLabel('Role').click()
    await page.getByRole('option', { name: 'User' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(/last administrator/).waitFor()
    await page.screenshot({ path: `${SHOTS}users-last-admin.png` })
    assert.equal(new URL(page.url()).pathname, `/users/${encodeURIComponent(admin.user.id)}`)
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${admin.token}` } })
    assert.equal(me.data.data.role, 'admin')
    await page.context().close()
  })

  test('the content list filters by status, type, tag and search', async () => {
    const as = { authorization: `Bearer ${admin.token}` }
    const items = [
      { title: 'Filter draft news', content: 'x', type: 'news', status: 'draft', tags: ['alpha'] },
      { title: 'Filter published page', content: 'x', type: 'page', status: 'published', tags: ['beta'] }
    ]
    for (const item of items) assert.equal((await t.request({ method: 'POST', url: '/api/content', headers: as, payload: item })).statusCode, 201)
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, '/content')
    const rows = page.locator('.RaDatagrid-tbody tr')
    const titles = async () => (await rows.allTextContents()).filter((text) => text.includes('Filter '))
    await page.getByText('Filter draft news').waitFor()
    await page.getByRole('textbox', { name: 'Search' }).fill('Filter')
    await page.waitForFunction(() => !document.body.innerText.includes('Written in the browser'))
    const pick = async (filter: string) => {
      await page.getByRole('button', { name: 'Add filter' }).click()
      await page.getByRole('menuitemcheckbox', { name: filter }).click()
    }
    await pick('Status')
    await page.getByLabel('Status').click()
    await page.getByRole('option', { name: 'Published' }).click()
    await page.getByText('Filter draft news').waitFor({ state: 'detached' })
    assert.deepEqual((await titles()).map((text) => text.includes('Filter published page')), [true])
    assert.match(page.url(), /status/)
    await page.screenshot({ path: `${SHOTS}content-filtered.png` })
    // Status off, type on.
    await page.getByRole('button', { name: 'Remove this filter' }).last().click()
    await page.getByText('Filter draft news').waitFor()
    await pick('Type')
    await page.getByLabel('Type').fill('news')
    await page.getByText('Filter published page').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Remove this filter' }).last().click()
    await pick('Tag')
    await page.getByLabel('Tag', { exact: true }).fill('beta')
    await page.getByText('Filter draft news').waitFor({ state: 'detached' })
    await page.getByText('Filter published page').waitFor()
    await page.context().close()
  })

  test('an order offers only the status moves the service allows, as buttons', async () => {
    const created = await t.request({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${admin.token}` }, payload: { customerEmail: 'buyer@example.com', total: 12.5, currency: 'EUR' } })
    assert.equal(created.statusCode, 201)
    const id = created.data.data.id as string
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, `/orders/${encodeURIComponent(id)}`)
    const toolbar = page.getByRole('toolbar')
    await toolbar.getByRole('button', { name: 'Mark as paid', exact: true }).waitFor()
    assert.equal(await toolbar.getByRole('button', { name: 'Cancel the order', exact: true }).count(), 1)
    assert.equal(await toolbar.getByRole('button', { name: 'Refund', exact: true }).count(), 0)
    await toolbar.getByRole('button', { name: 'Mark as paid', exact: true }).click()
    // The move is done once its notification shows; the edit page's redirect="list" would have
    // left the order by then (in the same step as the notification), so the order is checked after it.
    await page.getByText('Order updated', { exact: true }).waitFor()
    assert.equal(new URL(page.url()).pathname, `/orders/${encodeURIComponent(id)}`)
    await page.getByText('A paid order’s total and currency cannot change.').waitFor()
    assert.equal(await page.getByLabel('Total').isDisabled(), true)
    assert.equal(await toolbar.getByRole('button', { name: 'Refund', exact: true }).count(), 1)
    assert.equal(await toolbar.getByRole('button', { name: 'Mark as paid', exact: true }).count(), 0)
    await settle(page)
    await page.screenshot({ path: `${SHOTS}orders-edit-paid.png`, fullPage: true })
    const read = await t.request({ method: 'GET', url: `/api/orders/${encodeURIComponent(id)}`, headers: { authorization: `Bearer ${admin.token}` } })
    assert.equal(read.data.data.status, 'paid')
    await page.context().close()
  })

  test('the service’s 422 lands on its field, and what was typed stays', async () => {
    const page = await (await context()).newPage()
    await signIn(page, admin)
    await navigate(page, '/users/create')
    await page.getByLabel('Name').fill('Second Paul')
    await page.getByLabel('Email').fill(plain.user.email)
    await page.locator('input[name="password"]').fill('a long enough password')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('is already registered').waitFor()
    assert.equal(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true')
    assert.equal(await page.getByLabel('Name').inputValue(), 'Second Paul')
    assert.equal(new URL(page.url()).pathname, '/users/create')
    await page.screenshot({ path: `${SHOTS}users-email-taken.png` })
    await page.context().close()
  })

  test('dark theme chosen in the settings applies at once and is still dark after a reload', async () => {
    const page = await (await context({ colorScheme: 'light' })).newPage()
    await signIn(page, plain)
    await navigate(page, '/settings')
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.getByRole('radio', { name: 'Dark' }).check()
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light)
    const dark = await background()
    await page.reload()
    await page.getByRole('radio', { name: 'Dark' }).waitFor()
    await settle(page)
    assert.equal(await background(), dark)
    const saved = await t.request({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${plain.token}` } })
    assert.equal(saved.data.data.theme, 'dark')
    await page.context().close()
  })

  for (const [width, scheme] of [
    [1280, 'light'],
    [360, 'light'],
    [1280, 'dark'],
    [360, 'dark']
  ] as const) {
    test(`every page at ${width} px in ${scheme}: no sideways scroll, no serious accessibility violation, a screenshot`, async () => {
      const page = await (await context({ width, colorScheme: scheme })).newPage()
      await signIn(page, admin)
      // Each page reached as a user reaches it, by the panel's own links: one load of the panel.
      for (const path of ADMIN_PAGES) {
        await navigate(page, path)
        if (path === '/') await dashboardShown(page)
        await settle(page)
        const name = path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-')
        await page.screenshot({ path: `${SHOTS}${name}-${width}-${scheme}.png`, fullPage: true })
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(sideways <= 0, `${path} scrolls sideways by ${sideways} px at ${width} px`)
        assert.deepEqual(await seriousA11yViolations(page), [], `${path}`)
        // A translation key shown as it is (app.choices.roles.user) is a label nobody translated.
        assert.doesNotMatch(await page.locator('body').innerText(), /\b(app|ra|resources)\.[a-z_]+\.[a-z_.]+/, `${path} shows an untranslated key`)
      }
      await page.context().close()
    })
  }

  test('a plain user’s pages: no request to what only administrators may read, no serious accessibility violation', async () => {
    const page = await (await context()).newPage()
    const refused: string[] = []
    const asked: string[] = []
    page.on('response', (response) => {
      const { pathname, search } = new URL(response.url())
      if (response.status() === 403) refused.push(`${pathname}${search}`)
      if (ADMIN_ENDPOINTS.test(`${pathname}${search}`)) asked.push(`${pathname}${search}`)
    })
    await signIn(page, plain)
    for (const path of PLAIN_PAGES) {
      await navigate(page, path)
      if (path === '/') await dashboardShown(page)
      await settle(page)
      const name = path === '/' ? 'dashboard' : path.slice(1).replace(/\//g, '-')
      await page.screenshot({ path: `${SHOTS}plain-user-${name}.png`, fullPage: true })
      assert.deepEqual(await seriousA11yViolations(page), [], `${path}`)
    }
    assert.deepEqual(refused, [], 'requests refused with 403')
    assert.deepEqual(asked, [], 'requests to administrators’ endpoints')
    await page.context().close()
  })

  test('with the keyboard alone: sign in, then write a content item; the focus always shows', async () => {
    const keyboardOnly = await context()
    await keyboardOnly.addInitScript(recordPageChanges)
    const page = await keyboardOnly.newPage()
    await page.goto(`${origin}/login`)
    await tabTo(page, page.getByLabel('Email', { exact: true }))
    await page.keyboard.type(plain.user.email)
    await tabTo(page, page.getByLabel('Password', { exact: true }))
    await page.keyboard.type(plain.password)
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }))
    await page.keyboard.press('Enter')
    await dashboardShown(page)
    await tabTo(page, page.getByRole('link', { name: 'Content', exact: true }))
    const list = await nextPage(page)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${origin}/content`)
    await list()
    await settle(page)
    await tabTo(page, page.getByRole('link', { name: 'Create', exact: true }))
    const form = await nextPage(page)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${origin}/content/create`)
    await form()
    await settle(page)
    // Exact and a textbox: the list's "Sort by title" header also has "title" in its label.
    await tabTo(page, page.getByRole('textbox', { name: 'Title', exact: true }))
    await page.keyboard.type('Typed without a mouse')
    await tabTo(page, page.getByRole('textbox', { name: 'Body' }))
    await page.keyboard.type('Every step with Tab, Enter and Space.')
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }))
    await page.screenshot({ path: `${SHOTS}keyboard-save-focused.png` })
    await page.keyboard.press('Space')
    await page.waitForURL(/\/content\/(?!create$)[^/]+$/)
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    const saved = await t.request({ method: 'GET', url: `/api/content/${encodeURIComponent(id)}`, headers: { authorization: `Bearer ${plain.token}` } })
    assert.equal(saved.statusCode, 200)
    assert.equal(saved.data.data.title, 'Typed without a mouse')
    assert.equal(saved.data.data.content, 'Every step with Tab, Enter and Space.')
    await page.context().close()
  })

  test('French chosen in the settings applies at once and after a reload', async () => {
    const as = { authorization: `Bearer ${admin.token}` }
    assert.equal((await t.request({ method: 'PUT', url: '/api/settings/public', headers: as, payload: { languages: ['en', 'fr'] } })).statusCode, 200)
    const reader = await createUser(t, { name: 'Françoise Lectrice', email: 'francoise@example.com' })
    try {
      const page = await (await context()).newPage()
      await signIn(page, reader)
      await navigate(page, '/settings')
      await settle(page)
      await page.getByLabel('Language').click()
      await page.getByRole('option', { name: 'Français' }).click()
      await page.getByRole('link', { name: 'Paramètres', exact: true }).waitFor()
      await page.reload()
      await page.getByRole('heading', { name: 'Vos préférences' }).waitFor()
      await settle(page)
      for (const name of ['Tableau de bord', 'Contenus', 'Fichiers', 'Webhooks', 'Paramètres']) await page.getByRole('link', { name, exact: true }).waitFor()
      assert.equal(await page.getByRole('link', { name: 'Settings', exact: true }).count(), 0)
      await page.getByRole('radiogroup', { name: 'Thème' }).waitFor()
      // Dates as French writes them (26/11/2026 07:02:55), not as the browser's US English would (11/26/2026, 7:02:55 AM).
      const sessionDates = (await page.locator('#sessions tbody').textContent()) ?? ''
      assert.match(sessionDates, /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/)
      assert.doesNotMatch(sessionDates, /[AP]M/)
      await page.screenshot({ path: `${SHOTS}settings-french.png`, fullPage: true })
      const saved = await t.request({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${reader.token}` } })
      assert.equal(saved.data.data.language, 'fr')
      await page.context().close()
    } finally {
      await t.request({ method: 'PUT', url: '/api/settings/public', headers: as, payload: { languages: ['en'], defaultLanguage: 'en' } })
    }
  })
})

describe('the system page with a dependency down, in a browser', { skip: browserSkip }, () => {
  // Redis and S3 unreachable: health is degraded, with its warning and error chips, which a
  // healthy service never shows (a loaded machine once did, and white text on them was below 4.5:1).
  test('light and dark at 360 px: the degraded, disconnected and unavailable chips pass axe', async () => {
    const s3Down = { STORAGE: 's3', S3_BUCKET: 'panel-chips', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://127.0.0.1:1', S3_ACCESS_KEY_ID: 'unused', S3_SECRET_ACCESS_KEY: 'unused', S3_FORCE_PATH_STYLE: 'true' }
    const panel = await startPanel(SHOTS, { REDIS_URL: 'redis://127.0.0.1:1', ...s3Down })
    try {
      const admin = await createUser(panel.t, { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' })
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await (await panel.driver.context({ width: 360, colorScheme })).newPage()
        await panel.driver.signIn(page, admin)
        await page.goto(`${panel.origin}/system`)
        await page.getByText('Degraded').waitFor()
        await page.getByText('Disconnected').waitFor()
        await page.getByText('Unavailable', { exact: true }).waitFor()
        await panel.driver.settle(page)
        await page.screenshot({ path: `${SHOTS}system-degraded-360-${colorScheme}.png`, fullPage: true })
        assert.deepEqual(await seriousA11yViolations(page), [], colorScheme)
        // The page asks again every few seconds, and the app bar's spinner shows while it does:
        // one request held, so that axe judges the spinner on any machine, not only a slow one.
        let release!: () => void
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route(
          '**/api/health',
          async (route) => {
            await held
            await route.continue()
          },
          { times: 1 }
        )
        await page.locator('.RaLoadingIndicator-loader').waitFor()
        assert.deepEqual(await seriousA11yViolations(page), [], `${colorScheme}, while asking again`)
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health')
        release()
        await answered
        await page.context().close()
      }
    } finally {
      await panel.close()
    }
  })
})
