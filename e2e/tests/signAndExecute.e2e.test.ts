import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, http, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import type { AppSession } from '../src/openApp.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, goToSafePage, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import {
  expectWholeAddressInBody,
  queueRow,
  reviewDialog,
  signAndPropose,
  titleAddress,
} from '../src/transactionFlows/reviewDialog.ts'
import { fillSendForm, sendForm } from '../src/transactionFlows/sendForm.ts'

// Dev accounts 1-3 own the demo Safe (2 of 3); the tests run in order on one Safe.
const suite = setupSuite('sign-and-execute')

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

function safeNonce(): Promise<bigint> {
  return createPublicClient({ transport: http(suite.product.rpcUrl) }).readContract({
    address: suite.product.demo.safe,
    abi: safeAbi,
    functionName: 'nonce',
  })
}

function walletRequests(session: AppSession, method: string) {
  return session.wallet.requests.filter((entry) => entry.method === method).map((entry) => entry.outcome)
}

/**
 * axe on what the page shows now, at both sizes and in both colour schemes, with a picture of each;
 * `show` is scrolled into view first (the part of a dialog the test is about).
 */
async function expectNoSeriousAxeViolations(page: Page, name: string, show?: Locator): Promise<void> {
  const findings: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await page.setViewportSize(viewport)
      await show?.scrollIntoViewIfNeeded()
      await screenshot(page, `${name}-${size}-${colorScheme}`)
      const found = await findSeriousAxeViolations(page)
      if (found.length > 0) findings.push(`${size} ${colorScheme}:\n${describeAxeFindings(found)}`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(desktop)
  expect(findings).toEqual([])
}

test('owner 1 proposes; owner 2, whose signature is the last one needed, signs and executes in one wallet prompt', async () => {
  const recipient = getDevAccount(6).address
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  await fillSendForm(alice.page, { recipient, amount: '0.1' })
  await sendForm(alice.page).getByRole('button', { name: 'Continue' }).click()
  // The title names the recipient by its ends, which fit a phone; the body shows the whole address.
  const proposal = reviewDialog(alice.page, `Send 0.1 ETH to ${titleAddress(recipient)}`)
  await expectWholeAddressInBody(proposal, recipient)
  await signAndPropose(proposal)
  const nonceBefore = await safeNonce()

  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const { page } = bob
  await page.setViewportSize(desktop)
  const row = queueRow(page, /^Send 0\.1 ETH to /)
  await row.getByText('1 of 2 confirmations').waitFor()
  await row.getByRole('button', { name: 'Confirm', exact: true }).click()
  const dialog = reviewDialog(page, 'Confirm transaction')

  // Before choosing: the simulation, and the co-signer marked as "You" among the owners.
  await dialog.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await dialog.getByTestId('confirmation-you').getByText('You').waitFor()
  // The last signature: "Confirm and execute" is already chosen; "Confirm only" stays one press away.
  const executeMode = dialog.getByRole('button', { name: 'Confirm and execute' })
  await executeMode.waitFor({ timeout: 20_000 })
  expect(await executeMode.getAttribute('aria-pressed')).toBe('true')
  expect(await dialog.getByRole('button', { name: 'Confirm only' }).getAttribute('aria-pressed')).toBe(
    'false',
  )
  await dialog.getByTestId('sign-and-execute-note').waitFor()
  await screenshot(page, 'sign-and-execute-01-confirm-choice')
  await page.setViewportSize(phone)
  await screenshot(page, 'sign-and-execute-01b-confirm-choice-phone')
  await page.setViewportSize(desktop)
  // The gas estimate is the node's dry run of this very execTransaction, sent from this owner.
  await dialog.getByTestId('gas-estimate').waitFor({ timeout: 20_000 })
  // The relayer could not send an approval that holds only with this owner as the sender.
  expect(await dialog.getByRole('button', { name: 'Execute for free with the relay' }).count()).toBe(0)
  await expectNoSeriousAxeViolations(page, 'sign-and-execute-02-review', dialog.getByTestId('execute-panel'))

  await dialog.getByRole('button', { name: 'Sign and execute' }).click()
  await dialog.getByText('Transaction executed').waitFor({ timeout: 30_000 })
  // The success screen says what happened; the review's "Check what you sign" subtitle is gone.
  expect(await dialog.getByText(/Check what you sign/).count()).toBe(0)
  await screenshot(page, 'sign-and-execute-03-executed')
  await page.setViewportSize(phone)
  await screenshot(page, 'sign-and-execute-03b-executed-phone')
  await page.setViewportSize(desktop)
  // One wallet prompt: the transaction itself, no separate signature.
  expect(walletRequests(bob, 'eth_sendTransaction')).toEqual(['ok'])
  expect(walletRequests(bob, 'eth_signTypedData_v4')).toEqual([])
  expect(await safeNonce()).toBe(nonceBefore + 1n)

  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.getByText('No queued transactions').waitFor()
  await goToSafePage(page, 'History')
  await page
    .getByTestId('history-row')
    .filter({ hasText: 'Sent 0.1 ETH to' })
    .first()
    .waitFor({ timeout: 15_000 })
  await screenshot(page, 'sign-and-execute-04-history')
})

test('Send on an asset row opens the form with its token; the forms refuse negative and too large values and warn about odd recipients', async () => {
  const { safe, token } = suite.product.demo
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/assets') })
  const { page } = alice
  await page.setViewportSize(desktop)
  const sendCdt = page.getByRole('row').filter({ hasText: 'CDT' }).getByRole('link', { name: 'Send CDT' })
  await sendCdt.waitFor()
  await expectNoSeriousAxeViolations(page, 'sign-and-execute-assets-send', sendCdt)
  await sendCdt.click()
  await page.getByRole('heading', { name: 'New transaction' }).waitFor()
  const form = sendForm(page)
  await form.getByText('Safe balance: 1,000 CDT').waitFor()
  expect(await form.getByLabel('Token').inputValue()).toBe(token)

  const amount = form.getByRole('textbox', { name: 'Amount' })
  await amount.fill('-1')
  await form
    .getByRole('alert')
    .filter({ hasText: 'The amount cannot be negative: enter how much to send, like 0.5' })
    .waitFor()
  await amount.fill('1000.5')
  await form.getByRole('alert').filter({ hasText: 'That is more than the Safe holds (1,000 CDT)' }).waitFor()
  await form.getByRole('button', { name: 'Continue' }).click()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // Warnings, not refusals: each says why, and Continue still works.
  await amount.fill('1')
  const recipient = form.getByLabel('Recipient')
  await recipient.fill(zeroAddress)
  await form.getByRole('note').filter({ hasText: 'This is the zero address' }).waitFor()
  await recipient.fill(safe)
  await form.getByRole('note').filter({ hasText: 'This is the Safe itself' }).waitFor()
  await recipient.fill(token)
  await form.getByRole('note').filter({ hasText: "This is the token's own contract" }).waitFor()
  await screenshot(page, 'sign-and-execute-05-send-form-warnings')
  await page.setViewportSize(phone)
  await form.getByRole('note').first().scrollIntoViewIfNeeded()
  await screenshot(page, 'sign-and-execute-05b-send-form-warnings-phone')
  await page.setViewportSize(desktop)
  await form.getByRole('button', { name: 'Continue' }).click()
  const review = reviewDialog(page, `Send 1 CDT to ${titleAddress(token)}`)
  await expectWholeAddressInBody(review, token)
  await review.getByText('transfer', { exact: true }).waitFor()
  await page.keyboard.press('Escape')
  await review.waitFor({ state: 'detached' })

  // Raw data: the native value the Safe sends is checked against its ETH too.
  await page.getByRole('tab', { name: 'Contract interaction' }).click()
  const callForm = page.getByRole('form', { name: 'Contract interaction' })
  await callForm.getByLabel('Contract address').fill(getDevAccount(7).address)
  await callForm.getByRole('button', { name: 'Raw data' }).click()
  const value = callForm.getByLabel('Value (ETH)')
  await value.fill('-0.5')
  await callForm
    .getByRole('alert')
    .filter({ hasText: 'The value cannot be negative: enter 0 or more' })
    .waitFor()
  await value.fill('100000')
  await callForm
    .getByRole('alert')
    .filter({ hasText: /^That is more than the Safe holds \(/ })
    .waitFor()
  await screenshot(page, 'sign-and-execute-06-raw-data-refusal')
  await callForm.getByRole('button', { name: 'Continue' }).click()
  expect(await page.getByRole('dialog').count()).toBe(0)

  // Send on an NFT card: the NFT form with that NFT chosen.
  await goToSafePage(page, 'NFTs')
  await page
    .getByRole('link', { name: /^Send .*#0$/ })
    .first()
    .click()
  const nftForm = page.getByRole('form', { name: 'Send NFT' })
  await nftForm.waitFor()
  expect(await nftForm.getByLabel('NFT', { exact: true }).inputValue()).toMatch(/^0x[0-9a-fA-F]{40}:0$/)
  await screenshot(page, 'sign-and-execute-07-send-nft-preselected')
})

test('a batch review names each counterparty and amount on its closed lines', async () => {
  const recipient = getDevAccount(5).address
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  const { page } = alice
  await page.setViewportSize(desktop)
  const form = sendForm(page)
  await fillSendForm(page, { recipient, amount: '0.25' })
  await form.getByRole('button', { name: 'Add to batch' }).click()
  await fillSendForm(page, { recipient, amount: '2', symbol: 'CDT' })
  await form.getByRole('button', { name: 'Add to batch' }).click()
  // An approval reads as what it grants and to whom, not "approve to <the token>".
  await page.getByRole('tab', { name: 'Contract interaction' }).click()
  const callForm = page.getByRole('form', { name: 'Contract interaction' })
  await callForm.getByLabel('Contract address').fill(suite.product.demo.token)
  await callForm.getByLabel('Function').selectOption('approve(address,uint256)')
  await callForm.getByLabel('spender (address)').fill(recipient)
  await callForm.getByLabel('value (uint256)').fill('1000000000000000000')
  await callForm.getByRole('button', { name: 'Add to batch' }).click()
  await page.getByRole('region', { name: 'Batch' }).getByRole('button', { name: 'Create batch' }).click()
  const review = reviewDialog(page, 'Batch of 3 actions')
  const actions = review.getByTestId('batch-action')
  await actions.nth(2).waitFor({ timeout: 20_000 })
  expect(await actions.nth(0).textContent()).toBe(`1. Send 0.25 ETH to ${recipient}`)
  expect(await actions.nth(1).textContent()).toBe(`2. transfer 2 CDT to ${recipient}`)
  expect(await actions.nth(2).textContent()).toBe(`3. Approve 1 CDT for ${recipient}`)
  // Each line says it opens.
  await actions.nth(2).getByRole('img', { name: 'Show details' }).waitFor()
  await screenshot(page, 'sign-and-execute-08-batch-review')
  await page.setViewportSize(phone)
  await actions.nth(1).scrollIntoViewIfNeeded()
  await screenshot(page, 'sign-and-execute-08b-batch-review-phone')
})
