import type { Address, Client } from 'viem'
import { getCode, readContract } from 'viem/actions'
import { getChainClient } from '../../../chain/getChainClient.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { safeAbi } from '../model/safeAbi.ts'
import { type SafeProbe, type SafeReads, toSafeProbe } from '../model/toSafeProbe.ts'

async function settle<T>(
  promise: Promise<T>,
): Promise<{ status: 'success'; result: T } | { status: 'failure'; error: unknown }> {
  try {
    return { status: 'success', result: await promise }
  } catch (error) {
    return { status: 'failure', error }
  }
}

/** Reads what the chain says about an address: code, then Safe's getters. Throws only if the node is unreachable. */
export async function getSafeProbe(client: Client, { address }: { address: Address }): Promise<SafeProbe> {
  const code = await getCode(client, { address })
  if (!code || code === '0x') return toSafeProbe({ status: 'success', data: code }, { status: 'pending' })
  const reads: SafeReads = await Promise.all([
    settle(readContract(client, { address, abi: safeAbi, functionName: 'VERSION' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'getThreshold' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'getOwners' })),
    settle(readContract(client, { address, abi: safeAbi, functionName: 'nonce' })),
  ])
  return toSafeProbe({ status: 'success', data: code }, { status: 'success', data: reads })
}

/** The probe of `address` through the chain's configured RPC. */
export function readSafeProbe(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  address: Address,
): Promise<SafeProbe> {
  return getSafeProbe(getChainClient(chain), { address })
}
