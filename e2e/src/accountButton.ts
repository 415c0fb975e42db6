import type { Locator, Page } from 'playwright-core'
import { shortenAddress } from './shortenAddress.ts'

/** RainbowKit's account button in the header, found by the shortened address it shows. */
export function accountButton(page: Page, address: string): Locator {
  const short = shortenAddress(address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The header and the home page's hero both render one; the header's comes first.
  return page.getByRole('button', { name: new RegExp(short) }).first()
}
