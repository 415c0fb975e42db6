import { getDevAccount } from '@coffer/devchain'
import type { GatewayConfigInput } from '@coffer/gateway'
import { safeAbi } from '@coffer/safe'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, isHex, numberToHex, parseEventLogs } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { getGatewayQueueIds } from '../src/gatewayQueuedTransaction.ts'
import type { AppSession } from '../src/openApp.ts'
import { openOwnerSession } from '../src/openOwnerSession.ts'
import { type SafeAppsTestApp, serveSafeAppsTestApp } from '../src/safeAppsTestApp/serveSafeAppsTestApp.ts'
import {
  openTestAppByLink,
  runInTestApp,
  testAppError,
  testAppFrame,
  testAppName,
  testAppStep,
  testAppValue,
} from '../src/safeAppsTestApp/testAppFrame.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { goToSettingsPage } from '../src/transactionFlows/ownerSession.ts'
import { confirmQueued, executeQueued, queueRow, reviewDialog } from '../src/transactionFlows/reviewDialog.ts'

/**
 * Safe Apps, host side: a test app built from the official SDK and provider (src/safeAppsTestApp/) runs
 * in the app page against the whole product. It is served from an origin of its own, which the product
 * allows (`safeAppsAllowedOrigins` in its config file); it is not in the catalog, so it is added by URL or opened by
 * link, past the warning. A second origin, allowed nowhere, serves the probe that must be ignored.
 */

// The product's config file, filled before the product starts: setupSuite hands this same object to
// startProduct in its beforeAll, which runs after this file's own.
const config: GatewayConfigInput = {}
let testApp: SafeAppsTestApp | undefined
beforeAll(async () => {
  testApp = await serveSafeAppsTestApp()
  config.safeAppsAllowedOrigins = [testApp.origin]
})
afterAll(() => testApp?.close())
const suite = setupSuite('safe-apps', { config })

// Dev accounts 1-3 own the demo Safe (2 of 3); the app's transaction pays dev account 1's address.
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signingMethods = ['eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign', 'eth_sign']

function app(): SafeAppsTestApp {
  if (!testApp) throw new Error('The test app is not served (beforeAll failed?)')
  return testApp
}

function safePath(): string {
  return `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}`
}

function chainClient() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

function walletSignatures(session: AppSession): string[] {
  return session.wallet.requests
    .filter((entry) => signingMethods.includes(entry.method))
    .map((entry) => entry.method)
}

const HexSchema = z.string().refine((value): value is Hex => isHex(value))

/** Nothing the app did opened a dialog on the host page. */
async function expectNoDialog(page: Page): Promise<void> {
  expect(await page.getByRole('dialog').count()).toBe(0)
}

test('an app added by URL: its manifest first, a warning before its first open, then every method and every error the SDK knows', async () => {
  const { product } = suite
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await page.getByRole('heading', { name: 'Apps', exact: true }).waitFor()

  // Added by URL: the origin must be allowed, the manifest is read and shown before it is added.
  await page.getByRole('button', { name: 'Add custom app' }).click()
  const add = page.getByRole('dialog', { name: 'Add a custom app' })
  await add.getByRole('textbox', { name: 'App URL' }).fill(`${app().foreignOrigin}/`)
  await add.getByRole('button', { name: 'Check app' }).click()
  await add
    .getByRole('alert')
    .filter({
      hasText: `This Coffer only opens apps from its allowed sites. ${app().foreignOrigin} is not one of them.`,
    })
    .waitFor()
  await add.getByRole('textbox', { name: 'App URL' }).fill(app().url)
  await add.getByRole('button', { name: 'Check app' }).click()
  await add.getByTestId('custom-app-preview').getByText(testAppName).waitFor()
  await screenshot(page, 'safe-apps-01-add-custom-app')
  await add.getByRole('button', { name: 'Add app' }).click()
  await page.getByRole('link', { name: `Open ${testAppName}` }).click()

  // Not in the catalog: warned about before its first open.
  const warning = page.getByTestId('unlisted-app-warning')
  await warning.getByRole('heading', { name: `${testAppName} is not in the app list` }).waitFor()
  await screenshot(page, 'safe-apps-02-unlisted-warning')
  await warning.getByRole('button', { name: 'Open anyway' }).click()
  const frame = page.locator(`iframe[title="${testAppName}"]`)
  expect(await frame.getAttribute('sandbox')).toBe(
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads',
  )
  const connected = await testAppValue(page, 'connected')
  expect(connected).toMatchObject({ safeAddress: product.demo.safe, chainId: product.chainId })

  const signaturesBefore = walletSignatures(session)
  await runInTestApp(page, 'Run checks')
  await testAppStep(page, 'checks', 60_000)
  await screenshot(page, 'safe-apps-03-checks')

  // The Safe and the chain, answered from memory.
  expect(await testAppValue(page, 'getSafeInfo')).toMatchObject({
    safeAddress: product.demo.safe,
    chainId: product.chainId,
    threshold: 2,
    owners: expect.arrayContaining([1, 2, 3].map((index) => getDevAccount(index).address)),
    isReadOnly: false,
    version: '1.4.1',
  })
  expect(await testAppValue(page, 'getChainInfo')).toMatchObject({
    chainId: String(product.chainId),
    shortName: product.chainShortName,
    nativeCurrency: { symbol: 'ETH', decimals: 18 },
  })
  expect(await testAppValue(page, 'getEnvironmentInfo')).toEqual({ origin: new URL(product.webUrl).origin })
  expect(await testAppValue(page, 'getSafeBalances')).toMatchObject({
    fiatTotal: expect.any(String),
    items: expect.any(Array),
  })
  expect(await testAppValue(page, 'wallet_getPermissions')).toEqual([])
  expect(await testAppValue(page, 'getOffChainSignature')).toBe('')
  expect(await testAppError(page, 'getTxBySafeTxHash:unknown')).toEqual({ error: 'Request failed' })

  // Every read of the SDK's eth API reaches the node.
  for (const call of [
    'eth_getBlockByNumber',
    'eth_getBlockByHash',
    'eth_call',
    'eth_gasPrice',
    'eth_getLogs',
    'eth_getBalance',
    'eth_getCode',
    'eth_getStorageAt',
    'eth_getTransactionByHash',
    'eth_getTransactionReceipt',
    'eth_getTransactionCount',
    'eth_estimateGas',
  ])
    expect((await testAppStep(page, `rpc:${call}`)).ok, call).toBe(true)
  expect(await testAppValue(page, 'rpc:eth_call')).toBe(`0x${'2'.padStart(64, '0')}`)
  expect(await testAppValue(page, 'rpc:eth_getTransactionReceipt')).toBeNull()
  expect(await testAppValue(page, 'rpc:safe_setSettings')).toEqual({ offChainSigning: true })

  // Refused calls, never passed to the owner's wallet.
  expect(await testAppError(page, 'rpc-refused:eth_sendTransaction')).toEqual({
    error: '"eth_sendTransaction" not implemented',
  })
  expect(await testAppError(page, 'rpc-refused:eth_accounts')).toEqual({
    error: '"eth_accounts" not implemented',
  })
  expect(await testAppError(page, 'rpc-refused:personal_sign-wrong-address')).toEqual({
    error: 'The address or message hash is invalid',
  })
  expect(await testAppError(page, 'rpc-refused:eth_signTypedData_v4-wrong-address')).toEqual({
    error: 'The address is invalid',
  })

  // Each validation, raised by the SDK or its provider in the app and answered by the host to a raw request.
  for (const [name, error] of [
    ['sdk:no-transactions', 'No transactions were passed'],
    ['host:no-transactions', 'No transactions were passed'],
    ['sdk:invalid-safeTxHash', 'Invalid safeTxHash'],
    ['host:invalid-safeTxHash', 'Invalid safeTxHash'],
    ['sdk:invalid-typed-data', 'Invalid typed data'],
    ['host:invalid-typed-data', 'Invalid typed data'],
    ['sdk:primaryType', 'Please specify primaryType'],
    ['host:primaryType', 'Please specify primaryType'],
    ['provider:personal_sign-wrong-address', 'The address or message hash is invalid'],
    ['provider:eth_sign-not-0x', 'The address or message hash is invalid'],
    ['provider:eth_signTypedData_v4-wrong-address', 'The address is invalid'],
    ['provider:not-implemented', '"eth_coinbase" not implemented'],
    ['host:unknown-method', '"getCurrentTheme" not implemented'],
    ['host:permissions-invalid', 'Permissions request is invalid'],
  ] as const)
    expect((await testAppError(page, name)).error, name).toBe(error)
  expect(await testAppError(page, 'sdk:permissions-invalid')).toEqual({
    error: 'Permissions request is invalid',
    code: 4001,
  })
  // An empty batch is refused at once, not left to a review the owner must close (nobody closes one here).
  z.number().parse(await testAppValue(page, 'host:no-transactions-ms'))
  // A request of an SDK before 1.0 is not answered.
  expect(await testAppValue(page, 'host:sdk-0.x')).toBe('no answer')
  expect(await testAppValue(page, 'provider:eth_chainId')).toBe(numberToHex(product.chainId))
  expect(await testAppValue(page, 'provider:eth_accounts')).toEqual([product.demo.safe])

  await expectNoDialog(page)
  expect(walletSignatures(session)).toEqual(signaturesBefore)

  // A phone's screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'safe-apps-04-app-page-390')
  await page.getByRole('link', { name: 'All apps' }).first().click()
  await page.getByRole('heading', { name: 'Apps', exact: true }).waitFor()
  await screenshot(page, 'safe-apps-05-apps-page-390')
})

test('the address book: refused, asked again on the next request and allowed; revoked in Settings', async () => {
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await page.evaluate(({ key, entry }) => localStorage.setItem(key, JSON.stringify([entry])), {
    key: `coffer.addressBook.${suite.product.chainId}`,
    entry: { address: recipient, name: 'Alice' },
  })
  await openTestAppByLink(session, { safePath: safePath(), appUrl: app().url })

  await runInTestApp(page, 'Request address book')
  const prompt = page.getByRole('dialog', { name: `Allow ${testAppName} to read your address book?` })
  await prompt.getByText(app().origin, { exact: false }).first().waitFor()
  await screenshot(page, 'safe-apps-06-permission-prompt')
  await prompt.getByRole('button', { name: "Don't allow" }).click()
  expect(await testAppError(page, 'requestAddressBook-1')).toEqual({
    error: 'Permissions rejected',
    code: 4001,
  })

  // A refusal is not kept: the next explicit request asks again, and this time the owner allows it.
  await runInTestApp(page, 'Request address book')
  await prompt.getByRole('button', { name: 'Allow', exact: true }).click()
  expect(await testAppValue(page, 'requestAddressBook-2')).toEqual([
    { address: recipient, chainId: String(suite.product.chainId), name: 'Alice' },
  ])
  // Allowed: asked again, answered without a prompt.
  await runInTestApp(page, 'Request address book')
  expect(await testAppValue(page, 'requestAddressBook-3')).toHaveLength(1)
  await expectNoDialog(page)

  const permissions = page.getByRole('list', { name: 'Safe Apps permissions' })
  await goToSettingsPage(page, 'Safe Apps')
  await permissions.getByText('Allowed').waitFor()
  await screenshot(page, 'safe-apps-08-settings-allowed')
  await permissions.getByRole('button', { name: `Revoke Read the address book for ${app().origin}` }).click()
  await page.getByText('No app has asked for a permission yet.').waitFor()
})

test("a transaction from the app: reviewed under the app's name, proposed, confirmed by a second owner, executed and tracked to its txHash", async () => {
  const first = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const second = await openOwnerSession(suite, { accountIndex: 2, page: '/queue' })
  await second.page.getByText('No queued transactions').waitFor()
  const { page } = first
  await openTestAppByLink(first, { safePath: safePath(), appUrl: app().url })
  const signaturesBefore = walletSignatures(first).length

  // A batch with its own safeTxGas, closed by the owner: the app hears "Transaction was rejected".
  await runInTestApp(page, 'Send batch')
  const batch = reviewDialog(page, `2 calls from ${testAppName}`)
  await batch.getByTestId('review-details').getByText(`${testAppName} (${app().origin})`).waitFor()
  await batch.getByText('60000').waitFor()
  await screenshot(page, 'safe-apps-09-batch-review')
  await batch.getByRole('button', { name: 'Close' }).click()
  expect(await testAppError(page, 'batch')).toEqual({ error: 'Transaction was rejected' })
  expect(await getGatewayQueueIds(suite.product)).toEqual([])

  // One transaction through the provider (eth_sendTransaction), as a wagmi dapp sends it.
  await runInTestApp(page, 'Send transaction')
  const review = reviewDialog(page, `Transaction from ${testAppName}`)
  await review.getByTestId('review-details').getByText(`${testAppName} (${app().origin})`).waitFor()
  await review.getByText('This transaction will succeed.').waitFor()
  await screenshot(page, 'safe-apps-10-transaction-review')
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor({ timeout: 20_000 })
  const safeTxHash = HexSchema.parse(await testAppValue(page, 'send'))
  await review.getByRole('button', { name: 'Done' }).click()
  const [queuedId] = await getGatewayQueueIds(suite.product)
  expect(queuedId).toBe(`multisig_${suite.product.demo.safe}_${safeTxHash}`)

  // The app follows it by its safeTxHash while the second owner confirms and executes it.
  await runInTestApp(page, 'Track transaction')
  expect(await testAppValue(page, 'track-status')).toEqual(['AWAITING_CONFIRMATIONS'])
  const row = queueRow(second.page, /Send 0\.01 ETH/)
  await confirmQueued(second.page, row)
  await executeQueued(second.page, row)

  const tracked = z
    .object({
      txHash: HexSchema,
      txStatus: z.literal('SUCCESS'),
      statuses: z.array(z.string()),
      receipt: z.object({ transactionHash: HexSchema, status: z.union([z.string(), z.number()]) }),
    })
    .parse(await testAppValue(page, 'track', 60_000))
  expect(tracked.statuses.at(-1)).toBe('SUCCESS')
  // The provider answers the receipt under the hash the app knows, the safeTxHash.
  expect(tracked.receipt.transactionHash).toBe(safeTxHash)
  const receipt = await chainClient().getTransactionReceipt({ hash: tracked.txHash })
  expect(receipt.status).toBe('success')
  const executed = parseEventLogs({ abi: safeAbi, logs: receipt.logs, eventName: 'ExecutionSuccess' })
  expect(executed.map((log) => log.args.txHash)).toEqual([safeTxHash])
  await screenshot(page, 'safe-apps-11-tracked')
  // Owner 1 signed once since the app opened (the proposal); the app itself never reached the wallet.
  expect(walletSignatures(first).slice(signaturesBefore)).toEqual(['eth_signTypedData_v4'])
  expect(first.wallet.requests.every((entry) => entry.origin !== app().origin)).toBe(true)
})

test('messages: off chain through the message flow; on chain through SignMessageLib, then the Safe says it signed it', async () => {
  const first = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const second = await openOwnerSession(suite, { accountIndex: 2, page: '/queue' })
  await second.page.getByText('No queued transactions').waitFor()
  const { page } = first
  await openTestAppByLink(first, { safePath: safePath(), appUrl: app().url })

  // Off chain: the one message-signing dialog, labelled with the app; the app gets the SafeMessage hash once
  // owner 1's signature is stored (threshold 2: no combined signature yet).
  await runInTestApp(page, 'Sign message off chain')
  const messageDialog = page.getByRole('dialog', { name: 'Sign message' })
  await messageDialog.getByText('Hello off chain').first().waitFor()
  // The app that asks is named first, with its icon.
  await messageDialog.getByTestId('message-app').getByText(testAppName, { exact: true }).waitFor()
  await screenshot(page, 'safe-apps-12-off-chain-review')
  await messageDialog.getByRole('button', { name: 'Sign message' }).click()
  await messageDialog.getByText('Message signed').waitFor({ timeout: 20_000 })
  await messageDialog.getByRole('button', { name: 'Done' }).click()
  const offChain = z
    .object({ messageHash: HexSchema })
    .strict()
    .parse(await testAppValue(page, 'sign-off-chain'))
  const stored = await fetch(
    `${suite.product.webUrl}/v1/chains/${suite.product.chainId}/messages/${offChain.messageHash}`,
  )
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
    message: 'Hello off chain',
    status: 'NEEDS_CONFIRMATION',
    confirmationsSubmitted: 1,
  })
  // Labelled like the app's transactions: its name and URL (without the trailing slash).
  expect(JSON.parse(storedMessage.origin)).toEqual({ name: testAppName, url: app().url.replace(/\/$/, '') })

  await runInTestApp(page, 'Sign message on chain')
  const review = reviewDialog(page, `Sign a message on chain for ${testAppName}`)
  await review.getByTestId('review-details').getByText('Hello from the Coffer test app').waitFor()
  // SignMessageLib is a trusted delegatecall target: no alarm.
  expect(await review.getByTestId('delegatecall-warning').count()).toBe(0)
  await screenshot(page, 'safe-apps-13-sign-on-chain-review')
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor({ timeout: 20_000 })
  await review.getByRole('button', { name: 'Done' }).click()
  const signed = z.object({ safeTxHash: HexSchema }).parse(await testAppValue(page, 'sign-on-chain'))
  expect(await getGatewayQueueIds(suite.product)).toEqual([
    `multisig_${suite.product.demo.safe}_${signed.safeTxHash}`,
  ])

  const row = second.page.getByTestId('queue-row').first()
  await confirmQueued(second.page, row)
  await executeQueued(second.page, row)
  await second.page.getByText('No queued transactions').waitFor()
  expect(await getGatewayQueueIds(suite.product)).toEqual([])

  // The SDK's isMessageSigned: EIP-1271 isValidSignature(hash, 0x) on the Safe, through rpcCall eth_call.
  await runInTestApp(page, 'Check message')
  expect(await testAppValue(page, 'message-signed')).toBe(true)
})

test('requests from a window that is not the app frame, or from a foreign origin, are ignored', async () => {
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await openTestAppByLink(session, { safePath: safePath(), appUrl: app().url })
  await runInTestApp(page, 'Probe from other frames')
  // Each probe posted a sendTransactions and a getSafeInfo to the Coffer page and waited two seconds.
  expect(await testAppValue(page, 'probe:same-origin')).toEqual({ answered: false, answeredToApp: false })
  expect(await testAppValue(page, 'probe:foreign-origin')).toEqual({ answered: false, answeredToApp: false })
  await expectNoDialog(page)
  expect(await testAppFrame(page).locator('li[data-ok="false"]').count()).toBe(0)
})

/** Signs and proposes in an open review, and says the app's answer came before "Done" was pressed. */
async function proposeInReview(page: Page, title: string, answeredStep: string): Promise<Hex> {
  const review = reviewDialog(page, title)
  // A fresh review of its own: never the previous request's finished screen.
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor({ timeout: 20_000 })
  const safeTxHash = HexSchema.parse(await testAppValue(page, answeredStep))
  await review.getByRole('button', { name: 'Done' }).click()
  await review.waitFor({ state: 'detached' })
  return safeTxHash
}

test('two requests in a row each get a review of their own: a transaction then a batch, a batch (wallet_sendCalls) then a transaction', async () => {
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await openTestAppByLink(session, { safePath: safePath(), appUrl: app().url })
  const queuedBefore = await getGatewayQueueIds(suite.product)

  await runInTestApp(page, 'Send transaction, then batch')
  const single = await proposeInReview(page, `Transaction from ${testAppName}`, 'single-then-batch:single')
  // The batch opens once the first review is closed, from its start.
  await proposeInReviewValue(page, `2 calls from ${testAppName}`, 'single-then-batch')
  const pair = z
    .object({ single: HexSchema, batch: HexSchema })
    .parse(await testAppValue(page, 'single-then-batch'))
  expect(pair.single).toBe(single)
  expect(pair.batch).not.toBe(single)

  await runInTestApp(page, 'Send batch, then transaction')
  const sendCalls = z
    .object({ id: HexSchema })
    .parse(await proposeInReviewValue(page, `2 calls from ${testAppName}`, 'batch-then-single:batch'))
  const last = z
    .object({ batch: z.object({ id: HexSchema }), single: HexSchema })
    .parse(await proposeInReviewValue(page, `Transaction from ${testAppName}`, 'batch-then-single'))
  expect(last.batch.id).toBe(sendCalls.id)

  // All four proposed, none rejected.
  const queued = await getGatewayQueueIds(suite.product)
  for (const hash of [pair.single, pair.batch, sendCalls.id, last.single])
    expect(queued).toContain(`multisig_${suite.product.demo.safe}_${hash}`)
  expect(queued).toHaveLength(queuedBefore.length + 4)
  expect(await testAppFrame(page).locator('li[data-ok="false"]').count()).toBe(0)
})

/** proposeInReview for a step whose value is not a bare hash. */
async function proposeInReviewValue(page: Page, title: string, answeredStep: string): Promise<unknown> {
  const review = reviewDialog(page, title)
  await review.getByRole('button', { name: 'Sign and propose' }).click()
  await review.getByText('Transaction proposed').waitFor({ timeout: 20_000 })
  const value = await testAppValue(page, answeredStep)
  await review.getByRole('button', { name: 'Done' }).click()
  await review.waitFor({ state: 'detached' })
  return value
}

test("typed data naming another chain: a loud warning says which chain and that the signature is this Safe's on this chain, then the owner signs it", async () => {
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await openTestAppByLink(session, { safePath: safePath(), appUrl: app().url })

  await runInTestApp(page, 'Sign typed data for chain 1')
  const dialog = page.getByRole('dialog', { name: 'Sign message' })
  const warning = dialog.getByTestId('other-chain-warning')
  await warning.getByText("This data names chain 1, not this Safe's chain").waitFor()
  const { chainName } = z
    .object({ chainName: z.string() })
    .parse(await (await fetch(`${suite.product.webUrl}/v1/chains/${suite.product.chainId}`)).json())
  expect(await warning.textContent()).toContain(
    `verifies only for this Safe on ${chainName}, never on chain 1`,
  )
  expect(await warning.getAttribute('role')).toBe('alert')
  await page.setViewportSize({ width: 1440, height: 900 })
  await screenshot(page, 'safe-apps-14-other-chain-warning-1440')
  expect(describeAxeFindings(await findSeriousAxeViolations(page))).toBe('')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'safe-apps-15-other-chain-warning-390')
  expect(describeAxeFindings(await findSeriousAxeViolations(page))).toBe('')

  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.getByText('Message signed').waitFor({ timeout: 20_000 })
  const signed = z
    .object({ messageHash: HexSchema })
    .strict()
    .parse(await testAppValue(page, 'sign-other-chain'))
  await dialog.getByRole('button', { name: 'Done' }).click()
  // The gateway took it too, under the hash the app was given.
  const stored = await fetch(
    `${suite.product.webUrl}/v1/chains/${suite.product.chainId}/messages/${signed.messageHash}`,
  )
  expect(stored.status).toBe(200)
  expect(await stored.json()).toMatchObject({
    confirmationsSubmitted: 1,
    message: { domain: { chainId: 1 } },
  })
})

test('a message this owner already signed: the app hears its state at once, the owner reads one sentence, no dialog', async () => {
  const session = await openOwnerSession(suite, { accountIndex: 1, page: '/apps' })
  const { page } = session
  await openTestAppByLink(session, { safePath: safePath(), appUrl: app().url })

  await runInTestApp(page, 'Sign note off chain')
  const dialog = page.getByRole('dialog', { name: 'Sign message' })
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.getByText('Message signed').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
  const first = z
    .object({ messageHash: HexSchema })
    .strict()
    .parse(await testAppValue(page, 'sign-note-1'))

  const signaturesBefore = walletSignatures(session).length
  await runInTestApp(page, 'Sign note off chain')
  expect(await testAppValue(page, 'sign-note-2')).toEqual({ messageHash: first.messageHash })
  const notice = page.getByTestId('app-host-notice')
  await notice
    .getByText(
      `You had already signed this message, so ${testAppName} got its state at once: 1 of 2 signatures.`,
    )
    .waitFor()
  await expectNoDialog(page)
  expect(walletSignatures(session).length).toBe(signaturesBefore)
  await page.setViewportSize({ width: 1440, height: 900 })
  await screenshot(page, 'safe-apps-16-already-signed-1440')
  expect(describeAxeFindings(await findSeriousAxeViolations(page))).toBe('')
  await page.setViewportSize({ width: 390, height: 844 })
  await notice.scrollIntoViewIfNeeded()
  await screenshot(page, 'safe-apps-17-already-signed-390')
  expect(describeAxeFindings(await findSeriousAxeViolations(page))).toBe('')
})
