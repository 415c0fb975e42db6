import type { Address, Client } from 'viem'
import { getBalance, getCode, getTransactionCount, readContract } from 'viem/actions'
import { getChainClient } from '../../../chain/getChainClient.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { safeAbi } from '../model/safeAbi.ts'
import { hasContractCode, type SafeProbe, type SafeReads, toSafeProbe } from '../model/toSafeProbe.ts'

async function settle<T>(
  promise: Promise<T>,
): Promise<{ status: 'success'; result: T } | { status: 'failure'; error: unknown }> {
  try {
    return { status: 'success', result: await promise }
  } catch (error) {
    return { status: 'failure', error }
  }
}

/**
 * Reads what the chain says about an address: its code, then Safe's getters (a contract) or its
 * transaction count and balance (no contract). Throws only if the node is unreachable.
 */
export async function getSafeProbe(client: Client, { address }: { address: Address }): Promise<SafeProbe> {
  const code = await getCode(client, { address })
  if (!hasContractCode(code)) {
    const [nonce, balance] = await Promise.all([
      getTransactionCount(client, { address }),
      getBalance(client, { address }),
    ])
    return toSafeProbe({ code, activity: { nonce, balance } })
  }
  const reads: SafeReads = await Promise.all([
    settle(readContract(client, { address, abi: safeAbi, functionName: 'VERSION' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'getThreshold' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'getOwners' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'nonce' })),
  ])
  return toSafeProbe({ code, safe: reads })
}

/** The probe of `address` through the chain's configured RPC. */
export function readSafeProbe(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  address: Address,
): Promise<SafeProbe> {
  return getSafeProbe(getChainClient(chain), { address })
}
