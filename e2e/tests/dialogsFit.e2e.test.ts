import { getDevAccount } from '@coffer/devchain'
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { TEST_WALLET_NAME } from '../src/injectWallet.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, goToSettingsPage, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import { queueRow } from '../src/transactionFlows/reviewDialog.ts'
import { fillSendForm, sendForm } from '../src/transactionFlows/sendForm.ts'

const suite = setupSuite('dialogs-fit')

/** The narrowest phone the app supports, a common one, and the desktop the issue measured. */
const widths = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

/** What did not fit, per dialog and width; each test fails at its end listing all of them. */
const problems: string[] = []

/**
 * Measures one open dialog at every width: nothing wider than the dialog or the page (a horizontal scroll
 * bar, or text cut at the edge), and its "Close" button inside the card and on screen. At 1440 × 900 the
 * main action, when named, is on screen without scrolling. Saves a screenshot at each width.
 */
async function checkFits(
  page: Page,
  dialog: Locator,
  name: string,
  { mainAction, sizes = widths }: { mainAction?: Locator; sizes?: readonly (typeof widths)[number][] } = {},
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size)
    // Let the layout settle (the sheet's entrance, a reflow of wrapped lines).
    await page.waitForTimeout(300)
    const where = `${name} at ${size.width}px`
    const measured = await dialog.evaluate((element) => {
      const root = document.documentElement
      return {
        dialog: { scroll: element.scrollWidth, client: element.clientWidth },
        document: { scroll: root.scrollWidth, client: root.clientWidth },
      }
    })
    if (measured.dialog.scroll > measured.dialog.client + 1)
      problems.push(
        `${where}: the dialog is ${measured.dialog.scroll}px wide inside ${measured.dialog.client}px`,
      )
    if (measured.document.scroll > measured.document.client + 1)
      problems.push(
        `${where}: the page scrolls sideways (${measured.document.scroll}px in ${measured.document.client}px)`,
      )
    const card = await dialog.boundingBox()
    const close = await dialog.getByRole('button', { name: 'Close', exact: true }).first().boundingBox()
    if (!card || !close) problems.push(`${where}: no card or no Close button`)
    else if (
      close.x < 0 ||
      close.y < 0 ||
      close.x + close.width > size.width ||
      close.y + close.height > size.height ||
      close.x < card.x - 1 ||
      close.x + close.width > card.x + card.width + 1
    )
      problems.push(`${where}: the Close button is off the card or the screen (${JSON.stringify(close)})`)
    if (mainAction && size.width === 1440) {
      const action = await mainAction.boundingBox()
      if (!action || action.y < 0 || action.y + action.height > size.height)
        problems.push(`${where}: the main action needs scrolling (${JSON.stringify(action)})`)
    }
    await screenshot(page, `dialogs-fit-${name.replace(/\s+/g, '-')}-${size.width}`)
  }
  await page.setViewportSize(widths[2])
}

/** Closes a dialog by its Close button, as a person on a phone would. */
async function close(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await dialog.waitFor({ state: 'detached' })
}

const newRecipient = getDevAccount(9).address

/** Chrome on an Android phone, as RainbowKit's `isMobile()` reads it. */
const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

// Add funds is opened at 1440 px and measured down to 320 px: the window crosses the shell's 1024 px
// breakpoint with the dialog open, and the dialog must survive it (a turned tablet does the same).
test('the connect, profile and add-funds dialogs fit from 320 px', async () => {
  const from = problems.length
  const { page, wallet } = await suite.openApp({ path: demoSafePath(suite) })
  await page.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
  const dialog = page.getByRole('dialog')

  // RainbowKit picks its phone sheet by the user agent, not the width: on a phone's widths, a phone.
  for (const size of widths.filter((entry) => entry.width < 768)) {
    const phone = await suite.openApp({ path: demoSafePath(suite), userAgent: phoneUserAgent })
    await phone.page.setViewportSize(size)
    const phoneDialog = phone.page.getByRole('dialog')
    await phone.page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    // A phone's sheet lists wallets with mobile apps; the injected test wallet is not one of them.
    await phoneDialog.getByText('Connect a Wallet').waitFor()
    await checkFits(phone.page, phoneDialog, 'connect', { sizes: [size] })
    await phone.close()
  }
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).waitFor()
  await checkFits(page, dialog, 'connect', { sizes: [widths[2]] })
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
  await dialog.waitFor({ state: 'detached' })

  await accountButton(page, wallet.account.address).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await checkFits(page, dialog, 'profile')
  await close(dialog)

  await page.getByRole('button', { name: 'Add funds', exact: true }).first().click()
  await dialog.first().waitFor()
  await checkFits(page, dialog.first(), 'add funds')
  await close(dialog.first())
  expect(problems.slice(from).join('\n')).toBe('')
})

test('the reviews of a send to a new recipient, a token send and a batch fit, with the action in view', async () => {
  const from = problems.length
  const { page } = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  await page.setViewportSize(widths[2])
  const form = sendForm(page)

  await fillSendForm(page, { recipient: newRecipient, amount: '0.1' })
  await form.getByRole('button', { name: 'Continue' }).click()
  const send = page.getByRole('dialog', { name: /^Send 0\.1 ETH to / })
  await send.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await checkFits(page, send, 'review send to a new recipient', {
    mainAction: send.getByRole('button', { name: 'Sign and propose' }),
  })
  await close(send)

  await fillSendForm(page, { recipient: newRecipient, amount: '1', symbol: 'CDT' })
  await form.getByRole('button', { name: 'Continue' }).click()
  const token = page.getByRole('dialog', { name: /^Send 1 CDT to / })
  await token.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await checkFits(page, token, 'review token send', {
    mainAction: token.getByRole('button', { name: 'Sign and propose' }),
  })
  await close(token)

  await fillSendForm(page, { recipient: newRecipient, amount: '0.2' })
  await form.getByRole('button', { name: 'Add to batch' }).click()
  await fillSendForm(page, { recipient: newRecipient, amount: '2', symbol: 'CDT' })
  await form.getByRole('button', { name: 'Add to batch' }).click()
  await page.getByRole('region', { name: 'Batch' }).getByRole('button', { name: 'Create batch' }).click()
  const batch = page.getByRole('dialog', { name: 'Batch of 2 actions' })
  await batch.getByTestId('batch-action').nth(1).waitFor({ timeout: 20_000 })
  // An open line shows its decoded call, the widest part of a batch.
  await batch.getByTestId('batch-action').nth(1).click()
  await checkFits(page, batch, 'review batch', {
    mainAction: batch.getByRole('button', { name: 'Sign and propose' }),
  })
  await close(batch)
  expect(problems.slice(from).join('\n')).toBe('')
})

test('the settings dialogs and their reviews fit: owner change, recovery, delegates', async () => {
  const from = problems.length
  const { page } = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/settings') })
  await page.getByText('Owners (3)').waitFor()
  const dialog = page.getByRole('dialog')

  await page.getByRole('button', { name: 'Add owner', exact: true }).first().click()
  const add = page.getByRole('dialog', { name: 'Add owner' })
  await add.getByLabel('New owner address').fill(newRecipient)
  await checkFits(page, add, 'add owner')
  await add.getByRole('button', { name: 'Continue' }).click()
  const addReview = page.getByRole('dialog', { name: /^Add owner 0x/ })
  await addReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await checkFits(page, addReview, 'review add owner', {
    mainAction: addReview.getByRole('button', { name: 'Sign and propose' }),
  })
  await close(addReview)

  await goToSettingsPage(page, 'Recovery')
  await page.getByRole('button', { name: 'Set up recovery', exact: true }).first().click()
  const recovery = page.getByRole('dialog', { name: 'Set up recovery' })
  await recovery.getByLabel('Recoverer 1').fill(newRecipient)
  await checkFits(page, recovery, 'set up recovery')
  await recovery.getByRole('button', { name: 'Continue' }).click()
  const recoveryReview = page.getByRole('dialog', { name: /^Set up recovery: / })
  await recoveryReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await checkFits(page, recoveryReview, 'review recovery set-up', {
    mainAction: recoveryReview.getByRole('button', { name: 'Sign and propose' }),
  })
  await close(recoveryReview)

  await goToSettingsPage(page, 'Delegates')
  await page.getByRole('button', { name: 'Add delegate', exact: true }).first().click()
  await dialog.first().waitFor()
  await checkFits(page, dialog.first(), 'add delegate')
  await close(dialog.first())
  expect(problems.slice(from).join('\n')).toBe('')
})

test('the address book, message and queue dialogs fit: add entry, sign a message, confirm, execute', async () => {
  const from = problems.length
  const { page: first } = await suite.openApp({ path: demoSafePath(suite) })
  await first.getByTestId('safe-threshold').getByText('2 of 3').waitFor()
  // One transaction an owner still confirms, one both signed that anyone may execute.
  await proposeThroughGateway({
    product: suite.product,
    tx: { to: newRecipient, value: parseEther('0.01') },
    signers: [getDevAccount(1)],
  })
  const { page } = await openOwnerSession(suite, {
    accountIndex: 2,
    path: demoSafePath(suite, '/address-book'),
  })
  const dialog = page.getByRole('dialog')

  await page.getByRole('heading', { name: 'Address book' }).waitFor()
  await page.getByRole('button', { name: 'Add entry', exact: true }).first().click()
  await dialog.first().waitFor()
  await checkFits(page, dialog.first(), 'address book entry')
  await close(dialog.first())

  await page.goto(demoSafePath(suite, '/messages'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const compose = page.getByRole('dialog', { name: 'New message' })
  await compose.getByRole('textbox', { name: 'Message' }).fill(`Fits on a phone ${'word '.repeat(40)}`)
  await checkFits(page, compose, 'new message')
  await compose.getByRole('button', { name: 'Review' }).click()
  const sign = page.getByRole('dialog', { name: 'Sign message' })
  await sign.waitFor()
  await checkFits(page, sign, 'sign message')
  await close(sign)

  await page.goto(demoSafePath(suite, '/queue'))
  const row = queueRow(page, /Send 0\.01 ETH/)
  await row.getByRole('button', { name: 'Confirm', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm transaction' })
  await confirm
    .getByRole('button', { name: /^(Sign and confirm|Confirm and execute)/ })
    .first()
    .waitFor({
      timeout: 20_000,
    })
  await checkFits(page, confirm, 'confirm')
  await close(confirm)
  expect(problems.slice(from).join('\n')).toBe('')
})
