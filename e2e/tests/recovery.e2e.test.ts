import { getDevAccount } from '@coffer/devchain'
import { delayModifierAbi, safeAbi, sentinelModule } from '@coffer/safe'
import { type Address, createPublicClient, http } from 'viem'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import {
  confirmQueued,
  executeQueued,
  queueRow,
  reviewDialog,
  signAndPropose,
} from '../src/transactionFlows/reviewDialog.ts'

// Its own product: these tests enable modules on the demo Safe, which no other test file expects.
const suite = setupSuite('recovery')
const recoverer = getDevAccount(4)

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
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/settings') })
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
    /^Set up recovery: 0x\w{4}…\w{4} can propose new owners after a 10 minutes review window$/,
  )
  await review.getByText('multiSend', { exact: true }).waitFor({ timeout: 20_000 })
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
  await section.getByTestId('recoverers').getByText(recoverer.address.slice(0, 6), { exact: false }).waitFor()
  await section.scrollIntoViewIfNeeded()
  await screenshot(page, 'recovery-03-settings-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await section.scrollIntoViewIfNeeded()
  await screenshot(page, 'recovery-04-settings-390')
  await page.setViewportSize({ width: 1440, height: 900 })

  // Removing it is one Safe transaction disabling the Delay module.
  await section.getByRole('button', { name: 'Remove recovery' }).click()
  const removal = reviewDialog(page, /^Remove recovery \(Delay module 0x\w{4}…\w{4}\)$/)
  await removal.getByText('disableModule', { exact: true }).waitFor({ timeout: 20_000 })
  await signAndPropose(removal)
  const removalRow = queueRow(bob.page, 'Disable module')
  await confirmQueued(bob.page, removalRow)
  await executeQueued(bob.page, removalRow)
  expect(await safeModules()).toEqual([])
  await section.getByText('No recovery is set up.', { exact: false }).waitFor({ timeout: 20_000 })
})
