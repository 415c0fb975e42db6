import type { Page } from 'playwright-core'
import { accountButton } from '../accountButton.ts'
import { connectWallet } from '../connectWallet.ts'
import type { AppSession } from '../openApp.ts'
import type { Suite } from '../setupSuite.ts'
import { signIn } from '../signIn.ts'

/** The demo Safe's pages, as `/safe/<shortName>:<address><sub>`. */
export function demoSafePath(suite: Suite, sub = ''): string {
  return `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}${sub}`
}

/**
 * An owner of the demo Safe (dev account 1, 2 or 3) in a browser profile of their own, on one of the
 * Safe's pages, connected and signed in: what a person does before signing anything.
 */
export async function openOwnerSession(
  suite: Suite,
  {
    accountIndex,
    path,
    colorScheme = 'light',
  }: { accountIndex: number; path: string; colorScheme?: 'light' | 'dark' },
): Promise<AppSession> {
  const session = await suite.openApp({ accountIndex, path, colorScheme })
  await connectWallet(session.page)
  await signIn(session.page)
  await accountButton(session.page, session.wallet.account.address).waitFor()
  return session
}

/**
 * Follows one of the Safe's pages (Dashboard, Queue, Assets, …) like a person, without a reload: from
 * the sidebar on a wide window, through the "Safe menu" on a narrow one.
 */
export async function goToSafePage(page: Page, name: string): Promise<void> {
  await followSafePageLink(page, new RegExp(`^${name}`))
  await page.getByRole('heading', { name, exact: true }).waitFor()
}

/** Clicks a link of the Safe's pages, opening the "Safe menu" first when the window is too narrow for the sidebar. */
export async function followSafePageLink(page: Page, name: string | RegExp): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Safe pages' })
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Safe menu' }).click()
  await nav.getByRole('link', { name }).click()
}

/** Opens one of Settings' pages (Delegates, Notifications, …) from the Safe's pages, without a reload. */
export async function goToSettingsPage(page: Page, name: string): Promise<void> {
  await followSafePageLink(page, /^Settings/)
  await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name }).click()
}
