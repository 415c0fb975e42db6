import type { ChainInfo } from './ChainInfoSchema.ts'

/** Fills the chain's explorer template; undefined when the chain has no usable http(s) explorer. */
export function findExplorerUrl(
  chain: Pick<ChainInfo, 'blockExplorerUriTemplate'>,
  target: { address: string } | { txHash: string },
): string | undefined {
  const filled =
    'address' in target
      ? chain.blockExplorerUriTemplate.address.replaceAll('{{address}}', target.address)
      : chain.blockExplorerUriTemplate.txHash.replaceAll('{{txHash}}', target.txHash)
  try {
    const url = new URL(filled)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** The explorer's root, for wallets and RainbowKit's "View more on explorer" link. */
export function findExplorerBaseUrl(chain: Pick<ChainInfo, 'blockExplorerUriTemplate'>): string | undefined {
  const sample = findExplorerUrl(chain, { address: '0x0000000000000000000000000000000000000000' })
  return sample ? new URL(sample).origin : undefined
}
