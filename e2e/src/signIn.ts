import type { Page } from 'playwright-core'

/** Answers RainbowKit's "Verify your account" step: the wallet signs the SIWE message. */
export async function signIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Verify your account').waitFor()
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
}
