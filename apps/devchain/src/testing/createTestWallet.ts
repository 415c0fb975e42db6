import { type Account, createPublicClient, createWalletClient, http } from 'viem'
import { getDevchainChain } from '../getDevchainChain.ts'

export type TestWalletParameters = { rpcUrl: string; account: Account; chainId?: number }

/**
 * A wallet and a public client on a local chain for test helpers. The chain id defaults to the
 * devchain's; anvil mines at once, so a short polling interval keeps receipt waits short.
 */
export function createTestWallet({ rpcUrl, account, chainId = 31337 }: TestWalletParameters) {
  const chain = getDevchainChain({ chainId, rpcUrl })
  const transport = http(rpcUrl)
  return {
    wallet: createWalletClient({ account, chain, transport }),
    client: createPublicClient({ chain, transport, pollingInterval: 20 }),
  }
}
