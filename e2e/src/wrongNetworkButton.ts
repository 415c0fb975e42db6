import type { Locator, Page } from 'playwright-core'

/** The header's "Wrong network" button (RainbowKit's chain button in that state, named for what it says). */
export function wrongNetworkButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Wrong network', exact: true }).first()
}
