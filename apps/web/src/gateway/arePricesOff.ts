import { isZeroDecimal } from '../chain/formatFiat.ts'
import type { Balances } from './BalancesSchema.ts'

/**
 * The gateway has no price source when it holds tokens but prices every one at "0" (gateway-contract
 * §7.5): show amounts only and say so, rather than a misleading total of 0.
 */
export function arePricesOff(balances: Balances): boolean {
  const held = balances.items.filter((item) => item.balance !== '0')
  return (
    held.length > 0 &&
    isZeroDecimal(balances.fiatTotal) &&
    held.every((item) => isZeroDecimal(item.fiatConversion))
  )
}
