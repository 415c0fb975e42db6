import { formatUnits } from 'viem'

/**
 * A token amount for people: thousands separated, at most `maxFractionDigits` decimals (rounded down,
 * so a balance is never shown larger than it is), and "< 0.000001" rather than a misleading 0.
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  { maxFractionDigits = 6 }: { maxFractionDigits?: number } = {},
): string {
  const negative = value < 0n
  const exact = formatUnits(negative ? -value : value, decimals)
  const [whole = '0', fraction = ''] = exact.split('.')
  const kept = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (whole === '0' && kept === '' && fraction !== '') return `< 0.${'0'.repeat(maxFractionDigits - 1)}1`
  return `${negative ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`
}
