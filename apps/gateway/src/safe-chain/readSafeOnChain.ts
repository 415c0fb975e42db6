import { safeAbi } from '@coffer/safe'
import { type Address, BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'
import type { ChainRuntime } from '../deps.ts'
import { UpstreamError } from '../errors.ts'
import { batchClient } from './batchClient.ts'
import { ProposalRejectedError } from './proposalErrors.ts'

/** What the checks need from the Safe, read from the node at its latest block (not the indexer's tables). */
export type SafeOnChain = { nonce: bigint; owners: readonly Address[]; version: string | undefined }

/**
 * Reads nonce, owners and VERSION of a Safe, in one JSON-RPC batch over HTTP (shared with other reads of
 * the same moment: every proposal and confirmation waits for these). An address without a Safe (no code,
 * or calls that revert) is a 422 the client can act on; a node that fails is a 503.
 */
export async function readSafeOnChain(chain: ChainRuntime, safe: Address): Promise<SafeOnChain> {
  const client = batchClient(chain)
  try {
    const [nonce, owners, version] = await Promise.all([
      client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' }),
      client.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' }),
      client
        .readContract({ address: safe, abi: safeAbi, functionName: 'VERSION' })
        .catch((error: unknown) => (isNoAnswer(error) ? undefined : Promise.reject(error))),
    ])
    return { nonce, owners, version: version && /^\d+\.\d+\.\d+/.test(version) ? version : undefined }
  } catch (error) {
    if (isNoAnswer(error))
      throw new ProposalRejectedError(
        422,
        `No Safe at ${safe} on chain ${chain.config.chainId}: it has no code or does not answer nonce()/getOwners()`,
      )
    throw new UpstreamError(`Could not read Safe ${safe} from chain ${chain.config.chainId}`, {
      cause: error,
    })
  }
}

function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
    ) !== null
  )
}
