import type { Hex } from 'viem'
import { getTransaction, getTransactionReceipt } from 'viem/actions'
import { getChainClient } from '../../../chain/getChainClient.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { type ExplorerTransaction, toExplorerTransaction } from '../model/toExplorerTransaction.ts'

/** Why a transaction page shows nothing: the node knows no such hash, or the node could not be asked. */
export class ExplorerReadError extends Error {
  constructor(
    readonly kind: 'not_found' | 'unreachable',
    options: { cause: unknown },
  ) {
    super(kind === 'not_found' ? 'The node knows no such transaction' : 'The node did not answer', options)
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /NotFound/.test(error.name)
}

/** A transaction and, once mined, its receipt, from the chain's node. */
export async function readExplorerTransaction(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  hash: Hex,
): Promise<ExplorerTransaction> {
  const client = getChainClient(chain)
  const tx = await getTransaction(client, { hash }).catch((error: unknown) => {
    throw new ExplorerReadError(isNotFound(error) ? 'not_found' : 'unreachable', { cause: error })
  })
  const receipt = await getTransactionReceipt(client, { hash }).catch((error: unknown) => {
    if (isNotFound(error)) return null
    throw new ExplorerReadError('unreachable', { cause: error })
  })
  return toExplorerTransaction(tx, receipt)
}
