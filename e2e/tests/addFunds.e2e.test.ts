import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createTestClient,
  formatEther,
  http,
  isAddressEqual,
  isHex,
  parseEther,
} from 'viem'
import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { LOCAL_EXPLORER_URL, localExplorerConfig } from '../src/localExplorer.ts'
import type { AppSession } from '../src/openApp.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'

// The local chain gets a block explorer from a config file, so the profile menu shows its link.
const suite = setupSuite('add-funds', { config: localExplorerConfig() })

function chainClient() {
  return createPublicClient({ transport: http(suite.product.rpcUrl) })
}

/** anvil's own controls: here, holding blocks back so a transfer stays pending until we mine. */
function anvilClient() {
  return createTestClient({ mode: 'anvil', transport: http(suite.product.rpcUrl) })
}

/** An owner (dev account 1) on the demo Safe's page, connected and signed in. */
async function ownerOnSafePage(
  colorScheme: 'light' | 'dark' = 'light',
): Promise<AppSession & { safe: Address }> {
  const safe = suite.product.demo.safe
  const session = await suite.openApp({ path: `/safe/${suite.product.chainShortName}:${safe}`, colorScheme })
  await session.page.getByRole('heading', { name: 'Safe', exact: true }).waitFor()
  await connectWallet(session.page)
  await signIn(session.page)
  await accountButton(session.page, session.wallet.account.address).waitFor()
  return { ...session, safe }
}

/** The Safe's balance as its page shows it, e.g. "10,001 ETH" → 10001. */
async function shownSafeBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('safe-balance').textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

test('an owner adds 1 ETH to the Safe; Recent Transactions lists it until Clear All', async () => {
  const { page, wallet, safe } = await ownerOnSafePage()
  const account = wallet.account.address
  const before = await chainClient().getBalance({ address: safe })
  await expect.poll(() => shownSafeBalance(page)).toBe(Number(formatEther(before)))

  await page.getByRole('button', { name: 'Add funds' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add funds' })
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  await dialog.getByText(/Your wallet holds [\d,.]+ ETH/).waitFor()
  await screenshot(page, 'add-funds-01-dialog')

  // What a person might type before getting it right.
  const submit = dialog.getByRole('button', { name: 'Add funds' })
  for (const [typed, message] of [
    ['abc', 'Enter a number, like 0.5'],
    ['0', 'Enter an amount greater than 0'],
    ['1000000000', /That is more than your wallet holds \([\d,.]+ ETH\)/],
  ] as const) {
    await amount.fill(typed)
    await submit.click()
    await dialog.getByRole('alert').filter({ hasText: message }).waitFor()
  }
  await screenshot(page, 'add-funds-02-more-than-the-wallet-holds')
  expect(wallet.requests.some((entry) => entry.method === 'eth_sendTransaction')).toBe(false)

  // The chain holds the block back, so the transfer is seen pending before it confirms.
  await anvilClient().setAutomine(false)
  try {
    await amount.fill('1')
    await submit.click()
    await dialog.getByText('Waiting for confirmation').waitFor({ timeout: 15_000 })
    await screenshot(page, 'add-funds-03-waiting-for-confirmation')
    expect(await chainClient().getBalance({ address: safe })).toBe(before)
    await anvilClient().mine({ blocks: 1 })
  } finally {
    await anvilClient().setAutomine(true)
  }
  await dialog.getByText('Funds added').waitFor({ timeout: 30_000 })
  await dialog.getByText(/The Safe now holds [\d,.]+ ETH/).waitFor()
  await screenshot(page, 'add-funds-04-funds-added')

  // A real transfer from the owner's wallet to the Safe, signed by the wallet and mined.
  const sent = wallet.requests.filter((entry) => entry.method === 'eth_sendTransaction')
  expect(sent.map((entry) => entry.outcome)).toEqual(['ok'])
  const after = await chainClient().getBalance({ address: safe })
  expect(after - before).toBe(parseEther('1'))

  const viewTransaction = dialog.getByRole('link', { name: 'View transaction' })
  const txHref = (await viewTransaction.getAttribute('href')) ?? ''
  const hash = txHref.match(/\/tx\/(0x[0-9a-f]{64})$/)?.[1]
  expect(txHref.startsWith(`${LOCAL_EXPLORER_URL}/tx/`)).toBe(true)
  if (!hash || !isHex(hash)) throw new Error(`The dialog's transaction link has no hash: ${txHref}`)
  const receipt = await chainClient().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(isAddressEqual(receipt.from, account)).toBe(true)
  expect(receipt.to && isAddressEqual(receipt.to, safe)).toBe(true)

  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
  await expect.poll(() => shownSafeBalance(page)).toBe(Number(formatEther(after)))
  await screenshot(page, 'add-funds-05-safe-balance-grew')

  // The profile menu: the transfer under Recent Transactions, the explorer link, Clear All.
  const description = `Add 1 ETH to Safe ${safe.slice(0, 4)}…${safe.slice(-4)}`
  const profile = page.getByRole('dialog')
  const item = profile.getByRole('link', { name: new RegExp(`${description}.*Confirmed`) })
  const explorer = profile.getByRole('link', { name: 'View more on explorer' })
  await accountButton(page, account).click()
  await profile.getByText('Recent Transactions').waitFor()
  await item.waitFor({ timeout: 15_000 })
  expect(await item.getAttribute('href')).toBe(`${LOCAL_EXPLORER_URL}/tx/${hash}`)
  expect(await explorer.getAttribute('href')).toBe(`${LOCAL_EXPLORER_URL}/address/${account}`)
  await profile.getByRole('button', { name: 'Copy Address' }).waitFor()
  await profile.getByRole('button', { name: 'Disconnect' }).waitFor()
  await screenshot(page, 'add-funds-06-profile-recent-transactions')
  await page.keyboard.press('Escape')
  await profile.waitFor({ state: 'detached' })

  // Changing the colour mode re-themes the wallet stack; the wallet stays connected.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor()
  await accountButton(page, account).click()
  await item.waitFor()
  await screenshot(page, 'add-funds-07-profile-recent-transactions-dark')

  await profile.getByRole('button', { name: 'Clear All' }).click()
  await profile.getByText('Coffer transactions will appear here...').waitFor()
  expect(await profile.getByText(description).count()).toBe(0)
  expect(await profile.getByText('Recent Transactions').count()).toBe(0)
  expect(await explorer.getAttribute('href')).toBe(`${LOCAL_EXPLORER_URL}/address/${account}`)
  await screenshot(page, 'add-funds-08-recent-transactions-cleared-dark')
})

test('a wallet that refuses the transfer (4001) is told so, and nothing is sent', async () => {
  const { page, wallet, safe } = await ownerOnSafePage('dark')
  const client = chainClient()
  const account = wallet.account.address
  const [safeBefore, nonceBefore] = await Promise.all([
    client.getBalance({ address: safe }),
    client.getTransactionCount({ address: account }),
  ])

  await expect.poll(() => shownSafeBalance(page)).toBe(Number(formatEther(safeBefore)))
  await screenshot(page, 'add-funds-09-safe-page-dark')
  await page.getByRole('button', { name: 'Add funds' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add funds' })
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1')
  await screenshot(page, 'add-funds-10-dialog-dark')
  wallet.rejectNextSignature()
  await dialog.getByRole('button', { name: 'Add funds' }).click()
  await dialog
    .getByRole('alert')
    .filter({ hasText: 'You rejected the transaction in your wallet.' })
    .waitFor()
  await screenshot(page, 'add-funds-11-rejected-in-wallet-dark')

  const sent = wallet.requests.filter((entry) => entry.method === 'eth_sendTransaction')
  expect(sent.map((entry) => entry.outcome)).toEqual([4001])
  expect(await client.getBalance({ address: safe })).toBe(safeBefore)
  expect(await client.getTransactionCount({ address: account })).toBe(nonceBefore)
  // The form stays, ready for another try.
  expect(await dialog.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('1')

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await accountButton(page, account).click()
  await page.getByRole('dialog').getByText('Coffer transactions will appear here...').waitFor()
})
