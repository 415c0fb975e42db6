import { type Address, formatUnits } from 'viem'
import { t } from '../i18n/t.ts'
import type { GrantAmount, GrantExpiry, TokenGrant, TypedDataExplanation } from './explainTypedData.ts'

export type ExplanationContext = {
  /** Symbol and decimals of a token, when known (the Safe's balances). */
  tokenOf: (address: string) => { symbol: string; decimals: number } | undefined
  /** A person's name for an address (address book, "This Safe"). */
  nameOf: (address: string) => string | undefined
  nativeCurrency: { symbol: string; decimals: number }
  /** A moment (ms) in words, in the person's time zone. */
  formatTime: (timestamp: number) => string
  now: number
}

/** A warning in words: what a signature would let someone do, and what to check before signing. */
export type ExplanationText = { title: string; lines: string[] }

/** Beyond this, a unix time is no date anyone will live to see (and `Date` cannot hold it). */
const latestDateSeconds = 8_640_000_000_000n

function who(address: Address, context: ExplanationContext): string {
  const name = context.nameOf(address)
  return name ? `${name} (${address})` : address
}

function tokenLabel(token: Address | undefined, context: ExplanationContext, domainName?: string): string {
  if (!token) return domainName ?? t('safe_message.explain.unknown_token')
  const units = context.tokenOf(token)
  if (units) return `${units.symbol} (${token})`
  return domainName ? `${domainName} (${token})` : token
}

function amountText(
  amount: GrantAmount,
  token: Address | undefined,
  context: ExplanationContext,
  domainName?: string,
) {
  const label = tokenLabel(token, context, domainName)
  if (amount.unlimited) return t('safe_message.explain.unlimited', { token: label })
  const units = token ? context.tokenOf(token) : undefined
  if (units) return `${formatUnits(amount.amount, units.decimals)} ${label}`
  return t('safe_message.explain.base_units', { amount: amount.amount.toString(), token: label })
}

type ExpiryState = { state: 'never' } | { state: 'until' | 'expired'; date: string }

function toExpiryState(expiry: GrantExpiry, context: ExplanationContext): ExpiryState {
  if (expiry.never || expiry.timestamp > latestDateSeconds) return { state: 'never' }
  const milliseconds = Number(expiry.timestamp) * 1000
  const date = context.formatTime(milliseconds)
  return { state: milliseconds < context.now ? 'expired' : 'until', date }
}

function expiryText(expiry: GrantExpiry, context: ExplanationContext): string {
  const found = toExpiryState(expiry, context)
  return found.state === 'never'
    ? t('safe_message.explain.never')
    : t(`safe_message.explain.${found.state}`, { date: found.date })
}

function signatureDeadlineText(expiry: GrantExpiry, context: ExplanationContext): string {
  const found = toExpiryState(expiry, context)
  return found.state === 'never'
    ? t('safe_message.explain.signature_never')
    : t(`safe_message.explain.signature_${found.state}`, { date: found.date })
}

function grantLine(grant: TokenGrant, context: ExplanationContext): string {
  const amount = amountText(grant.amount, grant.token, context)
  if (!grant.expiry) return amount
  const found = toExpiryState(grant.expiry, context)
  return found.state === 'never'
    ? t('safe_message.explain.grant_never', { amount })
    : t(`safe_message.explain.grant_${found.state}`, { amount, date: found.date })
}

/**
 * The plain-language summary of typed data that grants something: who may move what, until when, and
 * what to check. Shown loudly before anyone signs.
 */
export function describeExplanation(
  explanation: TypedDataExplanation,
  context: ExplanationContext,
): ExplanationText {
  const trust = t('safe_message.explain.trust')
  switch (explanation.kind) {
    case 'permit': {
      const spender = who(explanation.spender, context)
      const amount = amountText(explanation.amount, explanation.token, context, explanation.tokenName)
      const lines = [
        t('safe_message.explain.permit_body', { spender, amount }),
        expiryText(explanation.deadline, context),
      ]
      if (explanation.amount.unlimited) lines.push(t('safe_message.explain.unlimited_body'))
      if (explanation.owner)
        lines.push(t('safe_message.explain.owner', { owner: who(explanation.owner, context) }))
      lines.push(trust)
      return { title: t('safe_message.explain.permit_title', { spender, amount }), lines }
    }
    case 'permit2_allowance': {
      const spender = who(explanation.spender, context)
      return {
        title: t('safe_message.explain.permit2_allowance_title', { spender }),
        lines: [
          t('safe_message.explain.permit2_allowance_body', { spender }),
          ...explanation.grants.map((grant) => grantLine(grant, context)),
          signatureDeadlineText(explanation.signatureDeadline, context),
          ...(explanation.grants.some((grant) => grant.amount.unlimited)
            ? [t('safe_message.explain.unlimited_body')]
            : []),
          trust,
        ],
      }
    }
    case 'permit2_transfer': {
      const spender = who(explanation.spender, context)
      return {
        title: t('safe_message.explain.permit2_transfer_title', { spender }),
        lines: [
          t('safe_message.explain.permit2_transfer_body', { spender }),
          ...explanation.grants.map((grant) => grantLine(grant, context)),
          expiryText(explanation.deadline, context),
          trust,
        ],
      }
    }
    case 'safe_tx': {
      const value = `${formatUnits(explanation.value, context.nativeCurrency.decimals)} ${context.nativeCurrency.symbol}`
      const call = t('safe_message.explain.safe_tx_call', {
        to: who(explanation.to, context),
        value,
        data: explanation.data === '0x' ? t('safe_message.explain.no_data') : explanation.data,
      })
      if (explanation.isThisSafe)
        return {
          title: t('safe_message.explain.own_safe_tx_title'),
          lines: [call, t('safe_message.explain.own_safe_tx_body')],
        }
      const safe = explanation.safe ? who(explanation.safe, context) : t('safe_message.explain.unknown_safe')
      return {
        title: t('safe_message.explain.safe_tx_title', { safe }),
        lines: [
          t('safe_message.explain.safe_tx_body', { safe }),
          call,
          ...(explanation.operation === 1 ? [t('safe_message.explain.safe_tx_delegatecall')] : []),
          t('safe_message.explain.safe_tx_blind'),
        ],
      }
    }
  }
}

/** A short tag for a list row: what kind of grant a message is. */
export function explanationTag(explanation: TypedDataExplanation): string {
  return t(`safe_message.explain.tags.${explanation.kind}`)
}
