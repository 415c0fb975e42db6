import type { BalanceItem } from '../../../gateway/BalancesSchema.ts'

/**
 * The few assets the dashboard lists: held ones only, in the gateway's order (by fiat value, so the
 * native token first when there are no prices).
 */
export function toTopAssets(items: readonly BalanceItem[], limit = 5): BalanceItem[] {
  return items.filter((item) => item.balance !== '0').slice(0, limit)
}
