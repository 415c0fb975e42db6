import type { Page } from 'playwright-core'
import { TEST_WALLET_NAME } from './injectWallet.ts'

/** Opens RainbowKit's connect dialog from the header button and picks the test wallet. */
export async function connectWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
}
