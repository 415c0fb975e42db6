import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Balances, BalancesSchema } from './BalancesSchema.ts'
import { gatewayGet } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { safeQueryKeys } from './safeQueryKeys.ts'

type BalancesParameters = { chainId: string; safeAddress: string; currency: string }

/** GET /v1/chains/{chainId}/safes/{safeAddress}/balances/{currency} (gateway-contract §7.5), checked. */
export function getBalances({ chainId, safeAddress, currency }: BalancesParameters): Promise<Balances> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/safes/${safeAddress}/balances/${currency.toLowerCase()}`),
    BalancesSchema,
    'balance list',
  )
}

export function balancesQueryOptions(parameters: BalancesParameters) {
  return queryOptions({
    queryKey: safeQueryKeys.balances(parameters.chainId, parameters.safeAddress, parameters.currency),
    queryFn: () => getBalances(parameters),
    staleTime: 15_000,
    retry: 1,
    // Switching currency keeps this Safe's table on screen until the new prices arrive (never another Safe's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === parameters.safeAddress ? previous : undefined,
  })
}

export function useBalances(parameters: BalancesParameters) {
  return useQuery(balancesQueryOptions(parameters))
}
