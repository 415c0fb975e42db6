import { getDevAccount } from '@coffer/devchain'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { connectWallet } from '../src/connectWallet.ts'
import type { AppSession } from '../src/openApp.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'
import { demoSafePath, goToSafePage, goToSettingsPage } from '../src/transactionFlows/ownerSession.ts'
import { queueRow, reviewDialog, signAndPropose } from '../src/transactionFlows/reviewDialog.ts'
import { fillSendForm, sendForm } from '../src/transactionFlows/sendForm.ts'

// Its own product: the delegations and the proposal stay in its gateway, which no other test file expects.
const suite = setupSuite('delegates')

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
const bot = getDevAccount(4)
const helper = getDevAccount(5)

/**
 * A person in a browser profile of their own, with names in the address book (kept in the browser), on one
 * of the demo Safe's pages, connected and signed in with dev account `accountIndex`.
 */
async function openSession(
  accountIndex: number,
  path: string,
  viewport: { width: number; height: number },
): Promise<AppSession> {
  const session = await suite.openApp({ accountIndex })
  const book = [
    { address: bot.address, name: 'Payroll bot' },
    { address: helper.address, name: 'Helper' },
    { address: getDevAccount(1).address, name: 'Alice' },
  ]
  await session.page.setViewportSize(desktop)
  await session.context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `coffer.addressBook.${suite.product.chainId}`,
    value: JSON.stringify(book),
  })
  await session.page.goto(demoSafePath(suite, path))
  await connectWallet(session.page)
  await signIn(session.page)
  // At desktop width the header's account button shows the address; on a phone only an avatar.
  await accountButton(session.page, session.wallet.account.address).waitFor()
  await session.page.setViewportSize(viewport)
  return session
}

function delegatesSection(page: Page) {
  return page.getByTestId('delegates')
}

function delegateRow(page: Page, label: string) {
  return delegatesSection(page).getByTestId('delegate-row').filter({ hasText: label })
}

async function addDelegate(
  page: Page,
  {
    address,
    label,
    scope,
    screenshotAs,
  }: { address: string; label: string; scope: 'safe' | 'all'; screenshotAs?: string },
) {
  await delegatesSection(page).getByRole('button', { name: 'Add delegate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add delegate' })
  await dialog.getByLabel('Delegate address').fill(address)
  await dialog.getByLabel('Label').fill(label)
  await dialog.getByLabel(scope === 'safe' ? 'Only this Safe' : /^Every Safe you own on /).check()
  if (screenshotAs) await screenshot(page, screenshotAs)
  await dialog.getByRole('button', { name: 'Sign and add delegate' }).click()
  await dialog.getByText('Delegate added').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}

test('an owner adds delegates from Settings, a delegate proposes (and cannot confirm), an owner removes it', async () => {
  // Alice (an owner) on Settings, at desktop size.
  const alice = await openSession(1, '/settings/delegates', desktop)
  const { page } = alice
  await delegatesSection(page).getByText('No delegates.', { exact: false }).waitFor()

  // A label over 50 characters is refused before anything is signed.
  await delegatesSection(page).getByRole('button', { name: 'Add delegate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add delegate' })
  await dialog.getByLabel('Delegate address').fill(bot.address)
  await dialog.getByLabel('Label').fill('x'.repeat(51))
  await dialog.getByRole('alert').filter({ hasText: 'A label has at most 50 characters' }).waitFor()
  await screenshot(page, 'delegates-01-label-too-long-1440')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached' })

  await addDelegate(page, {
    address: bot.address,
    label: 'Payroll bot',
    scope: 'safe',
    screenshotAs: 'delegates-02-add-dialog-1440',
  })
  await addDelegate(page, { address: helper.address, label: 'Assistant', scope: 'all' })
  const botRow = delegateRow(page, 'Payroll bot')
  await botRow.getByText('This Safe').waitFor()
  await botRow.getByText('Proposes for Alice').waitFor()
  await delegateRow(page, 'Assistant').getByText('All Safes of the owner').waitFor()
  // Names come from the address book: the delegate's row shows "Helper" above its address.
  await delegateRow(page, 'Assistant').getByText('Helper', { exact: true }).waitFor()
  await screenshot(page, 'delegates-03-list-1440')

  // The bot (a delegate, not an owner) proposes a transfer from its phone.
  const botSession = await openSession(4, '/new', phone)
  const botPage = botSession.page
  await botPage.getByText(/You are a delegate of Alice/).waitFor({ timeout: 20_000 })
  await fillSendForm(botPage, { recipient: helper.address, amount: '0.25' })
  await sendForm(botPage).getByRole('button', { name: 'Continue' }).click()
  const review = reviewDialog(botPage, /^Send 0\.25 /)
  await review.getByTestId('delegate-proposes').waitFor({ timeout: 20_000 })
  await review.getByRole('button', { name: 'Sign and propose' }).waitFor()
  await screenshot(botPage, 'delegates-04-delegate-review-390')
  await signAndPropose(review)

  await goToSafePage(botPage, 'Queue')
  const row = queueRow(botPage, '0.25')
  await row.waitFor({ timeout: 20_000 })
  await botPage
    .getByTestId('delegate-role')
    .getByText(/Only owners can confirm them/)
    .waitFor()
  expect(await row.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)
  // What it proposed, it may delete.
  await row.getByRole('button', { name: 'Delete', exact: true }).waitFor()
  await row.scrollIntoViewIfNeeded()
  await screenshot(botPage, 'delegates-05-delegate-queue-390')

  // Alice sees it in her queue, proposed for her and unconfirmed, and can confirm it.
  await goToSafePage(page, 'Queue')
  const aliceRow = queueRow(page, '0.25')
  await aliceRow.getByText('0 of 2 confirmations').waitFor({ timeout: 20_000 })
  await aliceRow.getByRole('button', { name: 'Confirm', exact: true }).waitFor()

  // Alice removes the bot from Settings, on her phone-sized window.
  await page.setViewportSize(phone)
  await goToSettingsPage(page, 'Delegates')
  await delegateRow(page, 'Payroll bot').getByRole('button', { name: 'Remove delegate Payroll bot' }).click()
  const remove = page.getByRole('dialog', { name: 'Remove delegate' })
  await remove.getByText('Payroll bot will no longer be able to propose transactions for Alice.').waitFor()
  await screenshot(page, 'delegates-06-remove-dialog-390')
  await remove.getByRole('button', { name: 'Sign and remove' }).click()
  await remove.getByText('Delegate removed').waitFor({ timeout: 20_000 })
  await remove.getByRole('button', { name: 'Done' }).click()
  await delegateRow(page, 'Payroll bot').waitFor({ state: 'detached' })
  await delegateRow(page, 'Assistant').waitFor()
  await screenshot(page, 'delegates-07-after-remove-390')

  // The bot is no delegate any more.
  const response = await fetch(
    `${suite.product.webUrl}/v2/chains/${suite.product.chainId}/delegates?delegate=${bot.address}`,
  )
  expect((await response.json()).results).toEqual([])
})
