/**
 * A fiat (or quote-currency) value for people, e.g. "$1,234.56" or "ETH 0.5". The gateway sends
 * plain decimal strings; codes Intl does not know (longer than three letters) keep the code after the
 * number instead of failing.
 */
export function formatFiat(
  value: string,
  currency: string,
  { compact = false }: { compact?: boolean } = {},
): string {
  const amount = Number(value)
  if (!Number.isFinite(amount)) return `${value} ${currency}`
  const digits = Math.abs(amount) > 0 && Math.abs(amount) < 1 ? 4 : 2
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: compact ? 0 : 2,
      maximumFractionDigits: compact ? 1 : digits,
      ...(compact ? { notation: 'compact' } : {}),
    }).format(amount)
  } catch {
    const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(amount)
    return `${number} ${currency}`
  }
}

/** True for "0", "0.00", "-0": the gateway's way of saying it has no price. */
export function isZeroDecimal(value: string): boolean {
  return /^-?0*(\.0*)?$/.test(value) || Number(value) === 0
}
