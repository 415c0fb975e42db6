import type { Balances } from '../../../gateway/BalancesSchema.ts'

/** What `getSafeBalances` answers: one SafeBalanceResponse object (the SDK's types wrongly say a list). */
export type AppBalances = {
  fiatTotal: string
  items: {
    tokenInfo: {
      type: string
      address: string
      decimals: number
      symbol: string
      name: string
      logoUri: string
    }
    balance: string
    fiatBalance: string
    fiatConversion: string
  }[]
}

export function toAppBalances(balances: Balances): AppBalances {
  return {
    fiatTotal: balances.fiatTotal,
    items: balances.items.map((item) => ({
      tokenInfo: { ...item.tokenInfo, logoUri: item.tokenInfo.logoUri ?? '' },
      balance: item.balance,
      fiatBalance: item.fiatBalance,
      fiatConversion: item.fiatConversion,
    })),
  }
}
