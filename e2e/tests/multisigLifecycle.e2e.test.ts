import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, isAddressEqual, isHex, parseEther } from 'viem'
import { expect, test } from 'vitest'
import { getGatewayQueueIds, getGatewayTransaction } from '../src/gatewayQueuedTransaction.ts'
import type { AppSession } from '../src/openApp.ts'
import { openOwnerSession } from '../src/openOwnerSession.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { readSafeContractHashes, type SafeTxHashes } from '../src/safeContractHashes.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { expectWholeAddressInBody, titleAddress } from '../src/transactionFlows/reviewDialog.ts'

const suite = setupSuite('multisig-lifecycle')

// Dev accounts 1-3 own the demo Safe (2 of 3).
const owner1 = getDevAccount(1)
const owner2 = getDevAccount(2)
/** The local relayer sends from dev account 9 (scripts/startCoffer.ts). */
const relayer = getDevAccount(9)

function chainClient() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

/** Set once on the page: still there later means the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-loaded-once', 'yes'))
}

async function wasNeverReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-e2e-loaded-once') === 'yes')
}

/** A tab of the Safe's navigation, followed inside the app (no reload). */
async function openSafeTab(page: Page, name: 'Queue' | 'History'): Promise<void> {
  await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name }).click()
  await page.getByRole('heading', { name, exact: true }).waitFor()
}

function queueRow(page: Page, title: string): Locator {
  return page.getByTestId('queue-row').filter({ hasText: title })
}

/** The three hashes the review dialog shows (its "Hashes for your hardware wallet" panel, opened). */
async function shownHashes(dialog: Locator): Promise<SafeTxHashes> {
  await dialog.getByText('Hashes for your hardware wallet').click()
  const read = async (name: string): Promise<Hex> => {
    const text = (await dialog.getByTestId(`hash-${name}`).textContent()) ?? ''
    const hash = text.match(/0x[0-9a-fA-F]{64}/)?.[0]
    if (!hash || !isHex(hash)) throw new Error(`The review shows no ${name} hash: "${text}"`)
    return hash
  }
  return {
    domainHash: await read('domain'),
    messageHash: await read('message'),
    safeTxHash: await read('safe_tx'),
  }
}

/** The queue's one transaction as the gateway stored it, with the hashes the Safe contract computes for it. */
async function storedOnlyQueuedTransaction() {
  const { product } = suite
  const ids = await getGatewayQueueIds(product)
  expect(ids).toHaveLength(1)
  const stored = await getGatewayTransaction(product, ids[0] ?? '')
  const onChain = await readSafeContractHashes({ rpcUrl: product.rpcUrl, safe: product.demo.safe, stored })
  return { stored, onChain }
}

function signatureRequests(session: AppSession, method: string) {
  return session.wallet.requests.filter((entry) => entry.method === method).map((entry) => entry.outcome)
}

test('owner 1 proposes a transfer; owner 2 sees it live, confirms and executes it from the wallet', async () => {
  const recipient = getDevAccount(7).address
  const title = `Send 0.1 ETH to ${titleAddress(recipient)}`
  const recipientBefore = await chainClient().getBalance({ address: recipient })

  const second = await openOwnerSession(suite, { accountIndex: 2, page: '/queue' })
  await second.page.getByText('No queued transactions').waitFor()
  await markPage(second.page)

  // Owner 1 fills the send form and reviews.
  const first = await openOwnerSession(suite, { accountIndex: 1 })
  const { page } = first
  await markPage(page)
  await page.getByRole('link', { name: 'New transaction' }).click()
  await page.getByRole('heading', { name: 'New transaction' }).waitFor()
  await page.getByRole('combobox', { name: 'Recipient' }).fill(recipient)
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.1')
  await page.getByRole('button', { name: 'Continue' }).click()
  const review = page.getByRole('dialog', { name: title })
  await review.getByText('This transaction will succeed.').waitFor()
  // The title shortens the recipient; the body has it whole (a look-alike shares the shortened ends).
  await expectWholeAddressInBody(review, recipient)
  const proposedHashes = await shownHashes(review)
  await screenshot(page, 'lifecycle-01-review-with-hashes')
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor()
  expect(signatureRequests(first, 'eth_signTypedData_v4')).toEqual(['ok'])
  await screenshot(page, 'lifecycle-02-proposed')

  // What the browser computed is what the gateway stored and what the Safe contract computes.
  const { stored, onChain } = await storedOnlyQueuedTransaction()
  expect(proposedHashes).toEqual(onChain)
  expect(stored.detailedExecutionInfo.safeTxHash).toBe(onChain.safeTxHash)
  expect(stored.txData.value).toBe(parseEther('0.1').toString())
  expect(isAddressEqual(stored.txData.to.value, recipient)).toBe(true)
  expect(stored.detailedExecutionInfo.proposer?.value).toBe(owner1.address)

  // The success screen says what happened, not the review's "Check what you sign" subtitle, and its way
  // to the queue is a real link (a new tab on middle click); a plain click goes there in the app.
  expect(await review.getByText(/Check what you sign/).count()).toBe(0)
  const toQueue = review.getByRole('link', { name: 'View it in the queue' })
  expect(await toQueue.getAttribute('href')).toBe(
    `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}/queue`,
  )
  await toQueue.click()
  await review.waitFor({ state: 'detached' })
  await page.waitForURL(/\/queue$/)
  const firstRow = queueRow(page, title)
  await firstRow.getByText('Awaiting confirmations').waitFor()
  // The proposer's signature is its first confirmation: their row says they signed.
  await firstRow.getByText('You signed').waitFor()

  // Owner 2's open queue got it without a reload: who signed, and how many of how many.
  const secondRow = queueRow(second.page, title)
  await secondRow.getByText('1 of 2 confirmations').waitFor()
  await secondRow.getByText('Awaiting confirmations').waitFor()
  expect(await secondRow.getByText('You signed').count()).toBe(0)
  await secondRow.getByRole('button', { name: /Show who signed/ }).click()
  await secondRow.getByText(owner1.address).waitFor()
  expect(await secondRow.getByRole('button', { name: 'Delete' }).count()).toBe(0)
  await screenshot(second.page, 'lifecycle-03-queue-awaiting-confirmation')

  await secondRow.getByRole('button', { name: 'Confirm', exact: true }).click()
  const confirm = second.page.getByRole('dialog', { name: 'Confirm transaction' })
  await confirm.getByText('Confirmations (1 of 2)').waitFor()
  expect(await shownHashes(confirm)).toEqual(onChain)
  // Owner 2's is the last signature: the review offers to execute at once, and starts on that choice.
  // This test confirms and executes in two steps, as an owner who wants to check the queue first would.
  const executeMode = confirm.getByRole('button', { name: 'Confirm and execute' })
  await executeMode.waitFor({ timeout: 20_000 })
  expect(await executeMode.getAttribute('aria-pressed')).toBe('true')
  await screenshot(second.page, 'lifecycle-04-confirm-dialog')
  await confirm.getByRole('button', { name: 'Confirm only' }).click()
  await confirm.getByRole('button', { name: 'Sign and confirm' }).click()
  await confirm.getByText('Confirmation added').waitFor()
  expect(signatureRequests(second, 'eth_signTypedData_v4')).toEqual(['ok'])
  await confirm.getByRole('button', { name: 'Done' }).click()
  await secondRow.getByText('Awaiting execution').waitFor()
  await secondRow.getByText('2 of 2 confirmations').waitFor()
  await secondRow.getByText('You signed').waitFor()
  // The proposer's open queue follows too.
  await firstRow.getByText('Awaiting execution').waitFor()
  await screenshot(second.page, 'lifecycle-05-queue-awaiting-execution')

  // Owner 2 executes from the wallet, seeing the gas before the wallet asks.
  await secondRow.getByRole('button', { name: 'Execute', exact: true }).click()
  const execute = second.page.getByRole('dialog', { name: 'Execute transaction' })
  await execute.getByTestId('gas-estimate').waitFor()
  await execute.getByTestId('execute-panel').scrollIntoViewIfNeeded()
  expect(await execute.getByTestId('gas-estimate').textContent()).toMatch(
    /^Estimated gas: [\d,]+, about [\d.,<\s]+ ETH\. Your wallet pays it\.$/,
  )
  await screenshot(second.page, 'lifecycle-06-execute-with-gas-estimate')
  await execute.getByRole('button', { name: 'Execute from your wallet' }).click()
  await execute.getByText('Transaction executed').waitFor({ timeout: 30_000 })
  expect(signatureRequests(second, 'eth_sendTransaction')).toEqual(['ok'])
  await screenshot(second.page, 'lifecycle-07-executed')
  await execute.getByRole('button', { name: 'Done' }).click()

  // It leaves both queues and shows in both histories, with no reload anywhere.
  for (const session of [second, first]) {
    await session.page.getByText('No queued transactions').waitFor()
    await openSafeTab(session.page, 'History')
    await session.page
      .getByTestId('history-row')
      .filter({ hasText: `Sent 0.1 ETH to ${titleAddress(recipient)}` })
      .waitFor()
    expect(await wasNeverReloaded(session.page)).toBe(true)
  }
  await screenshot(first.page, 'lifecycle-08-history')
  expect((await chainClient().getBalance({ address: recipient })) - recipientBefore).toBe(parseEther('0.1'))
})

test('the proposer deletes a queued transaction; the other owners never get Delete', async () => {
  const { product } = suite
  const first = await openOwnerSession(suite, { accountIndex: 1, page: '/queue' })
  const second = await openOwnerSession(suite, { accountIndex: 2, page: '/queue' })
  for (const session of [first, second]) {
    await session.page.getByText('No queued transactions').waitFor()
    await markPage(session.page)
  }
  const recipient = getDevAccount(6).address
  const title = `Send 0.2 ETH to ${titleAddress(recipient)}`
  await proposeThroughGateway({ product, tx: { to: recipient, value: parseEther('0.2') }, signers: [owner1] })

  const secondRow = queueRow(second.page, title)
  await secondRow.getByRole('button', { name: 'Confirm', exact: true }).waitFor()
  expect(await secondRow.getByRole('button', { name: 'Delete' }).count()).toBe(0)

  const firstRow = queueRow(first.page, title)
  await firstRow.getByRole('button', { name: 'Delete' }).click()
  const dialog = first.page.getByRole('dialog', { name: 'Delete transaction' })
  await dialog.getByText(/Deleting removes the transaction from the queue for every owner/).waitFor()
  await screenshot(first.page, 'lifecycle-09-delete-dialog')

  // A refusal in the wallet deletes nothing, and says so.
  first.wallet.rejectNextSignature()
  await dialog.getByRole('button', { name: 'Sign and delete' }).click()
  await dialog
    .getByRole('alert')
    .filter({ hasText: 'You declined the signature in your wallet. Nothing was sent.' })
    .waitFor()
  expect(await getGatewayQueueIds(product)).toHaveLength(1)
  await screenshot(first.page, 'lifecycle-10-delete-refused')

  await dialog.getByRole('button', { name: 'Sign and delete' }).click()
  await dialog.getByText('Transaction deleted').waitFor()
  expect(signatureRequests(first, 'eth_signTypedData_v4')).toEqual([4001, 'ok'])
  await dialog.getByRole('button', { name: 'Done' }).click()
  for (const session of [first, second]) {
    await session.page.getByText('No queued transactions').waitFor()
    expect(await wasNeverReloaded(session.page)).toBe(true)
  }
  expect(await getGatewayQueueIds(product)).toEqual([])
})

test('a refused execution keeps the transaction queued; the relay then executes it within its quota', async () => {
  const { product } = suite
  const client = chainClient()
  const recipient = getDevAccount(5).address
  const title = `Send 0.3 ETH to ${titleAddress(recipient)}`
  const { nonce } = await proposeThroughGateway({
    product,
    tx: { to: recipient, value: parseEther('0.3') },
    signers: [owner1, owner2],
  })

  // The third owner, who signed nothing, executes: anyone may send a fully confirmed transaction.
  const third = await openOwnerSession(suite, { accountIndex: 3, page: '/queue' })
  const { page, wallet } = third
  const sentBefore = await client.getTransactionCount({ address: wallet.account.address })
  const row = queueRow(page, title)
  await row.getByText('Awaiting execution').waitFor()
  await screenshot(page, 'lifecycle-11-queue-awaiting-execution')
  await row.getByRole('button', { name: 'Execute', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Execute transaction' })
  await dialog.getByTestId('gas-estimate').waitFor()
  await dialog.getByTestId('relay-remaining').getByText('5 of 5 free executions left today').waitFor()
  await dialog.getByTestId('execute-panel').scrollIntoViewIfNeeded()
  await screenshot(page, 'lifecycle-12-execute-panel-with-relay')

  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Execute from your wallet' }).click()
  await dialog
    .getByRole('alert')
    .filter({ hasText: 'You declined the transaction in your wallet. Nothing was sent.' })
    .waitFor()
  await dialog.getByTestId('execute-panel').scrollIntoViewIfNeeded()
  await screenshot(page, 'lifecycle-13-execution-refused')
  expect(signatureRequests(third, 'eth_sendTransaction')).toEqual([4001])
  expect(await client.getTransactionCount({ address: wallet.account.address })).toBe(sentBefore)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await row.getByText('Awaiting execution').waitFor()
  expect(await getGatewayQueueIds(product)).toHaveLength(1)

  // Through the relay: its account pays, the quota shrinks by one.
  const relayerNonce = await client.getTransactionCount({ address: relayer.address })
  await row.getByRole('button', { name: 'Execute', exact: true }).click()
  await dialog.getByRole('button', { name: 'Execute for free with the relay' }).click()
  await dialog.getByText('Transaction executed').waitFor({ timeout: 30_000 })
  await dialog.getByTestId('relay-remaining').getByText('4 of 5 free executions left today').waitFor()
  await screenshot(page, 'lifecycle-14-relayed')
  expect(signatureRequests(third, 'eth_sendTransaction')).toEqual([4001])
  expect(await client.getTransactionCount({ address: relayer.address })).toBe(relayerNonce + 1)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.getByText('No queued transactions').waitFor()
  await openSafeTab(page, 'History')
  await page
    .getByTestId('history-row')
    .filter({ hasText: `Sent 0.3 ETH to ${titleAddress(recipient)}` })
    .waitFor()
  const safeNonce = await client.readContract({
    address: product.demo.safe,
    abi: safeAbi,
    functionName: 'nonce',
  })
  expect(safeNonce).toBe(BigInt(nonce + 1))
})

test('a refused signature is explained, the review stays as it was, and signing again proposes', async () => {
  const recipient = getDevAccount(8).address
  const reviewTitle = `Send 0.05 ETH to ${titleAddress(recipient)}`
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/new', colorScheme: 'dark' })
  const { page, wallet } = session
  await page.getByRole('combobox', { name: 'Recipient' }).fill(recipient)
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.05')
  await page.getByRole('button', { name: 'Continue' }).click()
  const review = page.getByRole('dialog', { name: reviewTitle })
  await review.getByText('This transaction will succeed.').waitFor()
  const hashes = await shownHashes(review)
  await screenshot(page, 'lifecycle-15-review-dark')

  wallet.rejectNextSignature()
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review
    .getByRole('alert')
    .filter({ hasText: 'You declined the signature in your wallet. Nothing was sent.' })
    .waitFor()
  await review.getByRole('button', { name: 'Sign and propose' }).scrollIntoViewIfNeeded()
  await screenshot(page, 'lifecycle-16-signature-refused-dark')
  // Nothing is lost: the same transaction, the same hashes, ready to sign again; the queue is untouched.
  expect(await shownHashes(review)).toEqual(hashes)
  expect(await getGatewayQueueIds(suite.product)).toEqual([])

  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor()
  expect(signatureRequests(session, 'eth_signTypedData_v4')).toEqual([4001, 'ok'])
  const { stored } = await storedOnlyQueuedTransaction()
  expect(stored.detailedExecutionInfo.safeTxHash).toBe(hashes.safeTxHash)
  await screenshot(page, 'lifecycle-17-proposed-after-retry-dark')
})
