import type { ChainInfo } from './ChainInfoSchema.ts'

/** EIP-3770 prefixes are matched case-insensitively: people type `ETH:` as often as `eth:`. */
export function findChainByShortName(chains: readonly ChainInfo[], shortName: string): ChainInfo | undefined {
  const wanted = shortName.toLowerCase()
  return chains.find((chain) => chain.shortName.toLowerCase() === wanted)
}

export function findChainById(chains: readonly ChainInfo[], chainId: number | string): ChainInfo | undefined {
  const wanted = String(chainId)
  return chains.find((chain) => chain.chainId === wanted)
}
