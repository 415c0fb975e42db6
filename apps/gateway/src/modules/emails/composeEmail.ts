import type { AlertEvent, AlertMessage } from '../delivery/delivery.types.ts'
import type { EmailCategory } from './emailCategories.ts'

/** What a person reads in the footer of each alert, per category. */
const categoryLabels: Record<EmailCategory, string> = {
  awaiting_signature: 'a transaction or message waits for your signature',
  transaction_executed: 'a transaction was executed',
  account_recovery: 'account recovery',
}

export type ComposedEmail = {
  subject: string
  text: string
  html: string
  /** `List-Unsubscribe` (RFC 2369): the web page that unsubscribes from this category. */
  listUnsubscribe: string | null
}

/** Where an email's unsubscribe links lead: the web app's page, which calls `DELETE /v1/subscriptions…`. */
export function unsubscribeUrl(publicUrl: string, token: string, category?: EmailCategory): string {
  const url = new URL('/unsubscribe', publicUrl)
  url.searchParams.set('token', token)
  if (category) url.searchParams.set('category', category)
  return url.toString()
}

/** An alert of `category` for one email: the engine's words, a link to the page, and the unsubscribe links. */
export function composeAlertEmail({
  event,
  message,
  category,
  email,
  token,
  publicUrl,
}: {
  event: AlertEvent
  message: AlertMessage
  category: EmailCategory
  email: string
  token: string
  publicUrl: string
}): ComposedEmail {
  const open = new URL(message.path, publicUrl).toString()
  const one = unsubscribeUrl(publicUrl, token, category)
  const all = unsubscribeUrl(publicUrl, token)
  const why = `You receive this because ${email} asked for alerts of Safe ${event.safe} on chain ${event.chainId} when ${categoryLabels[category]}.`
  const text = [
    message.body,
    '',
    `Open it in Coffer: ${open}`,
    '',
    '--',
    why,
    `Stop these alerts: ${one}`,
    `Stop all alerts to this address: ${all}`,
    '',
  ].join('\n')
  const html = page([
    `<p>${escapeHtml(message.body)}</p>`,
    `<p><a href="${escapeHtml(open)}">Open it in Coffer</a></p>`,
    '<hr>',
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(one)}">Stop these alerts</a> · <a href="${escapeHtml(all)}">Stop all alerts to this address</a></p>`,
  ])
  return { subject: message.title, text, html, listUnsubscribe: `<${one}>` }
}

/** The code that proves the owner reads this mailbox; no unsubscribe: it was asked for a moment ago. */
export function composeVerificationEmail({
  code,
  expiresAt,
  event,
}: {
  code: string
  expiresAt: number
  event: AlertEvent
}): ComposedEmail {
  const until = new Date(expiresAt).toISOString().replace('T', ' ').slice(0, 16)
  const lines = [
    `Your Coffer verification code is ${code}`,
    '',
    `Enter it in Coffer to receive alerts of Safe ${event.safe} on chain ${event.chainId}.`,
    `It is valid for 5 minutes (until ${until} UTC) and for 5 tries.`,
    'If you did not ask for it, ignore this email: nothing is sent to this address until the code is entered.',
    '',
  ]
  const html = page([
    `<p>Your Coffer verification code is</p><p style="font-size:28px;letter-spacing:4px"><b>${escapeHtml(code)}</b></p>`,
    ...lines.slice(2, 5).map((line) => `<p>${escapeHtml(line)}</p>`),
  ])
  return {
    subject: `Your Coffer verification code: ${code}`,
    text: lines.join('\n'),
    html,
    listUnsubscribe: null,
  }
}

function page(body: readonly string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body.join('\n')}</body></html>`
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
