import type { Locator, Page } from 'playwright-core'
import { reviewDialog, signAndPropose } from './reviewDialog.ts'

/** The "Send tokens" form of the New transaction page. */
export function sendForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Send tokens' })
}

/**
 * Fills the send form like a person: recipient, the token by its symbol in the list (the native coin
 * is first and chosen by default), then the amount.
 */
export async function fillSendForm(
  page: Page,
  { recipient, amount, symbol }: { recipient: string; amount: string; symbol?: string },
): Promise<void> {
  const form = sendForm(page)
  await form.getByLabel('Recipient').fill(recipient)
  if (symbol) {
    const token = form.getByLabel('Token')
    const value = await token.locator('option', { hasText: new RegExp(`^${symbol} `) }).getAttribute('value')
    if (value === null) throw new Error(`The token list has no ${symbol}`)
    await token.selectOption(value)
  }
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
}

/**
 * Proposes a transfer from the open New transaction page: the form, "Continue", then signing in the
 * review at the nonce it recommends. Returns that nonce.
 */
export async function proposeTransfer(
  page: Page,
  transfer: { recipient: string; amount: string; symbol?: string },
): Promise<number> {
  await fillSendForm(page, transfer)
  await sendForm(page).getByRole('button', { name: 'Continue' }).click()
  const review = reviewDialog(page, new RegExp(`^Send ${transfer.amount.replace('.', '\\.')} `))
  const nonce = Number(await review.getByLabel('Nonce').inputValue())
  await signAndPropose(review)
  return nonce
}
