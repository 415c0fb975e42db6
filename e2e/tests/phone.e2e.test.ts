import { getDevAccount } from '@coffer/devchain'
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { TEST_WALLET_NAME } from '../src/injectWallet.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { openSignIn } from '../src/signIn.ts'

const suite = setupSuite('phone')

const phone = { width: 390, height: 844 }
const narrowest = { width: 360, height: 740 }
const desktop = { width: 1440, height: 900 }
const recipient = getDevAccount(7).address

function safePath(sub = ''): string {
  return `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}${sub}`
}

/** Nothing on the page is wider than the window: a phone never scrolls the whole page sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

/**
 * The locator's element lies inside the window's width and no text inside it is clipped: every element
 * that hides its overflow shows all of its content (wrapping is fine, an ellipsis is not).
 */
async function expectWhollyShown(locator: Locator): Promise<void> {
  const problems = await locator.evaluate((element) => {
    const found: string[] = []
    const box = element.getBoundingClientRect()
    if (box.left < 0 || box.right > window.innerWidth + 0.5)
      found.push(`the element spans ${box.left}-${box.right} px in a ${window.innerWidth} px window`)
    for (const inner of [element, ...element.querySelectorAll('*')]) {
      // Hidden and screen-reader-only (1 px) elements are not what a person reads on screen.
      if (!(inner instanceof HTMLElement) || inner.offsetParent === null || inner.clientWidth <= 1) continue
      const style = getComputedStyle(inner)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (clips && style.overflowX !== 'auto' && inner.scrollWidth > inner.clientWidth + 1)
        found.push(
          `"${inner.textContent?.slice(0, 60)}" is cut (${inner.scrollWidth} > ${inner.clientWidth} px)`,
        )
    }
    return found
  })
  expect(problems).toEqual([])
}

/**
 * Where an element ends up once it stops moving: RainbowKit's sheets slide up on a phone, and a box read
 * during that animation hangs below the window.
 */
async function settledBox(element: Locator) {
  let previous = await element.boundingBox()
  for (let reads = 0; reads < 40; reads++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const box = await element.boundingBox()
    if (box && previous && box.y === previous.y && box.height === previous.height) return box
    previous = box
  }
  return previous
}

/**
 * The dialog's sheet fits the window's width, and either its height too or, when taller, it scrolls so
 * that `lastControl` (its final action) can be reached and shown whole.
 */
async function expectDialogFits(page: Page, dialog: Locator, lastControl?: Locator): Promise<void> {
  // RainbowKit's dialog element is its full-screen overlay; the sheet inside is what must fit.
  const sheet = dialog.locator('[role="document"]')
  const box = await settledBox((await sheet.count()) > 0 ? sheet.first() : dialog)
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('The dialog is not shown')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5)
  if (!lastControl) {
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5)
    return
  }
  await lastControl.scrollIntoViewIfNeeded()
  const lastBox = await lastControl.boundingBox()
  if (!lastBox) throw new Error('The dialog’s last control is not shown')
  expect(lastBox.y).toBeGreaterThanOrEqual(0)
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(viewport.height + 0.5)
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(viewport.width + 0.5)
}

test('landing page: on a phone the header’s links sit in a Menu button; on a desktop they are in the header', async () => {
  const { page } = await suite.openApp()
  await page.setViewportSize(desktop)
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Create a Safe' }).waitFor()
  expect(await header.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
  await screenshot(page, 'phone-01-landing-1440')

  for (const size of [phone, narrowest]) {
    await page.setViewportSize(size)
    const menu = header.getByRole('button', { name: 'Menu' })
    await menu.waitFor()
    expect(await header.getByRole('link', { name: 'My Safes' }).isVisible()).toBe(false)
    await expectNoSidewaysScroll(page)
    await screenshot(page, `phone-02-landing-${size.width}`)

    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    for (const name of ['Open a Safe', 'My Safes', 'Create a Safe'])
      await header.getByRole('link', { name }).waitFor()
    await screenshot(page, `phone-03-landing-menu-open-${size.width}`)
    // Escape closes it and leaves focus on the button, as a disclosure should.
    await page.keyboard.press('Escape')
    await header.getByRole('link', { name: 'My Safes' }).waitFor({ state: 'hidden' })
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true)
  }

  // A followed link closes the menu and marks its page as the current one.
  const menu = header.getByRole('button', { name: 'Menu' })
  await menu.click()
  await header.getByRole('link', { name: 'My Safes' }).click()
  await page.waitForURL((url) => url.pathname === '/safes')
  expect(await menu.getAttribute('aria-expanded')).toBe('false')
  await menu.click()
  expect(await header.getByRole('link', { name: 'My Safes' }).getAttribute('aria-current')).toBe('page')
})

test('a Safe on a phone: one slim line, each page starts in the top 40 %, the details and pages a tap away', async () => {
  const { page } = await suite.openApp({ path: safePath() })
  await page.setViewportSize(desktop)
  await page.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
  // A wide window has the sidebar: the Safe and its pages in view, no menu button.
  await page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: 'Address book' })
    .waitFor()
  expect(await page.getByRole('button', { name: 'Safe menu' }).count()).toBe(0)
  await screenshot(page, 'phone-04-dashboard-1440')

  for (const size of [phone, narrowest]) {
    await page.setViewportSize(size)
    const menu = page.getByRole('button', { name: 'Safe menu' })
    await menu.waitFor()
    expect(await page.getByRole('navigation', { name: 'Safe pages' }).count()).toBe(0)
    // Two menus on a phone, told apart at a glance: the site's is a hamburger, the Safe's says its name
    // on screen with a dropdown's chevron.
    const siteMenu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
    const siteIcon = await siteMenu.locator('svg path').getAttribute('d')
    expect(await menu.locator('svg path').getAttribute('d')).not.toBe(siteIcon)
    expect(await menu.innerText()).toContain('Safe menu')
    const address = await page.getByTestId('safe-full-address').boundingBox()
    expect(address?.y).toBeLessThan(size.height * 0.4)
    await expectNoSidewaysScroll(page)
    await screenshot(page, `phone-05-dashboard-${size.width}`)

    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    await menu.click()
    const nav = page.getByRole('navigation', { name: 'Safe pages' })
    await nav.getByRole('link', { name: 'Address book' }).waitFor()
    await page.getByRole('button', { name: 'Switch Safe' }).waitFor()
    await expectNoSidewaysScroll(page)
    await screenshot(page, `phone-06-dashboard-menu-${size.width}`)
    // Escape closes it and leaves focus on the button, as a disclosure should.
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true)
  }

  // A link followed from the menu opens its page, which starts near the top, and closes the menu.
  await page.getByRole('button', { name: 'Safe menu' }).click()
  await page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: /^Queue/ })
    .click()
  const heading = page.getByRole('heading', { name: 'Queue', exact: true })
  await heading.waitFor()
  expect((await heading.boundingBox())?.y).toBeLessThan(narrowest.height * 0.4)
  await page.getByRole('navigation', { name: 'Safe pages' }).waitFor({ state: 'hidden' })

  const dark = await suite.openApp({ path: safePath('/settings'), colorScheme: 'dark' })
  await dark.page.setViewportSize(phone)
  await dark.page.getByText('Owners (3)').waitFor()
  await expectNoSidewaysScroll(dark.page)
  await screenshot(dark.page, 'phone-06b-settings-dark-390')
  // Opened on Settings, the menu marks its page as the current one.
  await dark.page.getByRole('button', { name: 'Safe menu' }).click()
  const settings = dark.page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: 'Settings' })
  expect(await settings.getAttribute('aria-current')).toBe('page')
  await screenshot(dark.page, 'phone-06c-settings-menu-dark-390')
})

test('queue and history rows show the action, the counterparty and the amount, whole', async () => {
  await proposeThroughGateway({
    product: suite.product,
    tx: { to: recipient, value: parseEther('0.25') },
    signers: [getDevAccount(1)],
  })
  const { page } = await suite.openApp({ path: safePath('/queue') })
  await page.setViewportSize(desktop)
  const row = page.getByTestId('queue-row').first()
  await row.waitFor()
  await screenshot(page, 'phone-07-queue-1440')
  for (const size of [phone, narrowest]) {
    await page.setViewportSize(size)
    await row.getByText(/^Send 0\.25 ETH to /).waitFor()
    await row.getByText(/^[−-]0\.25 ETH$/).waitFor()
    await expectWhollyShown(row)
    await expectNoSidewaysScroll(page)
    await row.scrollIntoViewIfNeeded()
    await screenshot(page, `phone-08-queue-${size.width}`)
  }

  await page.setViewportSize(desktop)
  await page.goto(safePath('/history'))
  const rows = page.getByTestId('history-row')
  await rows.first().waitFor()
  await screenshot(page, 'phone-09-history-1440')
  for (const size of [phone, narrowest]) {
    await page.setViewportSize(size)
    for (const historyRow of await rows.all()) await expectWhollyShown(historyRow)
    await expectNoSidewaysScroll(page)
    await rows.first().scrollIntoViewIfNeeded()
    await screenshot(page, `phone-10-history-${size.width}`)
  }
})

test('the connect, verify, profile and review dialogs fit a phone and scroll', async () => {
  const { page, wallet } = await suite.openApp({ path: safePath('/new') })
  await page.setViewportSize(phone)
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).waitFor()
  await expectDialogFits(page, dialog)
  await screenshot(page, 'phone-11-connect-390')
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await openSignIn(page)
  await expectDialogFits(page, dialog)
  await screenshot(page, 'phone-12-verify-390')
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })

  // On a phone the account button is an avatar: it is the last button of the header's wallet slot.
  await page.getByRole('banner').locator('[data-connect-slot] button').last().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await expectDialogFits(page, dialog)
  await screenshot(page, 'phone-13-profile-390')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  expect(wallet.requests.some((entry) => entry.method === 'personal_sign')).toBe(true)

  await page.getByRole('combobox', { name: 'Recipient' }).fill(recipient)
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByText('This transaction will succeed.').waitFor()
  await screenshot(page, 'phone-14-review-390')
  await expectDialogFits(page, dialog, dialog.getByRole('button', { name: 'Sign and propose' }))
  await expectNoSidewaysScroll(page)
  await screenshot(page, 'phone-15-review-scrolled-390')
  await page.setViewportSize(desktop)
  await screenshot(page, 'phone-16-review-1440')
})

test('Settings’ sub-navigation on a phone: a fade shows hidden entries, the open page’s entry is in view', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await suite.openApp({ path: safePath('/settings/appearance'), colorScheme })
    await page.setViewportSize(phone)
    const nav = page.getByRole('navigation', { name: 'Settings pages' })
    const current = nav.getByRole('link', { name: 'Appearance' })
    await current.waitFor()
    expect(await current.getAttribute('aria-current')).toBe('page')
    await expectNoSidewaysScroll(page)
    // The last entry, opened by its URL: scrolled into view, and the row fades at its start, where the
    // first entries now hide.
    const navBox = await nav.boundingBox()
    const currentBox = await current.boundingBox()
    if (!navBox || !currentBox) throw new Error('The Settings pages are not shown')
    expect(currentBox.x).toBeGreaterThanOrEqual(navBox.x)
    expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5)
    const mask = () => nav.evaluate((element) => getComputedStyle(element).maskImage)
    expect(await mask()).toMatch(/^linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent)/)
    await screenshot(page, `phone-10-settings-nav-end-${colorScheme}`)

    // Scrolled back to the start, the fade moves to the end: more entries that way.
    await nav.evaluate((element) => element.scrollTo({ left: 0 }))
    await expect.poll(mask).toMatch(/(rgba\(0, 0, 0, 0\)|transparent)\)$/)
    expect(await mask()).not.toMatch(/^linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent)/)
    await screenshot(page, `phone-11-settings-nav-start-${colorScheme}`)

    // A wide window shows the whole row: no fade at all.
    await page.setViewportSize(desktop)
    await expect.poll(mask).toBe('none')
  }
})
