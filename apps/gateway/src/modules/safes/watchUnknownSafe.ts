import { safeAbi } from '@coffer/safe'
import { getAddress } from 'viem'
import type { Deps } from '../../deps.ts'
import { watchSafe } from '../indexing/index.ts'
import type { OnUnknownSafe } from './safes.service.ts'

/**
 * On a chain indexed in `watched` mode, a Safe nobody asked for yet is unknown: the first request for it
 * adds it to the indexer's watch list (the request itself still answers 404). Only addresses that answer
 * `getThreshold()` with a set-up Safe's threshold are added, so random addresses cannot fill the list.
 * Failures are ignored: the caller answers 404 either way.
 */
export function watchUnknownSafe(deps: Pick<Deps, 'db' | 'chains' | 'now'>): OnUnknownSafe {
  return async (chainId, address) => {
    const chain = deps.chains.get(chainId)
    if (chain?.config.indexer.mode !== 'watched') return
    try {
      const safe = getAddress(address)
      const threshold = await chain.client.readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'getThreshold',
      })
      if (threshold > 0n) await watchSafe(deps.db, chainId, safe, { now: deps.now() })
    } catch {}
  }
}
