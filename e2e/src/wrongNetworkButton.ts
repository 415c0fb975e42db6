import type { Locator, Page } from 'playwright-core'

/**
 * RainbowKit's chain button in its "Wrong network" state. Its accessible name is its aria-label,
 * "Chain Selector", so it is found by that role and the text it shows.
 */
export function wrongNetworkButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Chain Selector' }).filter({ hasText: 'Wrong network' }).first()
}
