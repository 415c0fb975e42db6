import { safeAbi } from '@coffer/safe'
import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../../db/database.ts'
import type { ChainRuntime } from '../../deps.ts'
import { UpstreamError } from '../../errors.ts'
import { batchClient } from '../../safe-chain/batchClient.ts'
import { findSafeState } from '../safes/index.ts'
import type { SafeOwnership } from './toSafeMessage.ts'

/**
 * The Safe's owners and threshold now: as indexed (the indexer follows the head within a second), or
 * read from the node for a Safe the index does not have yet (a `watched` chain), so a stored message's
 * status never waits for the indexer.
 */
export async function findSafeOwnership(
  { db, chain }: { db: Kysely<Database>; chain: ChainRuntime },
  safe: Address,
): Promise<SafeOwnership> {
  const state = await findSafeState(db, { chainId: chain.config.chainId, address: safe })
  if (state) return { owners: state.owners, threshold: state.threshold }
  const client = batchClient(chain)
  try {
    const [owners, threshold] = await Promise.all([
      client.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' }),
      client.readContract({ address: safe, abi: safeAbi, functionName: 'getThreshold' }),
    ])
    return { owners, threshold: Number(threshold) }
  } catch (cause) {
    throw new UpstreamError(`Could not read the owners of Safe ${safe} on chain ${chain.config.chainId}`, {
      cause,
    })
  }
}
