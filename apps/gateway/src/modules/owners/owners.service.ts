import type { Deps } from '../../deps.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { listOwnedSafes, listOwnedSafesOnAllChains } from './owners.repository.ts'
import type { OwnedSafes } from './owners.schema.ts'

type OwnersDeps = Pick<Deps, 'db' | 'chains'>

/** §7.3: Safes the owner has on one configured chain (404 for another chain). */
export async function getOwnedSafes(
  deps: OwnersDeps,
  { chainId, ownerAddress }: { chainId: string; ownerAddress: string },
): Promise<OwnedSafes> {
  const chain = getChainRuntime(deps, chainId)
  return { safes: await listOwnedSafes(deps.db, { chainId: chain.config.chainId, owner: ownerAddress }) }
}

/**
 * §7.4: Safes the owner has on every configured chain, keyed by chain id (an empty list where none).
 * One query answers all chains, so no chain can fail alone: the v1 and v2 shapes coincide.
 */
export async function getAllOwnedSafes(
  deps: OwnersDeps,
  { ownerAddress }: { ownerAddress: string },
): Promise<Record<string, string[]>> {
  const byChain = await listOwnedSafesOnAllChains(deps.db, { owner: ownerAddress })
  return Object.fromEntries(
    [...deps.chains.keys()].map((chainId) => [String(chainId), byChain.get(chainId) ?? []]),
  )
}
