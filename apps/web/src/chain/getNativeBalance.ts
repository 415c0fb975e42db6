import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { afterFirstPaint } from '../config/afterFirstPaint.ts'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'

type NativeBalanceParameters = { chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>; address: Address }

/** The key every reader and writer of an address's native balance agrees on (invalidate it after a transfer). */
export function nativeBalanceQueryKey({ chain, address }: NativeBalanceParameters) {
  return nativeBalanceKey(chain.chainId, address)
}

/** The same key from a chain id alone (live updates know the Safe's chain id, not its RPC). */
export function nativeBalanceKey(chainId: string, address: string) {
  return ['chain', chainId, 'native-balance', address] as const
}

/** An address's balance in the chain's native currency (wei), read through the chain's RPC. */
export function nativeBalanceQueryOptions(parameters: NativeBalanceParameters) {
  return queryOptions({
    queryKey: nativeBalanceQueryKey(parameters),
    queryFn: async () => {
      // viem's HTTP client (~30 KB) is not needed to paint a Safe's page: it loads once the page has shown.
      await afterFirstPaint()
      const { readNativeBalance } = await import('./readNativeBalance.ts')
      return readNativeBalance(parameters.chain, parameters.address)
    },
    retry: 1,
    staleTime: 15_000,
  })
}

export function useNativeBalance(parameters: NativeBalanceParameters) {
  return useQuery(nativeBalanceQueryOptions(parameters))
}
