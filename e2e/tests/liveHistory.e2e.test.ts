import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction, mintDemoToken, sendErc20, sendEth } from '@coffer/devchain/testing'
import type { Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'

const suite = setupSuite('live-history')

/** Rows of the open History list whose text matches. */
function historyRow(page: Page, text: RegExp) {
  return page.getByTestId('history-row').filter({ hasText: text })
}

/** Set once on the page: still there later means the page was never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-loaded-once', 'yes'))
}

async function wasNeverReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.getAttribute('data-e2e-loaded-once') === 'yes')
}

test('transfers out of and into the Safe appear on the open History page without a reload', async () => {
  const { product } = suite
  const { demo } = product
  const { page } = await suite.openApp({
    path: `/safe/${product.chainShortName}:${demo.safe}/history`,
  })
  await page.getByRole('heading', { name: 'History' }).waitFor()
  // Somebody the owner named in the address book: an incoming row names its sender with that name.
  const friend = getDevAccount(4)
  await page.evaluate(({ key, entries }) => localStorage.setItem(key, JSON.stringify(entries)), {
    key: `coffer.addressBook.${product.chainId}`,
    entries: [{ address: friend.address, name: 'Dana' }],
  })
  await page.reload()
  await page.getByRole('heading', { name: 'History' }).waitFor()
  // The demo Safe was funded while the chain was seeded: those transfers are already indexed.
  await historyRow(page, /Received 10 ETH from 0x/).waitFor()
  await markPage(page)
  await screenshot(page, 'live-history-01-before')

  // Out: a transaction executed directly on chain with two owners' signatures, not through Coffer.
  const recipient = getDevAccount(9).address
  await execSafeTransaction({
    rpcUrl: product.rpcUrl,
    safe: demo.safe,
    tx: { to: recipient, value: parseEther('0.5') },
    signers: [getDevAccount(1), getDevAccount(2)],
    executor: getDevAccount(3),
  })
  await historyRow(page, /Sent 0\.5 ETH/).waitFor({ timeout: 5_000 })

  // In: ETH from somebody's wallet.
  await sendEth({ rpcUrl: product.rpcUrl, from: friend, to: demo.safe, value: parseEther('0.25') })
  await historyRow(page, /Received 0\.25 ETH from Dana/).waitFor({ timeout: 5_000 })

  // In: the demo ERC-20, transferred by a holder (minted to it first by the token's minter).
  const holder = getDevAccount(5)
  await mintDemoToken({
    rpcUrl: product.rpcUrl,
    from: getDevAccount(0),
    token: demo.token,
    to: holder.address,
    amount: parseUnits('50', 18),
  })
  await sendErc20({
    rpcUrl: product.rpcUrl,
    from: holder,
    token: demo.token,
    to: demo.safe,
    amount: parseUnits('7', 18),
  })
  // An unnamed sender: its address, shortened (6…4).
  const holderShort = `${holder.address.slice(0, 6)}…${holder.address.slice(-4)}`
  await historyRow(page, new RegExp(`Received 7 CDT from ${holderShort}`)).waitFor({ timeout: 5_000 })

  expect(await wasNeverReloaded(page)).toBe(true)
  // Newest first: the ERC-20 transfer is above the ETH that came before it.
  const titles = await page.getByTestId('history-row').allTextContents()
  const position = (text: RegExp) => titles.findIndex((title) => text.test(title))
  expect(position(/Received 7 CDT/)).toBeLessThan(position(/Received 0\.25 ETH/))
  expect(position(/Received 0\.25 ETH/)).toBeLessThan(position(/Sent 0\.5 ETH/))
  await screenshot(page, 'live-history-02-after')
  // Incoming rows with their senders, on a desktop and a phone (the title wraps, never clips).
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await historyRow(page, /Received 0\.25 ETH from Dana/).scrollIntoViewIfNeeded()
    await screenshot(page, `live-history-incoming-sender-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  // A row opens in place to its decoded details, and links to the transaction's own page.
  await historyRow(page, /Sent 0\.5 ETH/)
    .getByRole('button')
    .first()
    .click()
  await page
    .getByRole('link', { name: /transaction page/i })
    .first()
    .waitFor()
  await screenshot(page, 'live-history-03-expanded')
  await page
    .getByRole('link', { name: /transaction page/i })
    .first()
    .click()
  await page.waitForURL((url) => decodeURIComponent(url.pathname).includes('/transactions/multisig_'))
  await page
    .getByText(/0\.5 ETH/)
    .first()
    .waitFor()
  await screenshot(page, 'live-history-04-transaction-page')
})
