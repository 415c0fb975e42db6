import { type Chain, defineChain } from 'viem'

export type GetDevchainChainParameters = { chainId: number; rpcUrl: string }

/** A viem `Chain` for the local chain: native ETH, no explorer, no multicall3 deployed. */
export function getDevchainChain({ chainId, rpcUrl }: GetDevchainChainParameters): Chain {
  return defineChain({
    id: chainId,
    name: 'Coffer devchain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
