import { getDevAccount } from '@coffer/devchain'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { type AxeFinding, describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { TEST_WALLET_NAME } from '../src/injectWallet.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { openSignIn } from '../src/signIn.ts'
import { openOwnerSession } from '../src/transactionFlows/ownerSession.ts'

const suite = setupSuite('accessibility')

const colorSchemes = ['light', 'dark'] as const

function safePath(sub = ''): string {
  return `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}${sub}`
}

/** Every screen scanned, with what axe found there; the test fails at the end, listing them all. */
const report: { screen: string; findings: AxeFinding[] }[] = []

async function scan(page: Page, screen: string): Promise<void> {
  report.push({ screen, findings: await findSeriousAxeViolations(page) })
}

/** What axe found on the screens scanned since `from` (a test's first entry), worded per screen. */
function failures(from = 0): string {
  return report
    .slice(from)
    .filter((entry) => entry.findings.length > 0)
    .map((entry) => `── ${entry.screen}\n${describeAxeFindings(entry.findings)}`)
    .join('\n')
}

const pages: { path: () => string; ready: (page: Page) => Promise<void>; name: string }[] = [
  {
    name: 'landing',
    path: () => '/',
    ready: (page) => page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor(),
  },
  {
    name: 'open a Safe',
    path: () => '/open',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'my Safes',
    path: () => '/safes',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'create a Safe',
    path: () => '/new-safe',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'dashboard',
    path: () => safePath(),
    ready: (page) => page.getByTestId('safe-threshold').getByText('2 of 3').waitFor(),
  },
  {
    name: 'assets',
    path: () => safePath('/assets'),
    ready: (page) => page.getByRole('table').getByRole('row').filter({ hasText: 'CDT' }).waitFor(),
  },
  {
    name: 'NFTs',
    path: () => safePath('/nfts'),
    ready: (page) => page.getByText(/#0/).first().waitFor(),
  },
  {
    name: 'queue',
    path: () => safePath('/queue'),
    ready: (page) => page.getByTestId('queue-row').first().waitFor(),
  },
  {
    name: 'history',
    path: () => safePath('/history'),
    ready: (page) => page.getByText('Safe created').first().waitFor(),
  },
  {
    name: 'messages',
    path: () => safePath('/messages'),
    ready: (page) => page.getByRole('heading', { name: 'Messages' }).waitFor(),
  },
  {
    name: 'address book',
    path: () => safePath('/address-book'),
    ready: (page) => page.getByRole('heading', { name: 'Address book' }).waitFor(),
  },
  {
    name: 'apps',
    path: () => safePath('/apps'),
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'settings',
    path: () => safePath('/settings'),
    ready: (page) => page.getByText('Owners (3)').waitFor(),
  },
  ...(
    [
      ['delegates', 'delegates'],
      ['notifications', 'push-notifications'],
      ['email-alerts', 'email-alerts'],
      ['recovery', 'recovery'],
      ['apps', undefined],
      ['appearance', undefined],
    ] as const
  ).map(([sub, testId]) => ({
    name: `settings: ${sub}`,
    path: () => safePath(`/settings/${sub}`),
    ready: (page: Page) =>
      testId
        ? page.getByTestId(testId).first().waitFor()
        : page.getByRole('navigation', { name: 'Settings pages' }).waitFor(),
  })),
  {
    name: 'new transaction',
    path: () => safePath('/new'),
    ready: (page) => page.getByRole('heading', { name: 'New transaction' }).waitFor(),
  },
]

// Longer than the default timeout: every page and every Settings page, light and dark.
test('every page has no serious or critical axe violation, light and dark', async () => {
  const from = report.length
  // A queued transfer, so the queue page has a row; once the demo Safe is indexed.
  const { page: first } = await suite.openApp({ path: safePath() })
  await first.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
  await proposeThroughGateway({
    product: suite.product,
    tx: { to: getDevAccount(7).address, value: parseEther('0.25') },
    signers: [getDevAccount(1)],
  })
  for (const colorScheme of colorSchemes) {
    const { page, close } = await suite.openApp({ colorScheme })
    for (const entry of pages) {
      await page.goto(entry.path())
      await entry.ready(page)
      await scan(page, `${entry.name} (${colorScheme})`)
    }
    await close()
  }
  expect(failures(from)).toBe('')
}, 150_000)

test('the connect, verify, profile and review dialogs have no serious or critical axe violation', async () => {
  const from = report.length
  for (const colorScheme of colorSchemes) {
    const { page, wallet } = await suite.openApp({ colorScheme, path: safePath('/new') })
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).waitFor()
    await scan(page, `connect (${colorScheme})`)
    await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
    // Connected without a signature: the profile menu offers "Sign in", which opens "Verify your account".
    await accountButton(page, wallet.account.address).click()
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    await scan(page, `profile, not signed in (${colorScheme})`)
    await page.keyboard.press('Escape')
    await openSignIn(page)
    await scan(page, `verify (${colorScheme})`)
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 15_000 })
    await accountButton(page, wallet.account.address).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await scan(page, `profile (${colorScheme})`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('combobox', { name: 'Recipient' }).fill(getDevAccount(7).address)
    await page.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await page.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('This transaction will succeed.').waitFor()
    await scan(page, `review (${colorScheme})`)
    // The page's header is the only banner landmark; the dialog's own heading row is not another.
    expect(await page.getByRole('banner').count()).toBe(1)
    await page.keyboard.press('Escape')
  }
  expect(failures(from)).toBe('')
})

test('on a phone: the open menu, the Safe pages, and the connect dialog’s other screens pass axe too', async () => {
  const from = report.length
  for (const colorScheme of colorSchemes) {
    const { page } = await suite.openApp({ colorScheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Create a Safe' }).waitFor()
    await scan(page, `phone: landing, menu open (${colorScheme})`)
    for (const sub of ['', '/queue', '/history', '/settings']) {
      await page.goto(safePath(sub))
      const menu = page.getByRole('button', { name: 'Safe menu' })
      await menu.waitFor()
      await scan(page, `phone: ${sub || '/'} (${colorScheme})`)
      // The Safe's details and pages, one tap away.
      await menu.click()
      await page.getByRole('navigation', { name: 'Safe pages' }).waitFor()
      await scan(page, `phone: ${sub || '/'}, Safe menu open (${colorScheme})`)
    }

    // The wallet list's "What is a Wallet?" and "Get a Wallet" screens, with their back buttons.
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).waitFor()
    await scan(page, `phone: connect (${colorScheme})`)
    // On a phone the intro sits behind the "Info" button; its screens have a back button.
    await dialog.getByRole('button', { name: 'Info' }).click()
    await dialog.getByRole('button', { name: 'Back' }).waitFor()
    await scan(page, `phone: what is a wallet (${colorScheme})`)
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await dialog.getByText("Not what you're looking for?").waitFor()
    await scan(page, `phone: get a wallet (${colorScheme})`)
  }
  expect(failures(from)).toBe('')
})

// Longer than the default timeout: three views, each opening six dialogs over four pages (Settings has
// one page per section).
test('the owners’ other dialogs pass axe: add funds, address book, add owner, delegates, recovery, a new Safe’s review', async () => {
  const from = report.length
  const views = [
    { colorScheme: 'light', width: 1440, height: 900 },
    { colorScheme: 'dark', width: 1440, height: 900 },
    { colorScheme: 'light', width: 390, height: 844 },
  ] as const
  for (const { colorScheme, width, height } of views) {
    const { page, wallet } = await openOwnerSession(suite, { accountIndex: 1, path: safePath(), colorScheme })
    await page.setViewportSize({ width, height })
    const view = `${colorScheme}, ${width}px`
    const dialog = page.getByRole('dialog')
    const openAndScan = async (button: string, name: string) => {
      await page.getByRole('button', { name: button, exact: true }).first().click()
      await dialog.first().waitFor()
      await page.waitForTimeout(300)
      await scan(page, `${name} (${view})`)
      await page.keyboard.press('Escape')
      await dialog.first().waitFor({ state: 'detached' })
    }
    await page.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
    await openAndScan('Add funds', 'add funds')
    await page.goto(safePath('/address-book'))
    await page.getByRole('heading', { name: 'Address book' }).waitFor()
    await openAndScan('Add entry', 'address book entry')
    await page.goto(safePath('/settings'))
    await page.getByText('Owners (3)').waitFor()
    await openAndScan('Add owner', 'add owner')
    await page.goto(safePath('/settings/delegates'))
    await openAndScan('Add delegate', 'add delegate')
    await page.goto(safePath('/settings/recovery'))
    await openAndScan('Set up recovery', 'set up recovery')
    await page.goto('/new-safe')
    await page.getByRole('heading', { name: 'Create a Safe', level: 1 }).waitFor()
    // The connected wallet becomes owner 1 once the form has read it; a review before that is refused.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Owner 1', exact: true }).inputValue())
      .toBe(wallet.account.address)
    await page.getByRole('button', { name: 'Review' }).click()
    await page
      .getByRole('dialog', { name: 'Review your new Safe' })
      .getByTestId('predicted-address')
      .waitFor()
    await scan(page, `new Safe review (${view})`)
  }
  expect(failures(from)).toBe('')
}, 180_000)

/** The element that has focus now, described by its role-ish tag and text, for assertions. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    return {
      text: element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      inConnectSlot: Boolean(element?.closest('[data-connect-slot]')),
      isBody: element === document.body,
    }
  })
}

test('keyboard: the Safe’s page links move with arrows, Home and End, and mark the current page', async () => {
  const { page } = await suite.openApp({ path: safePath() })
  const nav = page.getByRole('navigation', { name: 'Safe pages' })
  const dashboard = nav.getByRole('link', { name: 'Dashboard' })
  await page.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
  expect(await dashboard.getAttribute('aria-current')).toBe('page')

  await dashboard.focus()
  await page.keyboard.press('ArrowRight')
  expect((await focusedElement(page)).text).toMatch(/^Queue/)
  await page.keyboard.press('End')
  expect((await focusedElement(page)).text).toBe('Address book')
  await page.keyboard.press('ArrowRight')
  expect((await focusedElement(page)).text).toBe('Dashboard')
  await page.keyboard.press('ArrowLeft')
  expect((await focusedElement(page)).text).toBe('Address book')
  await page.keyboard.press('Home')
  expect((await focusedElement(page)).text).toBe('Dashboard')
  // Tab still stops on every link: they are pages, not the panels of one page.
  await page.keyboard.press('Tab')
  expect((await focusedElement(page)).text).toMatch(/^Queue/)

  await page.keyboard.press('Enter')
  await page.getByRole('heading', { name: 'Queue', exact: true }).waitFor()
  expect(await nav.getByRole('link', { name: /^Queue/ }).getAttribute('aria-current')).toBe('page')
  expect(await dashboard.getAttribute('aria-current')).toBeNull()
})

test('keyboard: focus moves into "Verify your account" and back to the header when it closes', async () => {
  const { page, wallet } = await suite.openApp({ path: safePath() })
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })
  await connect.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const walletOption = dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
  await walletOption.waitFor()
  expect((await focusedElement(page)).inDialog).toBe(true)
  await walletOption.focus()
  await page.keyboard.press('Enter')

  // Connected: focus is back on the header's account button, whose menu offers "Sign in".
  await accountButton(page, wallet.account.address).waitFor()
  await expect.poll(async () => (await focusedElement(page)).inConnectSlot).toBe(true)
  await page.keyboard.press('Enter')
  const signInEntry = page
    .getByRole('dialog', { name: 'Your account' })
    .getByRole('button', { name: 'Sign in', exact: true })
  await signInEntry.focus()
  await page.keyboard.press('Enter')

  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).waitFor()
  expect((await focusedElement(page)).inDialog).toBe(true)
  // Tab stays inside the dialog while it is open.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab')
    expect((await focusedElement(page)).inDialog).toBe(true)
  }
  await verify.getByRole('button', { name: 'Sign message' }).focus()
  await page.keyboard.press('Enter')
  await verify.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  // The button that opened it was replaced by the account button: focus lands there, not on <body>.
  await expect.poll(async () => (await focusedElement(page)).inConnectSlot).toBe(true)

  // The profile menu (named) gives focus back the same way.
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog', { name: 'Your account' })
    .getByRole('button', { name: 'Disconnect' })
    .waitFor()
  expect((await focusedElement(page)).inDialog).toBe(true)
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await expect.poll(async () => (await focusedElement(page)).inConnectSlot).toBe(true)
})
