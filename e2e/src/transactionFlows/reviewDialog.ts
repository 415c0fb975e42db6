import type { Locator, Page } from 'playwright-core'
import { screenshot } from '../screenshot.ts'

/** The one review-and-sign dialog every flow ends in, named by its title. */
export function reviewDialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title })
}

/** An address as a review's title shortens it (`0x1234…abcd`), for title patterns. */
export const shortAddressPattern = '0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}'

/** `address` as a review's title shows it when the address book has no name for it. */
export function titleAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * The whole address a review's title shortens, in its body beside a copy button: what a person compares
 * with the address they meant, where a look-alike sharing the ends shows.
 */
export async function expectWholeAddressInBody(dialog: Locator, address: string): Promise<void> {
  const copy = dialog.page().getByRole('button', { name: 'Copy address' })
  // The innermost box holding both the whole address and a copy button: the address's own row.
  const row = dialog
    .locator('div', { has: dialog.page().getByText(address, { exact: true }) })
    .filter({ has: copy })
    .last()
  await row.getByRole('button', { name: 'Copy address' }).first().waitFor()
}

/** Signing and proposing from an open review: the wallet signs, the gateway stores it, "Done" closes. */
export async function signAndPropose(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Sign and propose' }).click()
  await dialog.getByText('Transaction proposed').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** A row of the open Queue page whose text matches. */
export function queueRow(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('queue-row').filter({ hasText: text })
}

/** The group of one nonce on the Queue page: its Next/Queued label, conflict note and rows. */
export function queueGroup(page: Page, nonce: number): Locator {
  return page.getByRole('region', { name: `Transactions with nonce ${nonce}` })
}

/**
 * What a test does in the review before the helper acts in it: look for what it must show, save a
 * screenshot of it.
 */
type BeforeActing = { check?: (dialog: Locator) => Promise<void>; screenshotAs?: string }

/**
 * The review's way to finish a confirmation once its signatures are checked: "Sign and confirm", or — when
 * the connected owner's is the last signature needed — the "Confirm only / Confirm and execute" choice,
 * which starts on "Confirm and execute".
 */
export async function confirmChoice(dialog: Locator): Promise<'confirm' | 'last-signature'> {
  const sign = dialog.getByRole('button', { name: 'Sign and confirm' })
  const executeMode = dialog.getByRole('button', { name: 'Confirm and execute' })
  await sign.or(executeMode).first().waitFor({ timeout: 20_000 })
  return (await executeMode.count()) > 0 ? 'last-signature' : 'confirm'
}

/**
 * "Confirm" on a queued row, then "Sign and confirm" in the review: when the owner's is the last signature
 * (the review then defaults to executing), "Confirm only" first, so the test executes as a separate step.
 */
export async function confirmQueued(
  page: Page,
  row: Locator,
  { check, screenshotAs }: BeforeActing = {},
): Promise<void> {
  await row.getByRole('button', { name: 'Confirm', exact: true }).click()
  const dialog = reviewDialog(page, 'Confirm transaction')
  if ((await confirmChoice(dialog)) === 'last-signature')
    await dialog.getByRole('button', { name: 'Confirm only' }).click()
  const sign = dialog.getByRole('button', { name: 'Sign and confirm' })
  await sign.waitFor()
  await check?.(dialog)
  if (screenshotAs) await screenshot(page, screenshotAs)
  await sign.click()
  await dialog.getByText('Confirmation added').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/**
 * "Execute" on a fully signed queued row, from the connected wallet: the review estimates the gas as
 * it opens, the wallet sends `execTransaction`, the dialog follows it to its receipt.
 */
export async function executeQueued(
  page: Page,
  row: Locator,
  { check, screenshotAs }: BeforeActing = {},
): Promise<void> {
  await row.getByRole('button', { name: 'Execute', exact: true }).click()
  const dialog = reviewDialog(page, 'Execute transaction')
  await dialog.getByTestId('gas-estimate').waitFor({ timeout: 20_000 })
  await check?.(dialog)
  if (screenshotAs) await screenshot(page, screenshotAs)
  await dialog.getByRole('button', { name: 'Execute from your wallet' }).click()
  await dialog.getByText('Transaction executed').waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** "Delete" on a queued row its proposer sees, then "Sign and delete" (an EIP-712 DeleteRequest). */
export async function deleteQueued(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = reviewDialog(page, 'Delete transaction')
  await dialog.getByRole('button', { name: 'Sign and delete' }).click()
  await dialog.getByText('Transaction deleted').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.waitFor({ state: 'detached' })
}
