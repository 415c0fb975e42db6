import { getDevAccount } from '@coffer/devchain'
import { compatibilityFallbackHandlerAbi, legacyIsValidSignatureAbi } from '@coffer/safe'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, type Hex, hashMessage, hashTypedData, http, isHex, maxUint256 } from 'viem'
import { expect, test } from 'vitest'
import type { AppSession } from '../src/openApp.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { demoSafePath, goToSafePage, openOwnerSession } from '../src/transactionFlows/ownerSession.ts'
import {
  confirmQueued,
  executeQueued,
  queueRow,
  reviewDialog,
  signAndPropose,
} from '../src/transactionFlows/reviewDialog.ts'

// The tests share one demo Safe (owners: dev accounts 1-3, threshold 2) and run in order.
const suite = setupSuite('messages')

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }

function chainClient() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

/** The Safe's own `getMessageHash` (through its fallback handler): the SafeMessage hash owners sign. */
function contractSafeMessageHash(messageHash: Hex): Promise<Hex> {
  return chainClient().readContract({
    address: suite.product.demo.safe,
    abi: compatibilityFallbackHandlerAbi,
    functionName: 'getMessageHash',
    args: [messageHash],
  })
}

/** The Safe's EIP-1271 answers, both forms, for a message hash and a signature. */
async function isValidSignatureOnChain(messageHash: Hex, signature: Hex): Promise<[Hex, Hex]> {
  const client = chainClient()
  const safe = suite.product.demo.safe
  return Promise.all([
    client.readContract({
      address: safe,
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'isValidSignature',
      args: [messageHash, signature],
    }),
    client.readContract({
      address: safe,
      abi: legacyIsValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [messageHash, signature],
    }),
  ])
}

/** EIP-712's own example, on the local chain: typed data that grants nothing. */
function mailTypedData() {
  return {
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: suite.product.chainId,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  } as const
}

function messageRow(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('message-row').filter({ hasText: text })
}

/** The hash shown under a name in an open panel of hashes (the sign dialog, a message's page). */
async function shownHash(scope: Locator, name: 'message' | 'safe_message'): Promise<Hex> {
  const text = (await scope.getByTestId(`message-hash-${name}`).textContent()) ?? ''
  const hash = text.match(/0x[0-9a-fA-F]{64}/)?.[0]
  if (!hash || !isHex(hash)) throw new Error(`No ${name} hash is shown: "${text}"`)
  return hash
}

/** "Sign a message" on the Messages page, the message written or pasted, then "Review": the signing dialog. */
async function composeMessage(
  page: Page,
  message: { text: string } | { typedData: object },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const compose = page.getByRole('dialog', { name: 'New message' })
  if ('text' in message) {
    await compose.getByRole('textbox', { name: 'Message' }).fill(message.text)
  } else {
    await compose.locator('label', { hasText: /^Typed data$/ }).click()
    await compose
      .getByRole('textbox', { name: 'Typed data (JSON)' })
      .fill(JSON.stringify(message.typedData, null, 2))
  }
  await compose.getByRole('button', { name: 'Review' }).click()
  await compose.waitFor({ state: 'detached' })
  return page.getByRole('dialog', { name: 'Sign message' })
}

async function signAndFinish(dialog: Locator, button: 'Sign message' | 'Sign and confirm'): Promise<void> {
  await dialog.getByRole('button', { name: button }).click()
  await dialog
    .getByText(button === 'Sign message' ? 'Message signed' : 'Confirmation added')
    .waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}

function typedDataSignatures(session: AppSession) {
  return session.wallet.requests
    .filter((entry) => entry.method === 'eth_signTypedData_v4')
    .map((entry) => entry.outcome)
}

test('owner 1 signs a text and typed data; owner 2 sees both live, confirms, and the prepared signature verifies', async () => {
  const text = `Coffer e2e: I agree to the terms.\nSigned ${new Date().toISOString()}`
  const mail = mailTypedData()

  const second = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/messages') })
  await second.page.getByText('No messages yet').waitFor()

  const first = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/messages') })
  const { page } = first
  await page.setViewportSize(desktop)
  await page.getByText('No messages yet').waitFor()
  await screenshot(page, 'messages-01-empty-desktop')

  // A text: shown exactly as written, its hashes computed in the browser equal the Safe's own.
  const textDialog = await composeMessage(page, { text })
  await textDialog.getByTestId('message-text').waitFor()
  expect(await textDialog.getByTestId('message-text').textContent()).toBe(text)
  expect(await shownHash(textDialog, 'message')).toBe(hashMessage(text))
  const textSafeMessageHash = await shownHash(textDialog, 'safe_message')
  expect(textSafeMessageHash).toBe(await contractSafeMessageHash(hashMessage(text)))
  await screenshot(page, 'messages-02-sign-text-desktop')
  await signAndFinish(textDialog, 'Sign message')

  // Typed data: its domain and fields as a tree, nothing to warn about.
  const typedDialog = await composeMessage(page, { typedData: mail })
  await typedDialog.getByTestId('typed-data').getByText('Ether Mail').waitFor()
  expect(await typedDialog.getByTestId('typed-data-warning').count()).toBe(0)
  expect(await shownHash(typedDialog, 'message')).toBe(hashTypedData(mail))
  await screenshot(page, 'messages-03-sign-typed-data-desktop')
  await signAndFinish(typedDialog, 'Sign message')
  expect(typedDataSignatures(first)).toEqual(['ok', 'ok'])

  // Owner 2's open page got both without a reload.
  const textRow = messageRow(second.page, 'Coffer e2e: I agree to the terms.')
  const mailRow = messageRow(second.page, 'Mail for Ether Mail')
  for (const row of [textRow, mailRow]) {
    await row.getByText('1 of 2 confirmations').waitFor()
    await row.getByText('Needs confirmations').waitFor()
  }
  await second.page.setViewportSize(desktop)
  // The Messages link in the Safe's navigation counts what still needs signatures, as Queue does.
  const messagesLink = second.page
    .getByRole('navigation', { name: 'Safe pages' })
    .getByRole('link', { name: /^Messages/ })
  await messagesLink.getByText('2 awaiting signatures').waitFor()
  await screenshot(second.page, 'messages-04-list-needs-confirmation-desktop')

  for (const row of [textRow, mailRow]) {
    await row.getByRole('button', { name: 'Confirm' }).click()
    const confirm = second.page.getByRole('dialog', { name: 'Confirm message' })
    await confirm.getByRole('button', { name: 'Sign and confirm' }).waitFor()
    if (row === textRow) {
      expect(await shownHash(confirm, 'safe_message')).toBe(textSafeMessageHash)
      await screenshot(second.page, 'messages-05-confirm-desktop')
    }
    await signAndFinish(confirm, 'Sign and confirm')
    await row.getByText('Confirmed', { exact: true }).waitFor()
  }
  expect(typedDataSignatures(second)).toEqual(['ok', 'ok'])
  // Nothing left to sign: the count goes.
  await messagesLink.getByText(/awaiting signatures/).waitFor({ state: 'detached' })
  // The proposer's page follows too.
  await messageRow(page, 'Mail for Ether Mail').getByText('Confirmed', { exact: true }).waitFor()
  await messageRow(page, 'Coffer e2e: I agree to the terms.')
    .getByText('Confirmed', { exact: true })
    .waitFor()

  // The message's page: who confirmed, and the prepared signature, which the Safe accepts on chain.
  await textRow.getByRole('link').click()
  const prepared = second.page.getByTestId('prepared-signature')
  await prepared.waitFor()
  const signature = (await prepared.textContent()) ?? ''
  if (!isHex(signature)) throw new Error(`The prepared signature is not hex: ${signature}`)
  expect(await isValidSignatureOnChain(hashMessage(text), signature)).toEqual(['0x1626ba7e', '0x20c13b0b'])
  const confirmations = second.page.getByTestId('message-confirmation')
  expect(await confirmations.filter({ hasNotText: 'Not confirmed' }).count()).toBe(2)
  await confirmations
    .filter({ hasText: getDevAccount(2).address })
    .getByText('You')
    .waitFor()
  await screenshot(second.page, 'messages-06-message-page-desktop')

  await second.page.getByRole('button', { name: 'Verify on chain' }).click()
  const verify = second.page.getByRole('dialog', { name: 'Verify a signature' })
  await verify.getByRole('button', { name: 'Check' }).click()
  const result = verify.getByTestId('verify-result')
  await result.getByText('The Safe accepts this signature for this message.').waitFor()
  expect(await result.getByTestId('verify-bytes32').textContent()).toContain('Valid — returned 0x1626ba7e')
  expect(await result.getByTestId('verify-bytes').textContent()).toContain('Valid — returned 0x20c13b0b')
  await screenshot(second.page, 'messages-07-verify-valid-desktop')

  // The same signature over another message: "not valid", not an error.
  await verify.locator('label', { hasText: /^Text$/ }).click()
  await verify.getByRole('textbox', { name: 'Message' }).fill(`${text}!`)
  await verify.getByRole('textbox', { name: 'Signature' }).fill(signature)
  await verify.getByRole('button', { name: 'Check' }).click()
  await result.getByText('The Safe does not accept this signature for this message.').waitFor()
  await verify.getByRole('button', { name: 'Close' }).click()

  // On a phone.
  await second.page.setViewportSize(phone)
  await screenshot(second.page, 'messages-08-message-page-phone')
  await second.page.getByRole('link', { name: 'Back to messages' }).click()
  await textRow.waitFor()
  await screenshot(second.page, 'messages-09-list-phone')
})

test('a Permit and a SafeTx of another Safe are explained, loudly, before anyone signs them', async () => {
  const { product } = suite
  const spender = getDevAccount(7).address
  const { page } = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/messages') })
  await page.setViewportSize(desktop)
  await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor()

  const permit = {
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: {
      name: 'Coffer Demo Token',
      version: '1',
      chainId: product.chainId,
      verifyingContract: product.demo.token,
    },
    message: {
      owner: product.demo.safe,
      spender,
      value: maxUint256.toString(),
      nonce: '0',
      deadline: '4102444800',
    },
  }
  const permitDialog = await composeMessage(page, { typedData: permit })
  const permitWarning = permitDialog.getByTestId('typed-data-warning')
  // The token is named once the Safe's balances say what CDT is.
  await permitWarning
    .getByText(`Token approval: ${spender} may spend an unlimited amount of CDT`, { exact: false })
    .waitFor()
  await permitWarning.getByText('Unlimited means every such token the Safe holds, now and later.').waitFor()
  await screenshot(page, 'messages-10-permit-warning-desktop')
  await page.setViewportSize(phone)
  await screenshot(page, 'messages-11-permit-warning-phone')
  await page.setViewportSize(desktop)
  await permitDialog.getByRole('button', { name: 'Close' }).click()

  const otherSafe = getDevAccount(8).address
  const foreignSafeTx = {
    types: {
      SafeTx: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'operation', type: 'uint8' },
        { name: 'safeTxGas', type: 'uint256' },
        { name: 'baseGas', type: 'uint256' },
        { name: 'gasPrice', type: 'uint256' },
        { name: 'gasToken', type: 'address' },
        { name: 'refundReceiver', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'SafeTx',
    domain: { chainId: product.chainId, verifyingContract: otherSafe },
    message: {
      to: spender,
      value: '0',
      data: '0x',
      operation: 1,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: '0',
    },
  }
  const safeTxDialog = await composeMessage(page, { typedData: foreignSafeTx })
  const safeTxWarning = safeTxDialog.getByTestId('typed-data-warning')
  await safeTxWarning.waitFor()
  const safeTxText = (await safeTxWarning.textContent()) ?? ''
  expect(safeTxText).toContain(`Danger: this approves a transaction of another Safe (${otherSafe})`)
  expect(safeTxText).toContain('It is a delegatecall')
  await screenshot(page, 'messages-12-foreign-safe-tx-warning-desktop')
  await page.setViewportSize(phone)
  await screenshot(page, 'messages-13-foreign-safe-tx-warning-phone')
  await safeTxDialog.getByRole('button', { name: 'Close' }).click()
})

test('signing on chain is a SignMessageLib transaction: it reaches the history, and the Safe then accepts an empty signature', async () => {
  const text = `Coffer e2e: signed on chain at ${new Date().toISOString()}`
  const messageHash = hashMessage(text)
  expect(await isValidSignatureOnChain(messageHash, '0x').catch(() => 'reverted')).toBe('reverted')

  const alice = await openOwnerSession(suite, { accountIndex: 1, path: demoSafePath(suite, '/messages') })
  await alice.page.setViewportSize(desktop)
  const dialog = await composeMessage(alice.page, { text })
  await dialog.getByRole('button', { name: 'Sign on chain with a transaction' }).click()
  // The transaction review takes over: a delegatecall, but to a trusted library, so no danger warning.
  const review = reviewDialog(alice.page, 'Sign message on chain')
  await review.getByText('This transaction will succeed.').waitFor({ timeout: 20_000 })
  expect(await review.getByTestId('delegatecall-warning').count()).toBe(0)
  await screenshot(alice.page, 'messages-14-sign-on-chain-review-desktop')
  await signAndPropose(review)

  const bob = await openOwnerSession(suite, { accountIndex: 2, path: demoSafePath(suite, '/queue') })
  await bob.page.setViewportSize(desktop)
  // Named by what it does, not as a bare contract call.
  const row = queueRow(bob.page, 'Sign message')
  await confirmQueued(bob.page, row)
  await executeQueued(bob.page, row)
  await bob.page.getByText('No queued transactions').waitFor()

  await goToSafePage(bob.page, 'History')
  await bob.page
    .getByTestId('history-row')
    .filter({ hasText: 'Signed message' })
    .first()
    .waitFor({ timeout: 20_000 })
  await screenshot(bob.page, 'messages-15-history-sign-message-desktop')
  expect(await isValidSignatureOnChain(messageHash, '0x')).toEqual(['0x1626ba7e', '0x20c13b0b'])

  // The verify tool says the same with an empty signature.
  await goToSafePage(bob.page, 'Messages')
  await bob.page.getByRole('button', { name: 'Verify a signature' }).click()
  const verify = bob.page.getByRole('dialog', { name: 'Verify a signature' })
  await verify.getByRole('textbox', { name: 'Message' }).fill(text)
  await verify.getByRole('button', { name: 'Check' }).click()
  await verify
    .getByTestId('verify-result')
    .getByText('The Safe accepts this signature for this message.')
    .waitFor()
  await bob.page.setViewportSize(phone)
  await screenshot(bob.page, 'messages-16-verify-on-chain-phone')
})
