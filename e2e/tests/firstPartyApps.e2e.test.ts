import { readFile } from 'node:fs/promises'
import { getDevAccount } from '@coffer/devchain'
import type { FrameLocator, Page } from 'playwright-core'
import { type Hex, isHex, parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { getGatewayQueueIds, getGatewayTransaction } from '../src/gatewayQueuedTransaction.ts'
import { openOwnerSession } from '../src/openOwnerSession.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { queueRow, reviewDialog, signAndPropose } from '../src/transactionFlows/reviewDialog.ts'

/**
 * The first-party Safe Apps (apps/safe-apps), as an owner uses them: both are in the catalog, opened from
 * the Apps tab and served from the product's own Safe Apps origin. The Transaction Builder composes,
 * reorders, saves, loads and sends a batch; the wagmi dapp connects by itself through wagmi's `safe()`
 * connector, sends a transaction and signs a message.
 */

const suite = setupSuite('first-party-apps')

const owner2 = getDevAccount(2).address
const owner3 = getDevAccount(3).address
const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

const HexSchema = z.string().refine((value): value is Hex => isHex(value))

/** The community tx-builder's file (safe-global/safe-react-apps, apps/tx-builder), as far as it is checked here. */
const BatchFileSchema = z.object({
  version: z.string(),
  chainId: z.string(),
  createdAt: z.number(),
  meta: z.object({
    name: z.string(),
    txBuilderVersion: z.string(),
    createdFromSafeAddress: z.string(),
    checksum: HexSchema,
  }),
  transactions: z.array(
    z.object({
      to: z.string(),
      value: z.string(),
      data: z.string().nullable(),
      contractMethod: z
        .object({ name: z.string(), payable: z.boolean(), inputs: z.array(z.object({ name: z.string() })) })
        .nullable(),
      contractInputsValues: z.record(z.string(), z.string()).nullable(),
    }),
  ),
})

/** A first-party app opened from the Apps tab by its card: in the catalog, so no warning first. */
async function openFromAppsTab(page: Page, name: string): Promise<FrameLocator> {
  await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Apps' }).click()
  await page.getByRole('heading', { name: 'Apps', exact: true }).waitFor()
  await page
    .getByRole('list', { name: 'All apps' })
    .getByRole('link', { name: `Open ${name}` })
    .click()
  expect(await page.getByTestId('unlisted-app-warning').count()).toBe(0)
  return page.frameLocator(`iframe[title="${name}"]`)
}

/** The batch's entries in order, by their headings ("1. transfer", "2. Transfer"). */
async function batchTitles(app: FrameLocator): Promise<string[]> {
  const list = app.getByRole('list', { name: 'Transactions in the batch' })
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim())
}

test('Transaction Builder: a batch composed from the registry ABI and raw data, reordered, saved, loaded back and sent as one MultiSend', async () => {
  const { product } = suite
  const session = await openOwnerSession(suite, { accountIndex: 1 })
  const { page } = session
  await page.setViewportSize(desktop)
  const app = await openFromAppsTab(page, 'Transaction Builder')
  await app.getByRole('heading', { name: 'Transaction Builder', level: 1 }).waitFor()
  await app.getByText(product.demo.safe).waitFor()

  // 1. A CDT transfer to owner 3, typed against the ABI the gateway's contract registry has for the token.
  const form = app.getByRole('form', { name: 'Add a transaction' })
  await form.getByRole('textbox', { name: 'Contract or recipient address' }).fill(product.demo.token)
  await form.getByRole('button', { name: 'Load the ABI from the registry' }).click()
  await form.getByText(/callable functions? from Coffer Demo Token \(contract registry\)\./).waitFor()
  await form.getByRole('combobox', { name: 'Function' }).selectOption('transfer(address, uint256)')
  await form.getByRole('textbox', { name: 'to (address)' }).fill(owner3)
  const cdt = parseUnits('5', 18).toString()
  await form.getByRole('textbox', { name: 'value (uint256)' }).fill(cdt)
  await form.getByRole('button', { name: 'Add to the batch' }).click()
  expect(await batchTitles(app)).toEqual(['1. transfer'])

  // 2. 0.5 ETH to owner 2 as raw data (none): another address forgets the token's ABI and its functions.
  await form.getByRole('textbox', { name: 'Contract or recipient address' }).fill(owner2)
  await form.getByRole('combobox', { name: 'Function' }).waitFor({ state: 'detached' })
  await form.getByRole('textbox', { name: 'Value (ETH)' }).fill('0.5')
  await form.getByRole('button', { name: 'Add to the batch' }).click()
  expect(await batchTitles(app)).toEqual(['1. transfer', '2. Transfer'])
  await screenshot(page, 'first-party-apps-01-builder-composed')

  // Reordered: the ETH transfer first.
  await app.getByRole('button', { name: 'Move transaction 2 up' }).click()
  expect(await batchTitles(app)).toEqual(['1. Transfer', '2. transfer'])

  // Saved: a download in the community tx-builder's format, in the new order.
  await app.getByRole('textbox', { name: 'Batch name' }).fill('Pay the owners')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    app.getByRole('button', { name: 'Save as a file' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Pay-the-owners.json')
  const savedPath = await download.path()
  const file = BatchFileSchema.parse(JSON.parse(await readFile(savedPath, 'utf8')))
  expect(file).toMatchObject({
    version: '1.0',
    chainId: String(product.chainId),
    meta: { name: 'Pay the owners', createdFromSafeAddress: product.demo.safe },
  })
  expect(file.meta.checksum).toMatch(/^0x[0-9a-f]{64}$/)
  expect(file.transactions).toEqual([
    {
      to: owner2,
      value: parseEther('0.5').toString(),
      data: '0x',
      contractMethod: null,
      contractInputsValues: null,
    },
    {
      to: product.demo.token,
      value: '0',
      data: null,
      contractMethod: {
        name: 'transfer',
        payable: false,
        inputs: [expect.objectContaining({ name: 'to' }), expect.objectContaining({ name: 'value' })],
      },
      contractInputsValues: { to: owner3, value: cdt },
    },
  ])

  // Removed, then loaded back through the file chooser: both calls again, the checksum accepted.
  await app.getByRole('button', { name: 'Remove transaction 1' }).click()
  await app.getByRole('button', { name: 'Remove transaction 1' }).click()
  await app.getByText('No transactions yet: add one above, or load a batch file.').waitFor()
  await app.getByRole('textbox', { name: 'Batch name' }).fill('Something else')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    app.getByText('Load a file').click(),
  ])
  await chooser.setFiles(savedPath)
  await app.getByText('The batch file was loaded.').waitFor()
  expect(await app.locator('.notice.warning').count()).toBe(0)
  expect(await batchTitles(app)).toEqual(['1. Transfer', '2. transfer'])
  expect(await app.getByRole('textbox', { name: 'Batch name' }).inputValue()).toBe('Pay the owners')
  await screenshot(page, 'first-party-apps-02-builder-loaded')

  // Sent: the host's review, labelled with the app, one signature, one MultiSend in the queue.
  await app.getByRole('button', { name: 'Send the batch (2 transactions)' }).click()
  const review = reviewDialog(page, '2 calls from Transaction Builder')
  await review
    .getByTestId('review-details')
    .getByText(`Transaction Builder (${new URL(product.safeAppsUrl).origin})`)
    .waitFor()
  await screenshot(page, 'first-party-apps-03-builder-review')
  await signAndPropose(review)
  const created = app.getByText(/The Safe transaction was created: 0x[0-9a-f]{64}/)
  await created.waitFor({ timeout: 20_000 })
  const safeTxHash = HexSchema.parse(/0x[0-9a-f]{64}/.exec((await created.textContent()) ?? '')?.[0])

  const queued = await getGatewayQueueIds(product)
  expect(queued).toEqual([`multisig_${product.demo.safe}_${safeTxHash}`])
  const stored = await getGatewayTransaction(product, queued[0] ?? '')
  // A MultiSend is a delegatecall of the batch (MultiSendCallOnly), worth 0 itself.
  expect(stored.txData.operation).toBe(1)
  expect(stored.txData.value).toBe('0')
  expect(stored.detailedExecutionInfo.confirmations.map((c) => c.signer.value)).toEqual([
    session.wallet.account.address,
  ])

  await page.getByRole('navigation', { name: 'Safe pages' }).getByRole('link', { name: 'Queue' }).click()
  await queueRow(page, 'Batch of 2 actions').waitFor()
  expect(await page.getByTestId('queue-row').count()).toBe(1)
  // The row names the app that asked, with its icon: a catalog app, matched by the proposal's origin.
  await queueRow(page, 'Batch of 2 actions')
    .getByTestId('app-tag')
    .filter({ hasText: 'Transaction Builder' })
    .waitFor()
  await screenshot(page, 'first-party-apps-04-queue')
})

test('wagmi dapp: connects by itself in the frame, shows the Safe and its balances, sends a transaction and signs a message', async () => {
  const { product } = suite
  const session = await openOwnerSession(suite, { accountIndex: 1 })
  const { page } = session
  await page.setViewportSize(desktop)
  const queuedBefore = await getGatewayQueueIds(product)
  const app = await openFromAppsTab(page, 'Wagmi Dapp')

  // Connected without a click: wagmi's safe() connector found the host.
  await app.getByRole('heading', { name: 'Wagmi Dapp', level: 1 }).waitFor()
  await app.getByText(product.demo.safe, { exact: true }).waitFor({ timeout: 15_000 })
  expect(await app.getByRole('button', { name: /^Connect the/ }).count()).toBe(0)
  await app.getByText(`(${product.chainId})`).waitFor()
  await app.getByText('2 of 3 must sign').waitFor()

  // The balances: ETH through wagmi's eth_getBalance, CDT from the host's getSafeBalances.
  const balances = app.getByRole('region', { name: 'Balances' })
  const amountOf = (symbol: string) =>
    balances
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${symbol}$`) })
      .locator('xpath=following-sibling::dd[1]')
  // Nothing this product's Safe queued has executed: the seeded 10 ETH and 1000 CDT.
  await expect.poll(() => amountOf('ETH').textContent()).toBe('10')
  await expect.poll(() => amountOf('CDT').textContent()).toBe('1000')
  await screenshot(page, 'first-party-apps-05-wagmi-connected')

  // useSendTransaction: the host's review opens labelled with the app; the owner proposes.
  const send = app.getByRole('form', { name: 'Send ETH' })
  await send.getByRole('textbox', { name: 'Recipient' }).fill(owner2)
  await send.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.01')
  await send.getByRole('button', { name: 'Send' }).click()
  const review = reviewDialog(page, 'Transaction from Wagmi Dapp')
  await review
    .getByTestId('review-details')
    .getByText(`Wagmi Dapp (${new URL(product.safeAppsUrl).origin})`)
    .waitFor()
  await screenshot(page, 'first-party-apps-06-wagmi-review')
  await signAndPropose(review)
  const created = send.getByText(/Safe transaction created: 0x[0-9a-f]{64}/)
  await created.waitFor({ timeout: 20_000 })
  const safeTxHash = HexSchema.parse(/0x[0-9a-f]{64}/.exec((await created.textContent()) ?? '')?.[0])
  const queued = await getGatewayQueueIds(product)
  expect(queued.filter((id) => !queuedBefore.includes(id))).toEqual([
    `multisig_${product.demo.safe}_${safeTxHash}`,
  ])
  const proposed = await getGatewayTransaction(product, `multisig_${product.demo.safe}_${safeTxHash}`)
  expect(proposed.txData).toMatchObject({ to: { value: owner2 }, value: parseEther('0.01').toString() })

  // useSignMessage: the host signs off chain through its Messages dialog. Owner 1's signature is stored;
  // with a threshold of 2 there is no Safe signature yet, so the provider answers 0x and the Safe says no.
  const signForm = app.getByRole('form', { name: 'Sign a message' })
  const messageDialog = page.getByRole('dialog', { name: 'Sign message' })
  // Closed unsigned, the dialog is a user rejection to the dapp (EIP-1193 4001), not an unknown RPC error.
  await signForm.getByRole('button', { name: 'Sign' }).click()
  await messageDialog.getByText('Hello from a Safe App').first().waitFor()
  await messageDialog.getByRole('button', { name: 'Close' }).click()
  await signForm.getByText('Not signed: User rejected the request.').waitFor()
  await signForm.getByRole('button', { name: 'Sign' }).click()
  await messageDialog.getByText('Hello from a Safe App').first().waitFor()
  const messageHash = HexSchema.parse(
    /SafeMessage hash\s*(0x[0-9a-f]{64})/.exec((await messageDialog.textContent()) ?? '')?.[1],
  )
  await screenshot(page, 'first-party-apps-07-wagmi-sign-message')
  await messageDialog.getByRole('button', { name: 'Sign message' }).click()
  await messageDialog.getByText('Message signed').waitFor({ timeout: 20_000 })
  await messageDialog.getByRole('button', { name: 'Done' }).click()
  await signForm.getByText('Signature: 0x (not complete yet: more owners must sign)').waitFor()
  await signForm.getByText(/^Not valid yet: the Safe has no complete signature for this message\./).waitFor()
  const stored = await fetch(`${product.webUrl}/v1/chains/${product.chainId}/messages/${messageHash}`)
  expect(stored.status).toBe(200)
  const storedMessage = z
    .object({
      message: z.string(),
      status: z.string(),
      confirmationsSubmitted: z.number(),
      origin: z.string(),
    })
    .parse(await stored.json())
  expect(storedMessage).toMatchObject({
    message: 'Hello from a Safe App',
    status: 'NEEDS_CONFIRMATION',
    confirmationsSubmitted: 1,
  })
  expect(JSON.parse(storedMessage.origin)).toMatchObject({ name: 'Wagmi Dapp' })
  await signForm.getByRole('status').scrollIntoViewIfNeeded()
  await screenshot(page, 'first-party-apps-08-wagmi-signed')

  // A phone's screen.
  await page.setViewportSize(phone)
  await screenshot(page, 'first-party-apps-09-wagmi-390')
  await page.setViewportSize(desktop)
})
