import type { BalanceItem } from '../../../gateway/BalancesSchema.ts'

export type AssetRow = BalanceItem & { hidden: boolean }

export type AssetFilters = {
  /** Token addresses the person hid (checksummed). */
  hidden: readonly string[]
  showHidden: boolean
  hideZero: boolean
}

/**
 * The rows of the assets table: hidden tokens out unless asked for (then marked), zero balances out
 * when asked, the gateway's order kept (by fiat value).
 */
export function toAssetRows(items: readonly BalanceItem[], filters: AssetFilters): AssetRow[] {
  const hidden = new Set(filters.hidden.map((address) => address.toLowerCase()))
  return items.flatMap((item) => {
    const isHidden = hidden.has(item.tokenInfo.address.toLowerCase())
    if (isHidden && !filters.showHidden) return []
    if (filters.hideZero && item.balance === '0') return []
    return [{ ...item, hidden: isHidden }]
  })
}

/** Hides a token, or shows it again: one entry per address. */
export function toggleHiddenToken<Token extends string>(hidden: readonly Token[], address: Token): Token[] {
  const wanted = address.toLowerCase()
  return hidden.some((entry) => entry.toLowerCase() === wanted)
    ? hidden.filter((entry) => entry.toLowerCase() !== wanted)
    : [...hidden, address]
}
