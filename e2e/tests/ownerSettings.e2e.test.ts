import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { createPublicClient, http } from 'viem'
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

// Its own product: these tests change who owns the demo Safe, which no other test file expects.
const suite = setupSuite('owner-settings')

function readSafe() {
  const client = createPublicClient({ transport: http(suite.product.rpcUrl) })
  const safe = suite.product.demo.safe
  return Promise.all([
    client.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' }),
    client.readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold' }),
  ])
}

test('owners add a fourth owner, then raise the threshold to 3, from Settings', async () => {
  const newOwner = getDevAccount(4).address
  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/settings') })
  const { page } = alice
  await page.getByText('Owners (3)').waitFor()
  await page.getByTestId('settings-threshold').getByText('2 of 3').waitFor()

  // Add owner: an address that already owns the Safe is refused before anything is signed.
  await page.getByRole('button', { name: 'Add owner' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add owner' })
  const ownerField = addDialog.getByLabel('New owner address')
  await ownerField.fill(getDevAccount(2).address)
  await addDialog.getByRole('button', { name: 'Continue' }).click()
  await addDialog.getByRole('alert').filter({ hasText: 'This address is already an owner' }).waitFor()
  await screenshot(page, 'owner-settings-01-add-owner-already-owner')
  await ownerField.fill(newOwner)
  await addDialog.getByRole('combobox', { name: 'Threshold' }).selectOption({ label: '2 of 4' })
  await screenshot(page, 'owner-settings-02-add-owner')
  await addDialog.getByRole('button', { name: 'Continue' }).click()

  const addReview = reviewDialog(page, `Add owner ${titleAddress(newOwner)}, threshold 2 of 4`)
  await expectWholeAddressInBody(addReview, newOwner)
  await addReview.getByText('addOwnerWithThreshold', { exact: true }).waitFor()
  await addReview.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  await screenshot(page, 'owner-settings-03-add-owner-review')
  await signAndPropose(addReview)

  // A second owner confirms and executes it from the queue.
  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  const addRow = queueRow(bob.page, 'Add owner')
  await confirmQueued(bob.page, addRow, { screenshotAs: 'owner-settings-03b-confirm-add-owner' })
  await executeQueued(bob.page, addRow, { screenshotAs: 'owner-settings-03c-execute-add-owner' })
  await addRow.waitFor({ state: 'detached' })
  const [ownersAfterAdd, thresholdAfterAdd] = await readSafe()
  expect(ownersAfterAdd).toContain(newOwner)
  expect(thresholdAfterAdd).toBe(2n)

  // The first owner's Settings follow without a reload.
  await page.getByText('Owners (4)').waitFor({ timeout: 15_000 })
  await page.getByTestId('settings-threshold').getByText('2 of 4').waitFor()
  await screenshot(page, 'owner-settings-04-four-owners')

  // Change threshold: the current one is refused, 3 goes to the review.
  await page.getByRole('button', { name: 'Change threshold' }).click()
  const thresholdDialog = page.getByRole('dialog', { name: 'Change threshold' })
  await thresholdDialog.getByRole('button', { name: 'Continue' }).click()
  await thresholdDialog.getByRole('alert').filter({ hasText: 'That is the current threshold' }).waitFor()
  // A threshold of 1 on four owners is allowed, after a warning.
  await thresholdDialog.getByRole('combobox', { name: 'Threshold' }).selectOption({ label: '1 of 4' })
  await thresholdDialog
    .getByRole('note')
    .filter({ hasText: 'With a threshold of 1, any one owner can move everything in this Safe alone.' })
    .waitFor()
  await screenshot(page, 'owner-settings-05a-threshold-1-warning')
  await thresholdDialog.getByRole('combobox', { name: 'Threshold' }).selectOption({ label: '3 of 4' })
  await screenshot(page, 'owner-settings-05-change-threshold')
  await thresholdDialog.getByRole('button', { name: 'Continue' }).click()
  const thresholdReview = reviewDialog(page, 'Change threshold to 3 of 4')
  await thresholdReview.getByText('changeThreshold', { exact: true }).waitFor()
  await screenshot(page, 'owner-settings-06-change-threshold-review')
  await signAndPropose(thresholdReview)

  const thresholdRow = queueRow(bob.page, 'Change threshold to 3')
  await confirmQueued(bob.page, thresholdRow)
  await executeQueued(bob.page, thresholdRow)
  await thresholdRow.waitFor({ state: 'detached' })
  const [, thresholdAfter] = await readSafe()
  expect(thresholdAfter).toBe(3n)

  await page.getByTestId('settings-threshold').getByText('3 of 4').waitFor({ timeout: 15_000 })
  await screenshot(page, 'owner-settings-07-threshold-3-of-4')
})
