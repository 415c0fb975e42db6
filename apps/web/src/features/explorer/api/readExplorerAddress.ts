import { safeAbi } from '@coffer/safe'
import type { Address } from 'viem'
import { getBalance, getCode, getTransactionCount, readContract } from 'viem/actions'
import { getChainClient } from '../../../chain/getChainClient.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { type ExplorerAddress, toExplorerAddress } from '../model/toExplorerAddress.ts'

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise
  } catch {
    return null
  }
}

/** An address as the node sees it: balance, nonce, code, and a Safe's version and threshold if it is one. */
export async function readExplorerAddress(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  address: Address,
): Promise<ExplorerAddress> {
  const client = getChainClient(chain)
  const [balance, nonce, code] = await Promise.all([
    getBalance(client, { address }),
    getTransactionCount(client, { address }),
    getCode(client, { address }),
  ])
  const isContract = code !== undefined && code !== '0x'
  // Any contract may answer these; a Safe answers both, and that is what the page needs to link to it.
  const [version, threshold] = isContract
    ? await Promise.all([
        orNull(readContract(client, { address, abi: safeAbi, functionName: 'VERSION' })),
        orNull(readContract(client, { address, abi: safeAbi, functionName: 'getThreshold' })),
      ])
    : [null, null]
  return toExplorerAddress({ address, balance, nonce, code: code ?? '0x', version, threshold })
}
