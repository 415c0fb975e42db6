import type { Address } from 'viem'
import { getBalance } from 'viem/actions'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { getChainClient } from './getChainClient.ts'

/** Reads an address's native balance (wei) through the chain's RPC. Loaded on demand with viem's HTTP client. */
export function readNativeBalance(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  address: Address,
): Promise<bigint> {
  return getBalance(getChainClient(chain), { address })
}
