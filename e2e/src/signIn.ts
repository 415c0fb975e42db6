import type { Page } from 'playwright-core'

/**
 * Starts Sign-In with Ethereum from the profile menu, as a person does (connecting no longer asks for
 * it): waits for the wallet to be connected, opens the menu from the header and picks "Sign in", which
 * opens RainbowKit's "Verify your account" step.
 */
export async function openSignIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  // Connecting closes the wallet list and puts the account button where "Connect Wallet" was.
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  const slot = page.getByRole('banner').locator('[data-connect-slot]')
  await slot.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'detached' })
  await slot.locator('button').last().click()
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
  await dialog.getByText('Verify your account').waitFor()
}

/** Signs in from the profile menu: the wallet signs the SIWE message of "Verify your account". */
export async function signIn(page: Page): Promise<void> {
  await openSignIn(page)
  await signOpenSignIn(page)
}

/** Signs the "Verify your account" step something else opened (a page that needs a session). */
export async function signOpenSignIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your account' })
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
}
