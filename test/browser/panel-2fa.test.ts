import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { generateSync } from 'otplib'
import type { TestApp } from '../helper.js'
import { createUser, type TestUser } from '../accounts.js'
import { wrongCode } from '../support/totp.js'
import { browserSkip, LAUNCH, navigate, PAGE_WAIT_MS, panelServer, seriousA11yViolations } from '../support/browser.js'

/** Screenshots of the two-factor pages, for a reviewer to look at (git ignores the folder). */
const SHOTS = new URL('../../test-results/panel-2fa/', import.meta.url).pathname

/**
 * The code an authenticator app shows for `secret` one 30-second step from now: the service
 * accepts a step either side, and the current one was used up by the enrolment.
 */
const nextCode = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

describe('two-factor sign-in in the panel', { skip: browserSkip }, () => {
  let t: TestApp
  let origin: string
  let browser: Browser
  let user: TestUser
  let admin: TestUser

  before(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ;({ t, origin } = await panelServer({ REQUIRE_2FA_FOR_ADMINS: 'true' }))
    user = await createUser(t, { name: 'Tess Twofa', email: 'tess@example.com' })
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' })
    browser = await chromium.launch(LAUNCH)
  })
  after(async () => {
    await browser?.close()
    await t?.close()
  })

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    context.setDefaultTimeout(PAGE_WAIT_MS)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.log('page error:', error.message))
    return page
  }

  async function passwordStep(page: Page, who: TestUser = user): Promise<void> {
    await page.goto(`${origin}/login`)
    await page.getByLabel('Email', { exact: true }).fill(who.user.email)
    await page.getByLabel('Password', { exact: true }).fill(who.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }

  test('enrolment under Settings (QR code, a code to confirm, the recovery codes once), then a sign-in that asks for the code', async () => {
    const page = await newPage()
    await passwordStep(page)
    await page.locator('#main-content').waitFor()
    await navigate(page, '/settings')
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    await section.getByText('Two-factor sign-in is off').waitFor()
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' })
    await qr.waitFor()
    assert.match(String(await qr.getAttribute('src')), /^data:image\/svg\+xml;base64,/)
    assert.ok(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the QR code is drawn')
    const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    await page.screenshot({ path: `${SHOTS}settings-setup.png`, fullPage: true })
    assert.deepEqual(await seriousA11yViolations(page), [], 'the setup step')

    await section.getByLabel('Code').fill(generateSync({ secret }))
    await section.getByRole('button', { name: 'Confirm' }).click()
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await codes.first().waitFor()
    const recoveryCodes = await codes.allTextContents()
    assert.equal(recoveryCodes.length, 10)
    for (const code of recoveryCodes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
    await page.screenshot({ path: `${SHOTS}settings-recovery-codes.png`, fullPage: true })
    await section.getByRole('button', { name: 'I have saved these codes' }).click()
    await section.getByText(/Two-factor sign-in is on since .*10 recovery codes left/).waitFor()
    assert.equal(await section.getByText(recoveryCodes[0]!).count(), 0, 'the recovery codes are not shown again')
    await page.reload()
    await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor()
    await page.screenshot({ path: `${SHOTS}settings-on.png`, fullPage: true })
    await page.context().close()

    const signIn = await newPage()
    await passwordStep(signIn)
    const code = signIn.getByLabel('Code', { exact: true })
    await code.waitFor()
    assert.equal(await signIn.locator('#main-content').count(), 0, 'the password alone does not open the panel')
    assert.deepEqual(await seriousA11yViolations(signIn), [], 'the code step')
    await code.fill(wrongCode(secret))
    await signIn.getByRole('button', { name: 'Verify' }).click()
    await signIn.getByRole('alert').getByText('That code is not right').waitFor()
    await signIn.screenshot({ path: `${SHOTS}sign-in-wrong-code.png`, fullPage: true })
    await code.fill(nextCode(secret))
    await signIn.getByRole('button', { name: 'Verify' }).click()
    await signIn.locator('#main-content').waitFor()
    await signIn.context().close()

    // A recovery code in place of the app's code.
    const recovery = await newPage()
    await passwordStep(recovery)
    await recovery.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await recovery.getByLabel('Recovery code').fill(recoveryCodes[0]!)
    await recovery.getByRole('button', { name: 'Verify' }).click()
    await recovery.locator('#main-content').waitFor()
    await recovery.context().close()
    const status = await t.request({ method: 'GET', url: '/api/auth/2fa', headers: { authorization: `Bearer ${user.token}` } })
    assert.equal(status.data.data.recoveryCodesLeft, 9)
  })

  test('REQUIRE_2FA_FOR_ADMINS: an administrator without it is taken to enrolment after the password, and into the panel once it is on', async () => {
    const page = await newPage()
    await passwordStep(page, admin)
    await page.waitForURL(`${origin}/two-factor-enrolment`)
    await page.getByRole('heading', { name: 'Turn on two-factor sign-in' }).waitFor()
    // Anywhere else, the service refuses them and the panel sends them back.
    await page.goto(`${origin}/users`)
    await page.waitForURL(`${origin}/two-factor-enrolment`)
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim()
    await page.screenshot({ path: `${SHOTS}admin-enrolment.png`, fullPage: true })
    assert.deepEqual(await seriousA11yViolations(page), [], 'the enrolment page')
    await page.getByLabel('Code').fill(generateSync({ secret }))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('button', { name: 'I have saved these codes' }).click()
    await page.locator('#main-content').waitFor()
    await page.goto(`${origin}/users`)
    await page.getByRole('link', { name: 'Ada Admin' }).or(page.getByText('ada@example.com')).first().waitFor()
    assert.equal(new URL(page.url()).pathname, '/users')
    await page.context().close()
  })
})
