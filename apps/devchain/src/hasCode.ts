import type { Address } from 'viem'
import type { DevchainClient } from './createDevchainClient.ts'

/** Whether a contract is deployed at `address` (anvil answers `0x` or nothing for an empty account). */
export async function hasCode(client: DevchainClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
