import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { GatewayError } from './GatewayError.ts'
import { gatewayGet } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { AddressSchema } from './SafeInfoSchema.ts'

/** Contract (gateway-contract §8.2); the ABI stays unknown[] here — the form that uses it checks it. */
export const ContractSchema = z.object({
  address: AddressSchema,
  name: z.catch(z.string(), ''),
  displayName: z.catch(z.string(), ''),
  contractAbi: z.pipe(
    z.nullish(z.object({ abi: z.array(z.unknown()) })),
    z.transform((abi) => abi ?? null),
  ),
})
export type Contract = z.infer<typeof ContractSchema>

/** GET /v1/chains/{chainId}/contracts/{address}; `null` when the registry does not know it (404). */
export async function findContract({
  chainId,
  address,
}: {
  chainId: string
  address: string
}): Promise<Contract | null> {
  try {
    return await parseGatewayResponse(
      () => gatewayGet(`/v1/chains/${chainId}/contracts/${address}`),
      ContractSchema,
      'contract',
    )
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404) return null
    throw error
  }
}

export function contractQueryOptions(parameters: { chainId: string; address: string }) {
  return queryOptions({
    // Not Safe-scoped: a contract's ABI is the same for every Safe on the chain.
    queryKey: ['gateway', 'contract', parameters.chainId, parameters.address] as const,
    queryFn: () => findContract(parameters),
    staleTime: 5 * 60_000,
    retry: 1,
  })
}

export function useContract(parameters: { chainId: string; address: string | undefined }) {
  const { address } = parameters
  return useQuery({
    ...contractQueryOptions({ chainId: parameters.chainId, address: address ?? '' }),
    enabled: address !== undefined,
  })
}
