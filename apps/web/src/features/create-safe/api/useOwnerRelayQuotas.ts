import { useQueries } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getRelayCount } from '../../../safe-tx/api/safeTxGateway.ts'
import { type OwnerRelayQuota, toOwnerRelayQuota } from '../model/toOwnerRelayQuota.ts'

/** The relay quota of every owner; undefined while any is loading or failed. */
export function useOwnerRelayQuotas(
  chainId: string,
  owners: readonly Address[],
): OwnerRelayQuota | undefined {
  const counts = useQueries({
    queries: owners.map((owner) => ({
      queryKey: ['gateway', 'relay-count', chainId, owner] as const,
      queryFn: () => getRelayCount({ chainId, safeAddress: owner }),
      retry: false,
    })),
  })
  if (counts.some((count) => count.data === undefined)) return undefined
  return toOwnerRelayQuota(
    counts.flatMap((count, index) => {
      const owner = owners[index]
      return count.data && owner ? [{ owner, ...count.data }] : []
    }),
  )
}
