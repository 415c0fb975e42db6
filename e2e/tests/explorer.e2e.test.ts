import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'

// The local chain has no block explorer configured: the gateway points its templates at the web app's.
const suite = setupSuite('explorer')

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const

/**
 * Axe and a screenshot of the page at both sizes, light and dark. The page is reloaded in each scheme:
 * measured mid-way through the theme's colour transition, contrast would read as too low.
 */
async function checkEverywhere(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.reload()
      await ready()
      const findings = await findSeriousAxeViolations(page)
      expect(findings, describeAxeFindings(findings)).toEqual([])
      await screenshot(page, `explorer-${name}-${size}-${colorScheme}`)
    }
  }
  await page.setViewportSize(viewports.desktop)
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a Safe execution opens in the built-in explorer, which links back to the Safe transaction', async () => {
  const { product } = suite
  const { demo } = product
  const recipient = getDevAccount(9).address
  const executor = getDevAccount(3)
  const { safeTxHash, receipt } = await execSafeTransaction({
    rpcUrl: product.rpcUrl,
    safe: demo.safe,
    tx: { to: recipient, value: parseEther('0.5') },
    signers: [getDevAccount(1), getDevAccount(2)],
    executor,
  })

  // From the Safe's History: the execution's details carry its chain transaction's explorer link.
  const { page, context } = await suite.openApp({
    path: `/safe/${product.chainShortName}:${demo.safe}/history`,
  })
  const row = page.getByTestId('history-row').filter({ hasText: /Sent 0\.5 ETH/ })
  await row.waitFor({ timeout: 10_000 })
  await row.getByRole('button').first().click()
  const txLink = page.locator(`a[href$="/explorer/${product.chainId}/tx/${receipt.transactionHash}"]`)
  await txLink.first().waitFor()
  expect(await txLink.first().getAttribute('href')).toBe(
    `${product.webUrl}/explorer/${product.chainId}/tx/${receipt.transactionHash}`,
  )
  const [explorer] = await Promise.all([context.waitForEvent('page'), txLink.first().click()])
  await explorer.getByRole('heading', { name: 'Transaction', exact: true }).waitFor()
  await explorer.getByText('Success', { exact: true }).waitFor()
  await explorer.getByText(`Executed Safe transaction ${safeTxHash}`).waitFor()
  await explorer.getByText('execTransaction').first().waitFor()
  expect(await explorer.getByTestId('explorer-log').filter({ hasText: 'ExecutionSuccess' }).count()).toBe(1)
  await checkEverywhere(explorer, 'tx', () => explorer.getByText('ExecutionSuccess').first().waitFor())

  // The sender's address page: an account, with its balance.
  await explorer.getByRole('link', { name: executor.address, exact: true }).first().click()
  await explorer.getByRole('heading', { name: 'Address', exact: true }).waitFor()
  await explorer.getByText('Account (no code)').waitFor()
  expect(await explorer.getByTestId('explorer-balance').textContent()).toMatch(/ ETH$/)
  await explorer.goBack()

  // Back to the Safe's own page of that transaction.
  await explorer.getByRole('link', { name: 'Open in the Safe' }).click()
  await explorer.waitForURL((url) => decodeURIComponent(url.pathname).includes(`/transactions/multisig_`))
  expect(decodeURIComponent(explorer.url())).toContain(safeTxHash)
  await explorer
    .getByText(/0\.5 ETH/)
    .first()
    .waitFor()
})

test('"View on explorer" on a Safe opens its address page, which knows it is a Safe', async () => {
  const { product } = suite
  const { page, context } = await suite.openApp({
    path: `/safe/${product.chainShortName}:${product.demo.safe}`,
  })
  const view = page.getByRole('link', { name: 'View on explorer' }).first()
  await view.waitFor()
  const [explorer] = await Promise.all([context.waitForEvent('page'), view.click()])
  await explorer.getByRole('heading', { name: 'Address', exact: true }).waitFor()
  await explorer.getByText('Safe', { exact: true }).waitFor()
  expect(await explorer.getByTestId('explorer-address').textContent()).toBe(product.demo.safe)
  await checkEverywhere(explorer, 'address', () => explorer.getByText('Safe', { exact: true }).waitFor())
  await explorer.getByRole('link', { name: 'Open this Safe' }).click()
  await explorer.waitForURL(
    (url) => decodeURIComponent(url.pathname) === `/safe/${product.chainShortName}:${product.demo.safe}`,
  )
})

test('a link to a hash or network the explorer cannot show says what is wrong', async () => {
  const { product } = suite
  const { page } = await suite.openApp({ path: `/explorer/${product.chainId}/tx/0x1234` })
  await page.getByRole('alert').filter({ hasText: 'This is not a transaction hash' }).waitFor()
  await page.goto(`/explorer/${product.chainId}/tx/0x${'00'.repeat(32)}`)
  await page.getByRole('alert').filter({ hasText: 'knows no transaction with this hash' }).waitFor()
  await page.goto('/explorer/999/address/0x0000000000000000000000000000000000000001')
  await page.getByRole('alert').filter({ hasText: 'chain id 999' }).waitFor()
})
