import { formatAmount } from '../chain/formatAmount.ts'

/**
 * A wire amount (a decimal string of base units) for people. A value that is not an integer string is
 * shown as sent rather than hidden: the row must never claim a different amount.
 */
export function formatTokenAmount(value: string | null, decimals: number | null): string {
  if (value === null) return '0'
  if (!/^-?\d+$/.test(value)) return value
  return formatAmount(BigInt(value), decimals ?? 0)
}
