import { getDevAccount } from '@coffer/devchain'
import { expect, test } from 'vitest'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'

const suite = setupSuite('safe-pages')

/** The element is drawn on top at its centre, inside the window: seen and clickable, not clipped or covered. */
function isOnTop(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false
  return element.contains(document.elementFromPoint(x, y))
}

function safePath(sub = ''): string {
  return `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}${sub}`
}

test('dashboard: value, pending count, owners and threshold, version and nonce', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await suite.openApp({ path: safePath(), colorScheme })
    await page.getByRole('heading', { name: 'Safe', exact: true }).waitFor()
    await page.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
    await page.getByText('Prices are off').waitFor()
    await page
      .getByText(/^[\d,.]+ CDT$/)
      .first()
      .waitFor()
    expect(await page.getByTestId('safe-pending-count').textContent()).toMatch(/^\d+$/)
    await screenshot(page, `safe-pages-01-dashboard-${colorScheme}`)
  }
})

test('assets: the demo token is listed and can be hidden, then shown again', async () => {
  const { page } = await suite.openApp({ path: safePath('/assets') })
  const table = page.getByRole('table')
  await table.getByRole('row').filter({ hasText: 'CDT' }).waitFor()
  await screenshot(page, 'safe-pages-02-assets')
  await page.getByRole('button', { name: 'Hide CDT' }).click()
  await table.getByRole('row').filter({ hasText: 'CDT' }).waitFor({ state: 'detached' })
  await page.getByRole('switch', { name: 'Show hidden (1)' }).check({ force: true })
  await table.getByRole('row').filter({ hasText: 'Hidden' }).waitFor()
  await screenshot(page, 'safe-pages-03-assets-hidden-shown')
})

test('NFTs: the demo NFT shows as a tile', async () => {
  const { page } = await suite.openApp({ path: safePath('/nfts'), colorScheme: 'dark' })
  await page.getByRole('heading', { name: 'NFTs' }).waitFor()
  await page.getByText(/#0/).first().waitFor()
  await screenshot(page, 'safe-pages-04-nfts-dark')
})

test('address book: a name added there names the owner in Settings', async () => {
  const { page } = await suite.openApp({ path: safePath('/address-book') })
  const owner = getDevAccount(1).address
  await page.getByRole('button', { name: 'Add entry' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an entry' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Alice')
  await dialog.getByRole('textbox', { name: 'Address' }).fill('0x1234')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByRole('alert').filter({ hasText: 'This is not a valid address' }).waitFor()
  await dialog.getByRole('textbox', { name: 'Address' }).fill(owner.toLowerCase())
  await dialog.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('list', { name: 'Address book' }).getByText('Alice').waitFor()
  await screenshot(page, 'safe-pages-05-address-book')

  await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Settings' }).click()
  await page.getByText('Owners (3)').waitFor()
  await page.getByText('Alice').waitFor()
  await screenshot(page, 'safe-pages-06-settings')
})

test('after connecting, the landing page lists the owner’s Safes with what waits in each, as My Safes does', async () => {
  const { page } = await suite.openApp({ path: '/' })
  await page.getByRole('heading', { name: 'Open a Safe' }).waitFor()
  expect(await page.getByTestId('landing-safes').count()).toBe(0)
  await connectWallet(page)
  const list = page.getByRole('list', { name: 'Your Safes' })
  const demoRow = list
    .getByRole('link')
    .filter({ hasText: /pending/ })
    .first()
  await demoRow.waitFor({ timeout: 20_000 })
  // The devchain's gateway has no prices: the demo Safe's value is its native balance, read from the node.
  const figuresOf = (safes: typeof list) => safes.getByTestId('safe-list-figures').allTextContents()
  await expect
    .poll(async () => (await figuresOf(list)).every((figures) => /ETH/.test(figures)), { timeout: 10_000 })
    .toBe(true)
  const landingFigures = await figuresOf(list)
  expect(landingFigures.length).toBeGreaterThan(0)
  for (const figures of landingFigures) expect(figures).toMatch(/\d+ pending/)
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await list.scrollIntoViewIfNeeded()
    await screenshot(page, `safe-pages-landing-safes-${width}`)
    expect(describeAxeFindings(await findSeriousAxeViolations(page))).toBe('')
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  // My Safes shows the same figures for the same Safes.
  await page.getByRole('link', { name: 'See all' }).click()
  await page.waitForURL((url) => url.pathname === '/safes')
  const mySafes = page.getByRole('list', { name: 'My Safes' })
  await expect
    .poll(async () => (await figuresOf(mySafes)).slice(0, landingFigures.length), { timeout: 20_000 })
    .toEqual(landingFigures)
  // A Safe of the list opens it.
  await page.goto('/')
  await demoRow.click()
  await page.waitForURL((url) => decodeURIComponent(url.pathname).startsWith('/safe/'))
})

test('My Safes and the switcher list the connected owner’s Safe', async () => {
  const { page } = await suite.openApp({ path: '/safes' })
  await page.getByRole('heading', { name: 'Connect a wallet' }).waitFor()
  await connectWallet(page)
  await signIn(page)
  const list = page.getByRole('list', { name: 'My Safes' })
  await list.getByRole('link').first().waitFor({ timeout: 20_000 })
  await screenshot(page, 'safe-pages-07-my-safes')
  await list.getByRole('link').first().click()
  await page.waitForURL((url) => decodeURIComponent(url.pathname).startsWith('/safe/'))
  const switcher = page.getByRole('button', { name: 'Switch Safe' })
  await switcher.click()
  const menu = page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`)
  await menu
    .getByRole('link', { name: /of 3 signers|0x/ })
    .first()
    .waitFor()
  // Nothing covers or clips the menu's links (M2: the Safe's header card cut off all but two Safes).
  for (const name of ['My Safes', 'Open a Safe', 'Create a Safe']) {
    const link = menu.getByRole('link', { name })
    expect(await link.evaluate(isOnTop), name).toBe(true)
  }
  await screenshot(page, 'safe-pages-08-switcher')
})
