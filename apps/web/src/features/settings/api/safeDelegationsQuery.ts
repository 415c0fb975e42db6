import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getDelegations } from '../../../gateway/getDelegates.ts'
import { safeQueryKeys } from '../../../gateway/safeQueryKeys.ts'
import { type SafeDelegation, toSafeDelegations } from '../model/safeDelegations.ts'

type Parameters = { chainId: string; safe: Address; owners: readonly Address[] }

/**
 * The delegations a Safe's Settings list: the gateway's list for the Safe, and each owner's (for their
 * all-Safes delegations), read at once.
 */
export async function getSafeDelegations({ chainId, safe, owners }: Parameters): Promise<SafeDelegation[]> {
  const lists = await Promise.all([
    getDelegations({ chainId, query: { safe } }),
    ...owners.map((delegator) => getDelegations({ chainId, query: { delegator } })),
  ])
  return toSafeDelegations({ safe, owners, delegations: lists.flat() })
}

export function safeDelegationsQueryOptions(parameters: Parameters) {
  return queryOptions({
    queryKey: [...safeQueryKeys.delegates(parameters.chainId, parameters.safe), parameters.owners] as const,
    queryFn: () => getSafeDelegations(parameters),
    staleTime: 10_000,
  })
}

export function useSafeDelegations(parameters: Parameters) {
  return useQuery(safeDelegationsQueryOptions(parameters))
}
