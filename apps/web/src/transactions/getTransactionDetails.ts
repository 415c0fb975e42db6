import { queryOptions, useQuery } from '@tanstack/react-query'
import { GatewayError } from '../gateway/GatewayError.ts'
import { gatewayGet } from '../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../gateway/parseGatewayResponse.ts'
import { safeQueryKeys } from '../gateway/safeQueryKeys.ts'
import { type TransactionDetails, TransactionDetailsSchema } from './TransactionDetailsSchema.ts'

export type TransactionDetailsParameters = { chainId: string; safeAddress: string; txId: string }

/** GET /v1/chains/{chainId}/transactions/{id} (gateway-contract §6.13), any id format of §6.1, checked. */
export function getTransactionDetails({
  chainId,
  txId,
}: TransactionDetailsParameters): Promise<TransactionDetails> {
  return parseGatewayResponse(
    // Ids are path segments: a hand-typed link must not be able to reach another route.
    () => gatewayGet(`/v1/chains/${chainId}/transactions/${encodeURIComponent(txId)}`),
    TransactionDetailsSchema,
    'transaction',
  )
}

export function transactionDetailsQueryOptions(parameters: TransactionDetailsParameters) {
  return queryOptions({
    queryKey: safeQueryKeys.transaction(parameters.chainId, parameters.safeAddress, parameters.txId),
    queryFn: () => getTransactionDetails(parameters),
    // An executed transaction does not change; live updates invalidate the rest.
    staleTime: 60_000,
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof GatewayError && (error.status === 404 || error.status === 400)),
  })
}

export function useTransactionDetails(parameters: TransactionDetailsParameters) {
  return useQuery(transactionDetailsQueryOptions(parameters))
}
