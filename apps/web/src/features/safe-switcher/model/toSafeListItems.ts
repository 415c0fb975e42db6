import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeOverview, SafeRef } from '../../../gateway/getSafeOverviews.ts'

export type SafeListItem = {
  chain: ChainInfo
  address: SafeRef['address']
  /** Threshold, owners, total and pending count, once the gateway answered for this Safe. */
  overview: SafeOverview | undefined
}

/**
 * The connected owner's Safes for the switcher and My Safes: only on chains this app knows, in the
 * order of the gateway's chain list, each with its overview when there is one.
 */
export function toSafeListItems(
  safes: readonly SafeRef[],
  overviews: readonly SafeOverview[],
  chains: readonly ChainInfo[],
): SafeListItem[] {
  const overviewOf = new Map(
    overviews.map((overview) => [`${overview.chainId}:${overview.address.value}`, overview]),
  )
  const chainOrder = new Map(chains.map((chain, index) => [chain.chainId, index]))
  return safes
    .flatMap((safe) => {
      const chain = chains.find((candidate) => candidate.chainId === safe.chainId)
      return chain
        ? [{ chain, address: safe.address, overview: overviewOf.get(`${safe.chainId}:${safe.address}`) }]
        : []
    })
    .sort((a, b) => (chainOrder.get(a.chain.chainId) ?? 0) - (chainOrder.get(b.chain.chainId) ?? 0))
}
