import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { Deps } from '../../deps.ts'
import type {
  AlertEvent,
  AlertMessage,
  Db,
  DeliveryChannel,
  DeliveryOutcome,
} from '../delivery/delivery.types.ts'
import { type ComposedEmail, composeAlertEmail, composeVerificationEmail } from './composeEmail.ts'
import { categoryOfAlert } from './emailCategories.ts'
import { findAlertRecipients, findEmailById, findOptOuts, findSignersOf } from './emails.repository.ts'
import { verificationCodeMatches } from './verificationCode.ts'

export type SmtpChannelOptions = {
  /** Read at delivery time: an email deleted, changed or unsubscribed since the event is not sent. */
  db: Deps['db']
  sessionKey: Uint8Array
  smtpUrl: string
  from: string
  /** The web app's public URL: the links in each email. */
  publicUrl: string
}

/** An SMTP server that does not answer within these is unreachable for now: the engine retries later. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * The email channel of the delivery engine, over SMTP (nodemailer). Recipients are email rows (their id):
 * the verified emails of the Safe's current owners whose category of the alert is on, minus owners who
 * already signed what a signature request asks for;
 * `deliver` sends one email and says what became of it: delivered, retry (connection failures and 4xx
 * replies: the server may be down or busy, and email is never switched off for it), or dropped (a 5xx
 * refusal of the recipient or the message, which retrying cannot change; or an email gone since).
 */
export function createSmtpChannel(options: SmtpChannelOptions): DeliveryChannel & { close(): void } {
  const transportOptions: SMTPTransport.Options = { url: options.smtpUrl, ...timeouts }
  const transport = nodemailer.createTransport(transportOptions)
  return {
    name: 'email',

    async recipients(db: Db, event: AlertEvent): Promise<readonly string[]> {
      // A verification code goes to its one address (the event's explicit recipient), never fanned out.
      if (event.payload.type === 'EMAIL_VERIFICATION') return []
      const category = categoryOfAlert(event.payload)
      if (category === null) return []
      const emails = await findAlertRecipients(db, { chainId: event.chainId, safe: event.safe, category })
      const signed = new Set(await findSignersOf(db, { chainId: event.chainId, payload: event.payload }))
      return emails.filter((email) => !signed.has(email.signer)).map((email) => String(email.id))
    },

    async deliver({ id, event, recipient, message }): Promise<DeliveryOutcome> {
      const composed = await composeFor(options, { event, recipient, message })
      if (composed.kind === 'dropped') return composed
      const { email, mail } = composed
      try {
        const info = await transport.sendMail({
          messageId: deliveryMessageId(id, options.publicUrl),
          from: options.from,
          to: email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
        })
        if (info.rejected.length > 0) return { kind: 'dropped', reason: `The SMTP server refused ${email}` }
        return { kind: 'delivered' }
      } catch (error) {
        return toOutcome(error)
      }
    },

    close() {
      transport.close()
    },
  }
}

/**
 * The `Message-ID` of a delivery's email, the same on every try: a delivery sent again because the gateway
 * died before recording it (at least once) carries the first copy's id, so mail systems can drop the copy.
 */
export function deliveryMessageId(deliveryId: number, publicUrl: string): string {
  return `<delivery-${deliveryId}@${new URL(publicUrl).hostname}>`
}

/** The email to send, or why nothing is to be sent any more (read now, not when the event was written). */
async function composeFor(
  options: SmtpChannelOptions,
  { event, recipient, message }: { event: AlertEvent; recipient: string; message: AlertMessage },
): Promise<{ kind: 'send'; email: string; mail: ComposedEmail } | { kind: 'dropped'; reason: string }> {
  const id = Number(recipient)
  const row = Number.isSafeInteger(id) ? await findEmailById(options.db, id) : undefined
  if (!row) return { kind: 'dropped', reason: `Email ${recipient} was deleted` }
  const { payload } = event
  if (payload.type === 'EMAIL_VERIFICATION') {
    // A newer code (a resend, a new address) or a verification since makes this one pointless.
    const current =
      row.verified === 0 &&
      row.code_hash !== null &&
      verificationCodeMatches(options.sessionKey, row.id, payload.code, row.code_hash)
    if (!current) return { kind: 'dropped', reason: 'A newer code or a verification replaced this code' }
    return {
      kind: 'send',
      email: row.email,
      mail: composeVerificationEmail({ code: payload.code, expiresAt: payload.expiresAt, event }),
    }
  }
  const category = categoryOfAlert(payload)
  if (category === null) return { kind: 'dropped', reason: `Email does not carry ${payload.type} alerts` }
  if (row.verified !== 1) return { kind: 'dropped', reason: 'The email is no longer verified' }
  if ((await findOptOuts(options.db, row.id)).includes(category))
    return { kind: 'dropped', reason: `The email unsubscribed from ${category}` }
  return {
    kind: 'send',
    email: row.email,
    mail: composeAlertEmail({
      event,
      message,
      category,
      email: row.email,
      token: row.unsubscribe_token,
      publicUrl: options.publicUrl,
    }),
  }
}

/**
 * A 5xx reply to the recipient (RCPT TO) or to the message (DATA) is final for this email. Everything
 * else — no connection, TLS or a timeout, a 4xx, and a 5xx to AUTH or MAIL FROM (the operator's
 * settings, not the recipient) — is retried.
 */
export function toOutcome(error: unknown): DeliveryOutcome {
  const reason = error instanceof Error ? error.message : String(error)
  const responseCode = readNumber(error, 'responseCode')
  const command = readString(error, 'command')
  if (
    responseCode !== undefined &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  )
    return { kind: 'dropped', reason }
  return { kind: 'retry', reason }
}

function readNumber(error: unknown, key: string): number | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined
  const value: unknown = Reflect.get(error, key)
  return typeof value === 'number' ? value : undefined
}

function readString(error: unknown, key: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined
  const value: unknown = Reflect.get(error, key)
  return typeof value === 'string' ? value : undefined
}

/** The email channel of this gateway's settings, or null when email is off (no SMTP server configured). */
export function createEmailChannelFromDeps(
  deps: Pick<Deps, 'config' | 'db' | 'sessionKey'>,
): (DeliveryChannel & { close(): void }) | null {
  const { smtpUrl, emailFrom, publicUrl } = deps.config
  if (smtpUrl === null) return null
  return createSmtpChannel({ db: deps.db, sessionKey: deps.sessionKey, smtpUrl, from: emailFrom, publicUrl })
}
