import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, goToSafePage, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import {
  confirmChoice,
  confirmQueued,
  deleteQueued,
  executeQueued,
  expectWholeAddressInBody,
  queueGroup,
  queueRow,
  reviewDialog,
  shortAddressPattern,
  signAndPropose,
  titleAddress,
} from '../src/transactionFlows/reviewDialog.ts'
import { fillSendForm, proposeTransfer, sendForm } from '../src/transactionFlows/sendForm.ts'

// The tests share one demo Safe and run in order; each leaves its queue empty for the next.
const suite = setupSuite('transaction-flows')

function chainClient() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

function safeNonce(): Promise<bigint> {
  return chainClient().readContract({ address: suite.product.demo.safe, abi: safeAbi, functionName: 'nonce' })
}

async function balances(address: Address): Promise<{ eth: bigint; cdt: bigint }> {
  const client = chainClient()
  const [eth, cdt] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({
      address: suite.product.demo.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
  ])
  return { eth, cdt }
}

test('a batch of an ETH and a CDT transfer is signed once and executed as one MultiSend', async () => {
  const recipient = getDevAccount(5).address
  const safe = suite.product.demo.safe
  const [safeBefore, recipientBefore] = await Promise.all([balances(safe), balances(recipient)])

  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  const { page } = alice
  const form = sendForm(page)
  await form.getByText('Safe balance: 10 ETH').waitFor()

  // What a person might get wrong first: nothing filled, then a bad address and impossible amounts.
  await form.getByRole('button', { name: 'Add to batch' }).click()
  await form.getByRole('alert').filter({ hasText: 'Enter an address' }).waitFor()
  await form.getByRole('alert').filter({ hasText: 'Enter an amount' }).waitFor()
  await form.getByLabel('Recipient').fill('0x1234')
  await form.getByRole('alert').filter({ hasText: 'This is not a valid address' }).waitFor()
  await form.getByRole('textbox', { name: 'Amount' }).fill('11')
  await form.getByRole('alert').filter({ hasText: 'That is more than the Safe holds (10 ETH)' }).waitFor()
  await screenshot(page, 'transaction-flows-01-send-form-validation')
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.0000000000000000001')
  await form.getByRole('alert').filter({ hasText: 'ETH amounts have at most 18 decimals' }).waitFor()

  // Two transfers into the basket: 1.5 ETH, then 12.5 CDT (18 decimals).
  await fillSendForm(page, { recipient, amount: '1.5' })
  await form.getByRole('button', { name: 'Add to batch' }).click()
  const basket = page.getByRole('region', { name: 'Batch' })
  await basket.getByText(/^Send 1\.5 ETH to 0x\w{4}…\w{4}$/).waitFor()
  await fillSendForm(page, { recipient, amount: '12.5', symbol: 'CDT' })
  await form.getByText('Safe balance: 1,000 CDT').waitFor()
  await form.getByRole('button', { name: 'Add to batch' }).click()
  await basket.getByText(/^Send 12\.5 CDT to 0x\w{4}…\w{4}$/).waitFor()
  await basket.getByText('2 in the batch').waitFor()
  await screenshot(page, 'transaction-flows-02-batch-basket')

  await basket.getByRole('button', { name: 'Create batch' }).click()
  const review = reviewDialog(page, 'Batch of 2 actions')
  await review.getByText('multiSend', { exact: true }).waitFor()
  await review.getByText('Actions (2)').waitFor()
  await review.getByText('transfer', { exact: true }).first().waitFor()
  await review.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  // MultiSendCallOnly is a trusted delegatecall target: no danger warning.
  expect(await review.getByTestId('delegatecall-warning').count()).toBe(0)
  await screenshot(page, 'transaction-flows-03-batch-review')
  // Each action opens to its decoded call: the ETH to the recipient, the CDT transfer's arguments.
  for (const summary of await review.locator('summary').filter({ hasText: /^\d\./ }).all())
    await summary.click()
  await review.getByText('value uint256').waitFor()
  await review.getByText('12500000000000000000').scrollIntoViewIfNeeded()
  await screenshot(page, 'transaction-flows-03b-batch-review-actions')
  await signAndPropose(review)
  // The basket was used up by the batch.
  await basket.getByText(/Nothing here yet/).waitFor()

  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const row = queueRow(bob.page, 'Batch of 2 actions')
  // The co-signer sees the same decoded batch before confirming.
  await confirmQueued(bob.page, row, {
    check: async (dialog) => {
      await dialog.getByTestId('stored-tx-title').getByText('Batch of 2 actions').waitFor()
      await dialog.getByText('multiSend', { exact: true }).waitFor()
      await dialog.getByText('Actions (2)').waitFor()
    },
    screenshotAs: 'transaction-flows-03c-confirm-batch',
  })
  await executeQueued(bob.page, row)
  await row.waitFor({ state: 'detached' })

  const [safeAfter, recipientAfter] = await Promise.all([balances(safe), balances(recipient)])
  expect(safeBefore.eth - safeAfter.eth).toBe(parseEther('1.5'))
  expect(safeBefore.cdt - safeAfter.cdt).toBe(parseUnits('12.5', 18))
  expect(recipientAfter.eth - recipientBefore.eth).toBe(parseEther('1.5'))
  expect(recipientAfter.cdt - recipientBefore.cdt).toBe(parseUnits('12.5', 18))

  // History: one transaction with both actions; the Safe's balances moved.
  await bob.page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: 'History' })
    .click()
  const historyRow = bob.page.getByTestId('history-row').filter({ hasText: 'Batch of 2 actions' })
  await historyRow.waitFor({ timeout: 15_000 })
  expect(await historyRow.count()).toBe(1)
  await historyRow.getByRole('button').first().click()
  await historyRow.getByText('Actions (2)').scrollIntoViewIfNeeded()
  await screenshot(bob.page, 'transaction-flows-04-batch-in-history')
  await bob.page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Assets' }).click()
  await bob.page.getByRole('row').filter({ hasText: 'CDT' }).getByText('987.5 CDT').waitFor()
  await bob.page.getByRole('row').filter({ hasText: 'ETH' }).getByText('8.5 ETH').waitFor()
})

test('"Reject" queues an empty self-call at the same nonce; executing it drops the original', async () => {
  const safe = suite.product.demo.safe
  const recipient = getDevAccount(6).address
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  const { page } = alice
  // Two transfers: the first gets the Safe's nonce (Next), the second waits behind it (Queued).
  const nonce = await proposeTransfer(page, { recipient, amount: '0.1' })
  expect(nonce).toBe(Number(await safeNonce()))
  expect(await proposeTransfer(page, { recipient, amount: '0.2' })).toBe(nonce + 1)

  await goToSafePage(page, 'Queue')
  const group = queueGroup(page, nonce)
  const original = queueRow(page, /Send 0\.1 ETH/)
  await original.getByRole('button', { name: 'Reject', exact: true }).click()
  const review = reviewDialog(page, `Reject transaction #${nonce}`)
  const nonceField = review.getByLabel('Nonce')
  expect(await nonceField.inputValue()).toBe(String(nonce))
  expect(await nonceField.isDisabled()).toBe(true)
  await review.getByText('This nonce is fixed').waitFor()
  await review.getByTestId('rejection-note').getByText(`uses up nonce ${nonce}`).waitFor()
  await review.getByText('This Safe', { exact: true }).waitFor()
  await screenshot(page, 'transaction-flows-05-reject-review')
  await signAndPropose(review)

  // The conflict group: both at the nonce, the warning above them, and no second "Reject".
  const rejection = queueRow(page, 'On-chain rejection')
  await rejection.waitFor()
  await group.getByText('These transactions conflict: only one of them can be executed.').waitFor()
  await group.getByText('Next', { exact: true }).waitFor()
  await queueGroup(page, nonce + 1)
    .getByText('Queued', { exact: true })
    .waitFor()
  expect(await group.getByTestId('queue-row').count()).toBe(2)
  expect(await group.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0)
  // Tall enough to show the Queued group under the conflict.
  await page.setViewportSize({ width: 1280, height: 1000 })
  await screenshot(page, 'transaction-flows-06-queue-conflict-group')

  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const bobRejection = queueRow(bob.page, 'On-chain rejection')
  await bobRejection.waitFor()
  await bob.page.setViewportSize({ width: 1280, height: 1000 })
  await bob.page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await bob.page.getByRole('button', { name: 'Switch to light mode' }).waitFor()
  await screenshot(bob.page, 'transaction-flows-07-queue-conflict-group-dark')
  await bob.page.getByRole('button', { name: 'Switch to light mode' }).click()

  const balanceBefore = await chainClient().getBalance({ address: safe })
  await confirmQueued(bob.page, bobRejection, {
    check: (dialog) => dialog.getByTestId('rejection-note').waitFor(),
    screenshotAs: 'transaction-flows-07b-confirm-rejection',
  })
  await executeQueued(bob.page, bobRejection, { screenshotAs: 'transaction-flows-07c-execute-rejection' })
  // The original can never run now: it leaves the queue, and the transfer behind it is next.
  await queueRow(bob.page, /Send 0\.1 ETH/).waitFor({ state: 'detached', timeout: 15_000 })
  await bobRejection.waitFor({ state: 'detached' })
  await queueGroup(bob.page, nonce + 1)
    .getByText('Next', { exact: true })
    .waitFor()
  expect(await chainClient().getBalance({ address: safe })).toBe(balanceBefore)
  await screenshot(bob.page, 'transaction-flows-08-queue-after-rejection')

  await goToSafePage(bob.page, 'History')
  await bob.page
    .getByTestId('history-row')
    .filter({ hasText: 'On-chain rejection' })
    .waitFor({ timeout: 15_000 })
  await screenshot(bob.page, 'transaction-flows-09-rejection-in-history')

  // Leave the queue empty for the next test: the proposer deletes the transfer that waited.
  await deleteQueued(page, queueRow(page, /Send 0\.2 ETH/))
  await page.getByText('No queued transactions').waitFor()
})

test('"Replace" opens New transaction at the same nonce; executing the replacement drops the original', async () => {
  const [first, second] = [getDevAccount(6).address, getDevAccount(7).address]
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  const { page } = alice
  const nonce = await proposeTransfer(page, { recipient: first, amount: '0.3' })

  await goToSafePage(page, 'Queue')
  await queueRow(page, /Send 0\.3 ETH/)
    .getByRole('link', { name: 'Replace' })
    .click()
  await page.waitForURL(
    (url) => url.pathname.endsWith('/new') && url.searchParams.get('nonce') === String(nonce),
  )
  await page
    .getByRole('status')
    .filter({ hasText: `Replacing transaction #${nonce}` })
    .waitFor()
  await fillSendForm(page, { recipient: second, amount: '0.4' })
  await screenshot(page, 'transaction-flows-10-replace-form')
  await sendForm(page).getByRole('button', { name: 'Continue' }).click()
  const review = reviewDialog(page, /^Send 0\.4 ETH/)
  expect(await review.getByLabel('Nonce').inputValue()).toBe(String(nonce))
  expect(await review.getByLabel('Nonce').isDisabled()).toBe(true)
  await signAndPropose(review)

  await goToSafePage(page, 'Queue')
  const group = queueGroup(page, nonce)
  await group.getByText('These transactions conflict').waitFor()
  await group.getByTestId('queue-row').nth(1).waitFor()
  await screenshot(page, 'transaction-flows-11-queue-replacement-conflict')

  const before = await Promise.all([balances(first), balances(second)])
  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const replacement = queueRow(bob.page, /Send 0\.4 ETH/)
  await confirmQueued(bob.page, replacement)
  await executeQueued(bob.page, replacement)
  await queueRow(bob.page, /Send 0\.3 ETH/).waitFor({ state: 'detached', timeout: 15_000 })
  await bob.page.getByText('No queued transactions').waitFor()
  const after = await Promise.all([balances(first), balances(second)])
  expect(after[0].eth).toBe(before[0].eth)
  expect(after[1].eth - before[1].eth).toBe(parseEther('0.4'))
})

test('the NFT and a contract call (CDT approve, typed arguments) are proposed with their decoded data', async () => {
  const { token } = suite.product.demo
  const recipient = getDevAccount(8).address
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/new') })
  const { page } = alice

  // Send NFT: nothing chosen yet is refused, then CNFT #0 to the recipient.
  await page.getByRole('tab', { name: 'Send NFT' }).click()
  const nftForm = page.getByRole('form', { name: 'Send NFT' })
  await nftForm.getByRole('button', { name: 'Continue' }).click()
  await nftForm.getByRole('alert').filter({ hasText: 'Choose an NFT' }).waitFor()
  await nftForm.getByRole('alert').filter({ hasText: 'Enter an address' }).waitFor()
  const nft = nftForm.getByLabel('NFT', { exact: true })
  const nftValue = await nft.locator('option', { hasText: /#0$/ }).getAttribute('value')
  if (nftValue === null) throw new Error('The NFT list has no #0')
  await nft.selectOption(nftValue)
  await nftForm.getByLabel('Recipient').fill(recipient)
  await screenshot(page, 'transaction-flows-12-send-nft-form')
  await nftForm.getByRole('button', { name: 'Continue' }).click()
  const nftReview = reviewDialog(page, new RegExp(`^Send .*#0 to ${shortAddressPattern}$`))
  await expectWholeAddressInBody(nftReview, recipient)
  await nftReview.getByText('safeTransferFrom', { exact: true }).waitFor()
  await nftReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await screenshot(page, 'transaction-flows-13-send-nft-review')
  await signAndPropose(nftReview)

  // Contract interaction: the gateway's registry knows the demo token's ABI; a broken paste is refused.
  await page.getByRole('tab', { name: 'Contract interaction' }).click()
  const callForm = page.getByRole('form', { name: 'Contract interaction' })
  await callForm.getByLabel('Contract address').fill(token)
  await callForm
    .getByText("ABI of Coffer Demo Token, from the gateway's contract registry.", { exact: false })
    .waitFor()
  const abiField = callForm.getByLabel('ABI (JSON)')
  await abiField.fill('[{"type":')
  await callForm.getByRole('alert').filter({ hasText: 'That is not valid JSON' }).waitFor()
  await abiField.fill('')
  await callForm.getByLabel('Function').selectOption('approve(address,uint256)')
  await callForm.getByLabel('spender (address)').fill('0x1234')
  await callForm.getByLabel('value (uint256)').fill('12.5')
  await callForm.getByRole('button', { name: 'Continue' }).click()
  await callForm.getByRole('alert').filter({ hasText: 'Enter a whole number' }).waitFor()
  await screenshot(page, 'transaction-flows-14-contract-form-validation')
  await callForm.getByLabel('spender (address)').fill(recipient)
  await callForm.getByLabel('value (uint256)').fill('5000000000000000000')
  await callForm.getByRole('button', { name: 'Continue' }).click()
  const callReview = reviewDialog(page, `Call approve on ${titleAddress(token)}`)
  await expectWholeAddressInBody(callReview, token)
  await callReview.getByText('approve', { exact: true }).waitFor()
  await callReview.getByText('5000000000000000000').waitFor()
  // The Safe holds CDT: the amount is also read in tokens.
  await callReview.getByText('5 CDT', { exact: true }).waitFor()
  await callReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await screenshot(page, 'transaction-flows-15-contract-call-review')
  await signAndPropose(callReview)

  // The queue lists both, in nonce order; a co-signer sees the approve call decoded before confirming.
  await goToSafePage(page, 'Queue')
  await queueRow(page, /Send CNFT #0 to/).waitFor()
  // The row says what the approval grants and to whom, not "Contract interaction: approve".
  const approveRow = `Approve 5 CDT for ${titleAddress(recipient)}`
  await queueRow(page, approveRow).waitFor()
  await screenshot(page, 'transaction-flows-16-queue-nft-and-approve')
  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  await queueRow(bob.page, approveRow).getByRole('button', { name: 'Confirm', exact: true }).click()
  const confirm = reviewDialog(bob.page, 'Confirm transaction')
  await confirm.getByText('approve', { exact: true }).waitFor()
  await confirm.getByText('spender', { exact: true }).waitFor()
  await confirm.getByText('5 CDT', { exact: true }).waitFor()
  await confirmChoice(confirm)
  await screenshot(bob.page, 'transaction-flows-17-confirm-approve')
})
