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

/**
 * The explorer's root, for wallets and RainbowKit, which build `<root>/address/<address>` and
 * `<root>/tx/<hash>` themselves: the address template without its `/address/{{address}}` tail (so an
 * explorer under a path, like `https://host/explorer/address/{{address}}`, keeps its path), or the
 * template's origin when it is shaped otherwise.
 */
export function findExplorerBaseUrl(chain: Pick<ChainInfo, 'blockExplorerUriTemplate'>): string | undefined {
  const sample = findExplorerUrl(chain, { address: '0x0000000000000000000000000000000000000000' })
  if (!sample) return undefined
  const template = chain.blockExplorerUriTemplate.address
  const tail = '/address/{{address}}'
  if (!template.endsWith(tail)) return new URL(sample).origin
  const root = new URL(template.slice(0, -tail.length) || '/', sample)
  return `${root.origin}${root.pathname}`.replace(/\/+$/, '')
}
