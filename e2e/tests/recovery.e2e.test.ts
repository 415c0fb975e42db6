import { getDevAccount } from '@coffer/devchain'
import { execSafeBatch, waitForReceipt } from '@coffer/devchain/testing'
import {
  buildRecoveryProposal,
  buildRecoverySetupCalls,
  delayModifierAbi,
  safeAbi,
  sentinelModule,
} from '@coffer/safe'
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, http } from 'viem'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import {
  confirmQueued,
  executeQueued,
  expectWholeAddressInBody,
  queueRow,
  reviewDialog,
  signAndPropose,
  titleAddress,
} from '../src/transactionFlows/reviewDialog.ts'

// Its own product: these tests enable modules on the demo Safe, which no other test file expects.
const suite = setupSuite('recovery')
const recoverer = getDevAccount(4)
const secondRecoverer = getDevAccount(5)

function client() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

async function safeModules(): Promise<readonly Address[]> {
  const [modules] = await client().readContract({
    address: suite.product.demo.safe,
    abi: safeAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, 10n],
  })
  return modules
}

test('owners set up recovery from Settings, see it read from the chain, and remove it', async () => {
  const alice = await openOwnerSession(suite, {
    accountIndex: 1,
    path: demoSafePath(suite, '/settings/recovery'),
  })
  const { page } = alice
  const section = page.getByTestId('recovery')
  await section.getByText('No recovery is set up.', { exact: false }).waitFor({ timeout: 20_000 })
  await section.getByRole('button', { name: 'Set up recovery' }).click()

  const dialog = page.getByRole('dialog', { name: 'Set up recovery' })
  // The Safe cannot be its own recoverer: refused before anything is signed.
  await dialog.getByLabel('Recoverer 1').fill(suite.product.demo.safe)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('alert').filter({ hasText: 'The Safe cannot recover itself' }).waitFor()
  await dialog.getByLabel('Recoverer 1').fill(recoverer.address)
  await dialog.getByRole('combobox', { name: 'Review window' }).selectOption({ label: 'Custom' })
  await dialog.getByLabel('Amount').first().fill('10')
  await dialog.getByRole('combobox', { name: 'Unit' }).first().selectOption({ label: 'Minutes' })
  await screenshot(page, 'recovery-01-setup-dialog-1440')
  await dialog.getByRole('button', { name: 'Continue' }).click()

  const review = reviewDialog(
    page,
    `Set up recovery: ${titleAddress(recoverer.address)} can propose new owners after a 10-minute review window`,
  )
  await expectWholeAddressInBody(review, recoverer.address)
  await review.getByText('multiSend', { exact: true }).waitFor({ timeout: 20_000 })
  // The factory call is named from the gateway's registry (its ABI), not "Contract interaction".
  await review.getByText('deployModule', { exact: true }).first().waitFor()
  // The Safe's enableModule line says which module it enables: the Delay this batch deploys, by name.
  await review
    .getByTestId('batch-action')
    .filter({ hasText: /Enable Recovery module \(Delay\)\s*0x[0-9a-fA-F]{40}\s*on This Safe/ })
    .waitFor()
  await review.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await screenshot(page, 'recovery-02-setup-review-1440')
  await signAndPropose(review)

  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const row = queueRow(bob.page, /Batch|multiSend/)
  await confirmQueued(bob.page, row)
  await executeQueued(bob.page, row)
  await row.waitFor({ state: 'detached' })

  const [delayModule] = await safeModules()
  if (!delayModule) throw new Error('no module enabled')
  const [recoverers] = await client().readContract({
    address: delayModule,
    abi: delayModifierAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, 10n],
  })
  expect(recoverers).toEqual([recoverer.address])

  // Alice's Settings follow without a reload.
  await section.getByTestId('recovery-window').getByText('10 minutes').waitFor({ timeout: 20_000 })
  await section.getByTestId('recovery-expiry').getByText('Never').waitFor()
  await section.getByTestId('recovery-nonces').getByText('0 queued, 0 executed or skipped').waitFor()
  // Alerts are the gateway's: off until an owner (signed in) turns them on.
  const alerts = section.getByTestId('recovery-alerts')
  await alerts.getByText('Off', { exact: true }).waitFor({ timeout: 20_000 })
  await alerts.getByRole('button', { name: 'Turn on recovery alerts' }).click()
  await alerts.getByText('On', { exact: true }).waitFor({ timeout: 20_000 })
  await section.getByTestId('recoverers').getByText(recoverer.address.slice(0, 6), { exact: false }).waitFor()
  await section.scrollIntoViewIfNeeded()
  await screenshot(page, 'recovery-03-settings-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await section.scrollIntoViewIfNeeded()
  await screenshot(page, 'recovery-04-settings-390')
  await page.setViewportSize({ width: 1440, height: 900 })

  // Editing adds a recoverer and lengthens the window: one batch on the same Delay module.
  await section.getByRole('button', { name: 'Edit recovery' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit recovery' })
  await edit.getByRole('button', { name: 'Add recoverer' }).click()
  await edit.getByLabel('Recoverer 2').fill(secondRecoverer.address)
  await edit.getByRole('combobox', { name: 'Review window' }).selectOption({ label: '2 days' })
  await screenshot(page, 'recovery-05-edit-dialog-1440')
  await edit.getByRole('button', { name: 'Continue' }).click()
  const editReview = reviewDialog(page, /^Change recovery: .+, a 2-day review window$/)
  await editReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await signAndPropose(editReview)
  const editRow = queueRow(bob.page, /Batch|multiSend/)
  await confirmQueued(bob.page, editRow)
  await executeQueued(bob.page, editRow)
  await editRow.waitFor({ state: 'detached' })
  const [edited] = await client().readContract({
    address: delayModule,
    abi: delayModifierAbi,
    functionName: 'getModulesPaginated',
    args: [sentinelModule, 10n],
  })
  expect([...edited].sort()).toEqual([recoverer.address, secondRecoverer.address].sort())
  expect(
    await client().readContract({ address: delayModule, abi: delayModifierAbi, functionName: 'txCooldown' }),
  ).toBe(2n * 86_400n)
  await section.getByTestId('recovery-window').getByText('2 days').waitFor({ timeout: 20_000 })
  await section
    .getByTestId('recoverers')
    .getByText(secondRecoverer.address.slice(0, 6), { exact: false })
    .waitFor()

  // Removing it is one Safe transaction disabling the Delay module.
  await section.getByRole('button', { name: 'Remove recovery' }).click()
  const removal = reviewDialog(page, `Remove recovery (Delay module ${titleAddress(delayModule)})`)
  await expectWholeAddressInBody(removal, delayModule)
  await removal.getByText('disableModule', { exact: true }).waitFor({ timeout: 20_000 })
  await signAndPropose(removal)
  const removalRow = queueRow(bob.page, 'Disable module')
  await confirmQueued(bob.page, removalRow)
  await executeQueued(bob.page, removalRow)
  expect(await safeModules()).toEqual([])
  await section.getByText('No recovery is set up.', { exact: false }).waitFor({ timeout: 20_000 })
})

/** Owners 1 and 2 set recovery up directly on chain (the browser flow is the test above). */
async function setUpRecoveryOnChain(cooldown: bigint): Promise<Address> {
  const safe = suite.product.demo.safe
  const { delayModule, calls } = buildRecoverySetupCalls({
    safe,
    settings: { recoverers: [recoverer.address], cooldown, expiration: 0n },
    saltNonce: BigInt(Date.now()),
  })
  await execSafeBatch({
    rpcUrl: suite.product.rpcUrl,
    chainId: suite.product.chainId,
    safe,
    calls,
    signers: [getDevAccount(1), getDevAccount(2)],
    executor: getDevAccount(1),
  })
  return delayModule
}

/** The recoverer proposes "dev account 6 alone, threshold 1" from the Safe's first page. */
async function proposeRecovery(screenshotPrefix: string) {
  const session = await openOwnerSession(suite, { accountIndex: 4, path: demoSafePath(suite) })
  const { page } = session
  const banner = page.getByTestId('recoverer-banner')
  await banner.getByText('You are a recoverer of this Safe.', { exact: false }).waitFor({ timeout: 20_000 })
  await screenshot(page, `${screenshotPrefix}-01-recoverer-dashboard-1440`)
  await banner.getByRole('button', { name: 'Start recovery' }).click()
  const dialog = page.getByRole('dialog', { name: 'Start recovery' })
  // Replace the three owners by one new owner.
  await dialog.getByRole('button', { name: 'Remove owner 3' }).click()
  await dialog.getByRole('button', { name: 'Remove owner 2' }).click()
  await dialog.getByLabel('Owner 1').fill(getDevAccount(6).address)
  await dialog.getByRole('combobox', { name: 'Threshold' }).selectOption({ label: '1 of 1' })
  await screenshot(page, `${screenshotPrefix}-02-start-recovery-1440`)
  await dialog.getByRole('button', { name: 'Review proposal' }).click()
  const send = page.getByRole('dialog', { name: 'Propose recovery: 1 of 1 new owners' })
  await send.getByText(getDevAccount(6).address, { exact: false }).waitFor()
  await screenshot(page, `${screenshotPrefix}-03-send-proposal-1440`)
  await send.getByRole('button', { name: 'Send from your wallet' }).click()
  await send.getByText('Done: the transaction is in a block.').waitFor({ timeout: 30_000 })
  await send.getByRole('button', { name: 'Done' }).click()
  return session
}

test('a recoverer proposes new owners; the owners see it on the queue and cancel it', async () => {
  const delayModule = await setUpRecoveryOnChain(3_600n)
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/queue') })
  const recovererSession = await proposeRecovery('recovery-cancel')

  const card = alice.page.getByTestId('recovery-card')
  await card.getByText('Recovery proposed').waitFor({ timeout: 30_000 })
  await card.getByTestId('recovery-new-owners').getByText(getDevAccount(6).address).waitFor()
  await card.getByText(/Can be executed in (59|60) min/).waitFor()
  await screenshot(alice.page, 'recovery-cancel-04-owner-queue-card-1440')
  await alice.page.setViewportSize({ width: 390, height: 844 })
  await screenshot(alice.page, 'recovery-cancel-05-owner-queue-card-390')
  await alice.page.setViewportSize({ width: 1440, height: 900 })
  // The recoverer cannot execute before the window ends.
  expect(await recovererSession.page.getByRole('button', { name: 'Execute recovery' }).count()).toBe(0)

  await card.getByRole('button', { name: 'Cancel recovery' }).click()
  const review = reviewDialog(alice.page, /^Cancel recovery \(Delay nonce 0\)$/)
  await review.getByText('setTxNonce', { exact: true }).waitFor({ timeout: 20_000 })
  await signAndPropose(review)
  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const row = queueRow(bob.page, /setTxNonce|Cancel recovery/)
  await confirmQueued(bob.page, row)
  await executeQueued(bob.page, row)
  expect(
    await client().readContract({ address: delayModule, abi: delayModifierAbi, functionName: 'txNonce' }),
  ).toBe(1n)
  await card.waitFor({ state: 'detached', timeout: 30_000 })
  // The owners are told it is over, from the gateway's index, until they dismiss it.
  const settled = alice.page.getByTestId('recovery-settled-card')
  await settled.getByText('Recovery cancelled').waitFor({ timeout: 30_000 })
  await screenshot(alice.page, 'recovery-cancel-06-cancelled-1440')
  await settled.getByRole('button', { name: 'Dismiss' }).click()
  await settled.waitFor({ state: 'detached' })
})

test('after the review window anyone executes the recovery, and the Safe has its new owner', async () => {
  const recovererSession = await proposeRecovery('recovery-execute')
  const { page } = recovererSession
  await client().request({ method: 'evm_increaseTime' as never, params: [3_601] as never })
  await client().request({ method: 'evm_mine' as never })
  await page.reload()
  const card = page.getByTestId('recovery-card')
  await card.getByText('Can be executed now').waitFor({ timeout: 30_000 })
  await screenshot(page, 'recovery-execute-04-executable-1440')
  await card.getByRole('button', { name: 'Execute recovery' }).click()
  const send = page.getByRole('dialog', { name: 'Execute recovery' })
  await send.getByRole('button', { name: 'Send from your wallet' }).click()
  await send.getByText('Done: the transaction is in a block.').waitFor({ timeout: 30_000 })
  await send.getByRole('button', { name: 'Done' }).click()
  expect(
    await client().readContract({
      address: suite.product.demo.safe,
      abi: safeAbi,
      functionName: 'getOwners',
    }),
  ).toEqual([getDevAccount(6).address])
  await page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: /^Settings/ })
    .click()
  await page.getByText('Owners (1)').waitFor({ timeout: 20_000 })
  await screenshot(page, 'recovery-execute-05-settings-after-1440')
  // History has the module transaction that changed the owners, decoded by the gateway.
  await page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: /^History/ })
    .click()
  const row = page.getByTestId('history-row').first()
  await row.getByText(/^Owner changes: .*threshold 1$/).waitFor({ timeout: 20_000 })
  await screenshot(page, 'recovery-execute-06-history-1440')
})

test('an expired proposal is shown as expired and anyone can skip it', async () => {
  // After the test above the Safe has one owner (dev account 6, threshold 1); it sets up a second Delay
  // with a short expiry for another recoverer, who queues a proposal straight on the chain.
  const owner = getDevAccount(6)
  const lateRecoverer = getDevAccount(7)
  const safe = suite.product.demo.safe
  const { delayModule, calls } = buildRecoverySetupCalls({
    safe,
    settings: { recoverers: [lateRecoverer.address], cooldown: 60n, expiration: 120n },
    saltNonce: BigInt(Date.now()),
  })
  await execSafeBatch({
    rpcUrl: suite.product.rpcUrl,
    chainId: suite.product.chainId,
    safe,
    calls,
    signers: [owner],
    executor: owner,
  })
  const wallet = createWalletClient({ account: lateRecoverer, transport: http(suite.product.rpcUrl) })
  const proposal = buildRecoveryProposal([
    {
      to: safe,
      value: 0n,
      data: encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }),
      operation: 0,
    },
  ])
  if (!proposal) throw new Error('no proposal')
  await waitForReceipt(client(), {
    hash: await wallet.writeContract({
      address: delayModule,
      abi: delayModifierAbi,
      functionName: 'execTransactionFromModule',
      args: [proposal.to, proposal.value, proposal.data, proposal.operation],
      chain: null,
    }),
  })
  await client().request({ method: 'evm_increaseTime' as never, params: [600] as never })
  await client().request({ method: 'evm_mine' as never })

  const session = await openOwnerSession(suite, { accountIndex: 6, path: demoSafePath(suite, '/queue') })
  const { page } = session
  const card = page.getByTestId('recovery-card')
  await card.getByText('Expired: it can only be skipped').waitFor({ timeout: 30_000 })
  await screenshot(page, 'recovery-skip-01-expired-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'recovery-skip-02-expired-390')
  await page.setViewportSize({ width: 1440, height: 900 })
  await card.getByRole('button', { name: 'Skip expired proposals' }).click()
  const send = page.getByRole('dialog', { name: 'Skip expired recovery proposals' })
  await send.getByRole('button', { name: 'Send from your wallet' }).click()
  await send.getByText('Done: the transaction is in a block.').waitFor({ timeout: 30_000 })
  await send.getByRole('button', { name: 'Done' }).click()
  expect(
    await client().readContract({ address: delayModule, abi: delayModifierAbi, functionName: 'txNonce' }),
  ).toBe(1n)
  await card.waitFor({ state: 'detached', timeout: 30_000 })
})
