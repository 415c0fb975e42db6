import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'

/**
 * The network the form starts on: the one the link named (`?chain=<shortName>`, e.g. from a page that
 * found no Safe at an address), else the wallet's when the gateway serves it, else the first served.
 */
export function pickInitialChain(
  chains: readonly ChainInfo[],
  { shortName, walletChainId }: { shortName?: string | undefined; walletChainId?: number | undefined },
): ChainInfo | undefined {
  const named =
    shortName === undefined
      ? undefined
      : chains.find((chain) => chain.shortName.toLowerCase() === shortName.toLowerCase())
  const wallets =
    walletChainId === undefined ? undefined : chains.find((chain) => chain.chainId === String(walletChainId))
  return named ?? wallets ?? chains[0]
}
