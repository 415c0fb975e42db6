import { useMemo } from 'react'
import { useBalances } from '../gateway/getBalances.ts'
import { useFiatCurrency } from '../gateway/getFiatCurrencies.ts'

/** How to read an amount of a token: its symbol and decimals. */
export type TokenUnits = { symbol: string; decimals: number }
export type TokenUnitsOf = (address: string) => TokenUnits | undefined

/**
 * The units of the tokens the Safe holds, from its balances (usually cached already by the dashboard or
 * the send form): a call that moves or approves one of them can show "5 CDT" instead of 5000000000000000000.
 * A token the Safe does not hold stays in base units, as signed.
 */
export function useSafeTokenUnits(chainId: string, safeAddress: string): TokenUnitsOf {
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId, safeAddress, currency })
  return useMemo(() => {
    const units = new Map<string, TokenUnits>()
    for (const { tokenInfo } of balances.data?.items ?? [])
      if (tokenInfo.type === 'ERC20' && tokenInfo.symbol)
        units.set(tokenInfo.address.toLowerCase(), { symbol: tokenInfo.symbol, decimals: tokenInfo.decimals })
    return (address) => units.get(address.toLowerCase())
  }, [balances.data])
}
