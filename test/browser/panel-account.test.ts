import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { until, type TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { browserSkip, navigate, seriousA11yViolations, startPanel, type PanelDriver, type PanelSetup } from '../support/browser.js'
import { startSmtp, type TestSmtp } from '../support/smtp.js'
import { multipart, SAMPLES } from '../uploads.js'
import sharp from 'sharp'

/** Screenshots of the account pages, the tokens and the files, for a reviewer to look at (git ignores the folder). */
const SHOTS = new URL('../../test-results/panel-account/', import.meta.url).pathname

describe('the panel’s account pages, API tokens and file previews in a browser', { skip: browserSkip }, () => {
  let t: TestApp
  let origin: string
  let smtp: TestSmtp
  let panel: PanelSetup
  let driver: PanelDriver
  let admin: TestUser

  before(async () => {
    smtp = await startSmtp()
    panel = await startPanel(SHOTS, { SMTP_URL: smtp.url, MAIL_FROM: 'Panel <panel@example.test>', MAIL_RETRY_BASE_MS: '50' })
    ;({ t, origin, driver } = panel)
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' })
  })
  after(async () => {
    await panel?.close()
    await smtp?.close()
  })

  /** A screenshot, and no critical or serious accessibility violation on the page as it is. */
  async function check(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' })
    assert.deepEqual(await seriousA11yViolations(page), [], name)
  }

  /** The link of the latest mail to `to`, which must open `path`. */
  async function mailedLink(to: string, path: string, count = 1): Promise<string> {
    const mail = (await smtp.mailsTo(to, count))[count - 1]
    const link = mail?.link
    assert.ok(link?.startsWith(`${origin}${path}?token=`), link)
    return link!
  }

  async function apiStatus(token: string, url = '/api/users/me'): Promise<number> {
    return (await t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode
  }

  test('forgot password: the mailed link opens the reset page, and the new password signs in', async () => {
    const forgetful = await createUser(t, { name: 'Fern Forgetful', email: 'fern@example.com' })
    const page = await (await driver.context()).newPage()
    await page.goto(`${origin}/login`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL(`${origin}/forgot-password`)
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await check(page, 'forgot-password')
    await page.getByLabel('Email').fill(forgetful.user.email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await page.getByRole('status').filter({ hasText: 'a link to reset its password is on its way' }).waitFor()
    await check(page, 'forgot-password-sent')

    await page.goto(await mailedLink(forgetful.user.email, '/reset-password'))
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    // The token leaves the address bar as soon as the page has read it.
    assert.equal(new URL(page.url()).search, '')
    await page.getByLabel('New password').fill('a brand new password')
    await page.getByLabel('Confirm the password').fill('not the same password')
    await page.getByRole('button', { name: 'Set the password' }).click()
    await page.getByText('The two passwords differ').waitFor()
    await check(page, 'reset-password-mismatch')
    await page.getByLabel('Confirm the password').fill('a brand new password')
    await page.getByRole('button', { name: 'Set the password' }).click()
    await page.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor()
    await check(page, 'reset-password-done')
    // Every session ended with the reset.
    assert.equal(await apiStatus(forgetful.token), 401)

    await page.getByRole('link', { name: 'Sign in' }).click()
    await driver.signIn(page, { user: forgetful.user, password: 'a brand new password' })
    await page.context().close()
  })

  test('a reset link used twice, or without its token, says so and offers a new one', async () => {
    const page = await (await driver.context()).newPage()
    await page.goto(`${origin}/reset-password?token=not-a-token-the-service-made`)
    await page.getByLabel('New password').fill('another long password')
    await page.getByLabel('Confirm the password').fill('another long password')
    await page.getByRole('button', { name: 'Set the password' }).click()
    await page.getByRole('alert').filter({ hasText: 'This link is invalid, already used, or expired.' }).waitFor()
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor()
    await check(page, 'reset-password-bad-link')
    await page.goto(`${origin}/reset-password`)
    await page.getByRole('alert').filter({ hasText: 'the link here has no token' }).waitFor()
    await page.context().close()
  })

  test('signed out, a page of a mailed link stays open however long it is left, and signing in afterwards opens the panel', async () => {
    const reader = await createUser(t, { name: 'Rita Reader', email: 'rita@example.com' })
    const page = await (await driver.context()).newPage()
    const seen: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(new URL(frame.url()).pathname))
    // The test's clock: react-admin retried a refused permission check for 7 s, then signed out to /login.
    await page.clock.install()
    for (const [path, heading] of [
      ['/accept-invitation', 'Accept your invitation'],
      ['/reset-password', 'Choose a new password'],
      ['/verify-email', 'Verify your email address'],
      ['/forgot-password', 'Reset your password']
    ] as const) {
      await page.goto(`${origin}${path}${path === '/forgot-password' ? '' : '?token=a-token-never-made'}`)
      await page.getByRole('heading', { name: heading }).waitFor()
      // A minute of the page's time, in steps: whatever one step's timers set off runs before the next.
      for (let step = 0; step < 6; step++) await page.clock.runFor(10_000)
      // Still there, the token out of the address (and so out of the router's location).
      assert.equal(await page.evaluate(() => location.pathname + location.search), path)
      await page.getByRole('heading', { name: heading }).waitFor()
    }
    assert.deepEqual(seen.filter((path) => path === '/login'), [])

    await page.getByRole('link', { name: 'Back to sign-in' }).click()
    await page.getByLabel('Email', { exact: true }).fill(reader.user.email)
    await page.getByLabel('Password', { exact: true }).fill(reader.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.locator('#main-content').waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    await page.context().close()
  })

  test('an administrator invites a user, who accepts from the mailed link and signs in', async () => {
    const page = await (await driver.context()).newPage()
    await driver.signIn(page, admin)
    await navigate(page, '/users')
    await page.getByRole('link', { name: 'Invite' }).click()
    await page.waitForURL(`${origin}/users/invite`)
    // The invitation form, not the list it was opened from (whose Email column header has that label too).
    await page.getByRole('textbox', { name: 'Email' }).fill('ivy@example.com')
    await driver.settle(page)
    await check(page, 'users-invite')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(`${origin}/users`)
    await page.getByText('Invitation sent').waitFor()
    await page.getByRole('row').filter({ hasText: 'ivy@example.com' }).getByText('Invited').waitFor()
    await driver.settle(page)
    await check(page, 'users-invited')

    const link = await mailedLink('ivy@example.com', '/accept-invitation')
    const invited = await (await driver.context()).newPage()
    await invited.goto(link)
    await invited.getByRole('heading', { name: 'Accept your invitation' }).waitFor()
    assert.equal(new URL(invited.url()).search, '')
    await check(invited, 'accept-invitation')
    await invited.getByLabel('Your name').fill('Ivy Invited')
    await invited.getByLabel('New password').fill('ivy chose this password')
    await invited.getByLabel('Confirm the password').fill('ivy chose this password')
    await invited.getByRole('button', { name: 'Create my account' }).click()
    await invited.getByRole('status').filter({ hasText: 'Your account is ready' }).waitFor()
    await check(invited, 'accept-invitation-done')
    await invited.getByRole('link', { name: 'Sign in' }).click()
    await driver.signIn(invited, { user: { ...admin.user, email: 'ivy@example.com' }, password: 'ivy chose this password' })
    await invited.getByRole('button', { name: 'Ivy Invited' }).waitFor()

    // The link is used up.
    await invited.goto(link)
    await invited.getByLabel('Your name').fill('Someone Else')
    await invited.getByLabel('New password').fill('another long password')
    await invited.getByLabel('Confirm the password').fill('another long password')
    await invited.getByRole('button', { name: 'Create my account' }).click()
    await invited.getByRole('alert').filter({ hasText: 'This invitation is invalid' }).waitFor()
    await page.context().close()
    await invited.context().close()
  })

  test('a new account’s verification link verifies its address; a used link offers a new one', async () => {
    const registered = await t.request({ method: 'POST', url: '/api/auth/register', payload: { name: 'Vera Verified', email: 'vera@example.com', password: 'vera has a password', password_confirmation: 'vera has a password' } })
    assert.equal(registered.statusCode, 201)
    const link = await mailedLink('vera@example.com', '/verify-email')
    const page = await (await driver.context()).newPage()
    await page.goto(link)
    await page.getByRole('status').filter({ hasText: 'Your address vera@example.com is verified.' }).waitFor()
    await check(page, 'verify-email-done')
    const me = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${registered.data.data.token}` } })
    assert.ok(me.data.data.emailVerifiedAt)

    await page.goto(link)
    await page.getByRole('alert').filter({ hasText: 'This link is invalid, already used, or expired.' }).waitFor()
    await page.getByLabel('Email').fill('vera@example.com')
    await page.getByRole('button', { name: 'Mail me a new link' }).click()
    await page.getByRole('status').filter({ hasText: 'a new link is on its way' }).waitFor()
    await check(page, 'verify-email-bad-link')
    await page.context().close()
  })

  test('API tokens: created with a copy-once dialog, listed with scope and last use, revoked after a confirmation; an administrator revokes a user’s', async () => {
    const owner = await createUser(t, { name: 'Tom Tokens', email: 'tom@example.com' })
    const context = await driver.context()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const page = await context.newPage()
    await driver.signIn(page, owner)
    await navigate(page, '/settings')
    const section = page.getByRole('region', { name: 'API tokens' })
    await section.getByText('No API tokens yet.').waitFor()
    await driver.settle(page)
    await check(page, 'settings-tokens-empty')

    const create = async (name: string, scope: 'Read only' | 'Read and write', expires: string | null): Promise<string> => {
      await section.getByRole('textbox', { name: 'Name' }).fill(name)
      if (expires) await section.getByLabel('Expires').fill(expires)
      await section.getByRole('radio', { name: scope }).check()
      await section.getByRole('button', { name: 'Create the token' }).click()
      const dialog = page.getByRole('dialog', { name: 'Your new API token' })
      await dialog.waitFor()
      const secret = (await dialog.getByTestId('api-token-secret').textContent()) ?? ''
      assert.match(secret, /^apt_[A-Za-z0-9_-]{43}$/)
      return secret
    }

    // An expiry in the past is refused on its field, before anything is sent.
    await section.getByRole('textbox', { name: 'Name' }).fill('site build')
    await section.getByLabel('Expires').fill('2020-01-01T10:00')
    await section.getByRole('button', { name: 'Create the token' }).click()
    await section.getByText('Choose a moment in the future').waitFor()

    const reader = await create('site build', 'Read only', '2099-06-30T12:00')
    const dialog = page.getByRole('dialog', { name: 'Your new API token' })
    await check(page, 'settings-tokens-secret-once')
    await dialog.getByRole('button', { name: 'Copy the token' }).click()
    await page.getByText('Token copied').waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), reader)
    await dialog.getByRole('button', { name: 'I have copied it' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The form is empty again, and the secret is nowhere on the page.
    assert.equal(await section.getByRole('textbox', { name: 'Name' }).inputValue(), '')
    assert.equal(await page.getByText(reader).count(), 0)

    const row = (name: string) => section.getByRole('row').filter({ hasText: name })
    await row('site build').getByText('Read only').waitFor()
    await row('site build').getByText('Never used').waitFor()
    assert.ok((await row('site build').textContent())?.includes(`${reader.slice(0, 8)}…`))
    const writer = await create('nightly export', 'Read and write', null)
    await page.getByRole('dialog', { name: 'Your new API token' }).getByRole('button', { name: 'I have copied it' }).click()
    await row('nightly export').getByText('Read and write').waitFor()
    await row('nightly export').getByText('Never').first().waitFor()

    // The read token reads, refuses a write, and shows its last use.
    assert.equal(await apiStatus(reader), 200)
    const write = await t.request({ method: 'POST', url: '/api/content', headers: { authorization: `Bearer ${reader}` }, payload: { title: 'x', content: 'x' } })
    assert.equal(write.statusCode, 403)
    await page.reload()
    await row('site build').getByText('Read only').waitFor()
    assert.equal(await row('site build').getByText('Never used').count(), 0)
    await driver.settle(page)
    await check(page, 'settings-tokens-listed')

    await section.getByRole('button', { name: 'Revoke: site build' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revoke the token “site build”?' })
    await confirm.waitFor()
    await check(page, 'settings-tokens-revoke-confirm')
    // The window narrowed past the table's width and widened again (a zoom, a tablet turned): the list changes
    // layout under the open confirmation, which stays. (The page behind the dialog is hidden from roles: CSS here.)
    const table = page.locator('#tokens table')
    await page.setViewportSize({ width: 600, height: 800 })
    await table.waitFor({ state: 'detached' })
    assert.equal(await confirm.count(), 1)
    await page.setViewportSize({ width: 1280, height: 800 })
    await table.waitFor()
    assert.equal(await confirm.count(), 1)
    // The list read again under the open confirmation (the token used meanwhile, the tab back in view) leaves it open.
    const reread = page.waitForResponse((answer) => answer.request().method() === 'GET' && new URL(answer.url()).pathname === '/api/auth/tokens')
    assert.equal(await apiStatus(reader), 200)
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await reread
    await driver.settle(page)
    assert.equal(await confirm.count(), 1)
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Token revoked').waitFor()
    await row('site build').waitFor({ state: 'detached' })
    assert.equal(await apiStatus(reader), 401)
    assert.equal(await apiStatus(writer), 200)
    await page.context().close()

    // An administrator sees the user's tokens on the user's page, and revokes one.
    const adminPage = await (await driver.context()).newPage()
    await driver.signIn(adminPage, admin)
    await navigate(adminPage, `/users/${encodeURIComponent(owner.user.id)}`)
    const theirs = adminPage.getByRole('region', { name: 'API tokens of this user' })
    await theirs.getByRole('row').filter({ hasText: 'nightly export' }).waitFor()
    await driver.settle(adminPage)
    await check(adminPage, 'users-edit-tokens')
    await theirs.getByRole('button', { name: 'Revoke: nightly export' }).click()
    await adminPage.getByRole('dialog', { name: 'Revoke the token “nightly export”?' }).getByRole('button', { name: 'Confirm' }).click()
    await theirs.getByText('This user holds no API tokens.').waitFor()
    assert.equal(await apiStatus(writer), 401)
    // Still on the user's page: revoking a token does not leave it.
    assert.equal(new URL(adminPage.url()).pathname, `/users/${encodeURIComponent(owner.user.id)}`)
    await adminPage.context().close()
  })

  test('the files list shows each image’s thumb preset and opens its preview preset; an image whose preset fails falls back', async () => {
    const owner = await createUser(t, { name: 'Fay Files', email: 'fay@example.com' })
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer()
    for (const [filename, data] of [
      ['photo.png', photo],
      ['broken.jpg', SAMPLES.jpeg],
      ['notes.pdf', SAMPLES.pdf]
    ] as const) {
      const body = multipart([{ name: 'file', filename, data }])
      const uploaded = await t.request({ method: 'POST', url: '/api/upload', headers: { ...body.headers, authorization: `Bearer ${owner.token}` }, payload: body.payload })
      assert.equal(uploaded.statusCode, 201, uploaded.body)
    }
    const page = await (await driver.context()).newPage()
    const asked = new Map<string, number>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith('/files/')) asked.set(`${decodeURIComponent(url.pathname.split('/').pop()!)}${url.search}`, response.status())
    })
    await driver.signIn(page, owner)
    await navigate(page, '/uploads')
    await page.getByText('notes.pdf').waitFor()
    await driver.settle(page)
    const loaded = (alt: string) =>
      page.evaluate((alt) => [...document.images].filter((image) => image.alt === alt && image.complete && image.naturalWidth > 0).map((image) => ({ src: image.src, width: image.naturalWidth })), alt)

    // The list loads the 200×200 preset, not the 800 px original.
    await page.waitForFunction(() => [...document.images].some((image) => image.alt === 'Preview of photo.png' && image.complete && image.naturalWidth > 0))
    const [small] = await loaded('Preview of photo.png')
    assert.match(small!.src, /\/photo\.png\?thumb=thumb$/)
    assert.equal(small!.width, 200)
    assert.equal(asked.get('photo.png'), undefined)
    // The broken image: its preset answered an error, then its original failed too; its type shows instead.
    assert.equal(asked.get('broken.jpg?thumb=thumb'), 422)
    const broken = page.getByRole('row').filter({ hasText: 'broken.jpg' })
    await until(() => asked.has('broken.jpg'), 'the broken image’s original to be asked for')
    await broken.getByText('JPEG', { exact: true }).waitFor()
    assert.equal(await broken.getByRole('button', { name: 'Preview of broken.jpg' }).count(), 0)
    // Not an image: no preset asked for.
    assert.equal([...asked.keys()].some((key) => key.startsWith('notes.pdf')), false)
    await check(page, 'uploads-thumbnails')

    await page.getByRole('button', { name: 'Preview of photo.png' }).click()
    const dialog = page.getByRole('dialog', { name: 'photo.png' })
    await dialog.waitFor()
    await page.waitForFunction(() => [...document.images].some((image) => image.src.endsWith('?thumb=preview') && image.complete && image.naturalWidth > 0))
    const large = (await loaded('Preview of photo.png')).find((image) => image.src.endsWith('?thumb=preview'))
    assert.equal(large?.width, 800)
    await check(page, 'uploads-preview')
    await page.context().close()
  })
})
