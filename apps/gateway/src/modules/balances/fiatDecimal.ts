/**
 * Exact decimal arithmetic for fiat values: balances are up to 2^256 base units, so floating point
 * would lose digits. A value is a bigint scaled by 10^fiatScale.
 */
export const fiatScale = 20

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/

/** A JSON number or decimal string as a bigint scaled by 10^fiatScale (digits beyond are truncated). */
export function toScaledDecimal(value: number | string): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  const match = decimalPattern.exec(text)
  if (!match) return undefined
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match
  const exponent = Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return undefined
  const digits = BigInt(`${whole}${fraction}`)
  // value = digits × 10^(exponent − fraction.length); scaled = value × 10^fiatScale
  const shift = fiatScale + exponent - fraction.length
  const scaled = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift)
  return sign === '-' ? -scaled : scaled
}

/** A scaled value as a plain decimal string: no exponent, no grouping, no trailing zeros ("0" for zero). */
export function formatScaledDecimal(scaled: bigint): string {
  const negative = scaled < 0n
  const abs = negative ? -scaled : scaled
  const unit = 10n ** BigInt(fiatScale)
  const whole = abs / unit
  const fraction = (abs % unit).toString().padStart(fiatScale, '0').replace(/0+$/, '')
  const text = fraction ? `${whole}.${fraction}` : `${whole}`
  return negative && text !== '0' ? `-${text}` : text
}

/** balance (base units) × unit price / 10^decimals, scaled. */
export function toFiatBalance(balance: bigint, decimals: number, scaledPrice: bigint): bigint {
  return (balance * scaledPrice) / 10n ** BigInt(decimals)
}
