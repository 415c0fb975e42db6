import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import type { ChainInfo } from './ChainInfoSchema.ts'
import { gatewayGet } from './gatewayClient.ts'
import type { SafeRef } from './getSafeOverviews.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { AddressSchema } from './SafeInfoSchema.ts'

const AllOwnedSafesSchema = z.record(z.string(), z.nullable(z.array(AddressSchema)))
const OwnedSafesSchema = z.object({ safes: z.array(AddressSchema) })

export type OwnedSafes = {
  safes: SafeRef[]
  /** Chains whose lookup failed: the list may miss Safes there. */
  failedChainIds: string[]
}

/**
 * The Safes `owner` owns on the chains this gateway serves. One request to GET /v1/owners/{a}/safes
 * when the gateway has it (ours does; the public CGW removed it, §7.4), else one per chain.
 */
export async function getOwnedSafes({
  owner,
  chains,
}: {
  owner: Address
  chains: readonly Pick<ChainInfo, 'chainId'>[]
}): Promise<OwnedSafes> {
  const served = new Set(chains.map((chain) => chain.chainId))
  try {
    const all = await parseGatewayResponse(
      () => gatewayGet(`/v1/owners/${owner}/safes`),
      AllOwnedSafesSchema,
      'list of owned Safes',
    )
    const safes: SafeRef[] = []
    const failedChainIds: string[] = []
    for (const [chainId, addresses] of Object.entries(all)) {
      if (!served.has(chainId)) continue
      if (addresses === null) failedChainIds.push(chainId)
      else for (const address of addresses) safes.push({ chainId, address })
    }
    return { safes, failedChainIds }
  } catch {
    // Fall back to asking chain by chain, so one unreadable chain costs only its own Safes.
  }
  const answers = await Promise.allSettled(
    chains.map((chain) =>
      parseGatewayResponse(
        () => gatewayGet(`/v1/chains/${chain.chainId}/owners/${owner}/safes`),
        OwnedSafesSchema,
        'list of owned Safes',
      ),
    ),
  )
  const safes: SafeRef[] = []
  const failedChainIds: string[] = []
  answers.forEach((answer, index) => {
    const chainId = chains[index]?.chainId
    if (chainId === undefined) return
    if (answer.status === 'rejected') failedChainIds.push(chainId)
    else for (const address of answer.value.safes) safes.push({ chainId, address })
  })
  return { safes, failedChainIds }
}

/** The prefix of every owned-Safes query: invalidated when a Safe is created, so My Safes lists it. */
export const ownedSafesQueryKeyPrefix = ['gateway', 'owned-safes'] as const

export function ownedSafesQueryOptions(parameters: {
  owner: Address | undefined
  chains: readonly Pick<ChainInfo, 'chainId'>[]
}) {
  const { owner, chains } = parameters
  return queryOptions({
    queryKey: [
      ...ownedSafesQueryKeyPrefix,
      owner ?? null,
      chains.map((chain) => chain.chainId).join(','),
    ] as const,
    queryFn: () => {
      if (!owner) return { safes: [], failedChainIds: [] }
      return getOwnedSafes({ owner, chains })
    },
    enabled: owner !== undefined,
    staleTime: 60_000,
    retry: 1,
  })
}

export function useOwnedSafes(parameters: {
  owner: Address | undefined
  chains: readonly Pick<ChainInfo, 'chainId'>[]
}) {
  return useQuery(ownedSafesQueryOptions(parameters))
}
