import { queryOptions, useQuery } from '@tanstack/react-query'
import { GatewayError } from './GatewayError.ts'
import { gatewayGet } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { type SafeInfo, SafeInfoSchema } from './SafeInfoSchema.ts'
import { safeQueryKeys } from './safeQueryKeys.ts'

type SafeParameters = { chainId: string; safeAddress: string }

/** GET /v1/chains/{chainId}/safes/{safeAddress} (gateway-contract §7.1), checked. */
export function getSafeInfo({ chainId, safeAddress }: SafeParameters): Promise<SafeInfo> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/safes/${safeAddress}`),
    SafeInfoSchema,
    'Safe',
  )
}

export function safeInfoQueryOptions(parameters: SafeParameters) {
  return queryOptions({
    queryKey: safeQueryKeys.info(parameters.chainId, parameters.safeAddress),
    queryFn: () => getSafeInfo(parameters),
    staleTime: 10_000,
    // A 404 means the gateway does not know this Safe (yet): asking again at once will not change that.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof GatewayError && error.status === 404),
  })
}

export function useSafeInfo(parameters: SafeParameters) {
  return useQuery(safeInfoQueryOptions(parameters))
}
