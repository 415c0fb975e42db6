import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'

/** What `getChainInfo` answers: the gateway ChainInfo fields the SDK picks. */
export type AppChainInfo = {
  chainName: string
  /** A decimal string (a number in getSafeInfo). */
  chainId: string
  shortName: string
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
}

export function toAppChainInfo(chain: ChainInfo): AppChainInfo {
  return {
    chainName: chain.chainName,
    chainId: chain.chainId,
    shortName: chain.shortName,
    nativeCurrency: { ...chain.nativeCurrency },
    blockExplorerUriTemplate: { ...chain.blockExplorerUriTemplate },
  }
}
