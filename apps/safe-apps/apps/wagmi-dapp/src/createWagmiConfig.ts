import { SafeAppProvider } from '@safe-global/safe-apps-provider'
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { ChainInfo, SafeInfoExtended } from '@safe-global/safe-apps-sdk'
import { defineChain } from 'viem'
import { createConfig, custom } from 'wagmi'
import { safe as safeConnector } from 'wagmi/connectors'

/**
 * wagmi as a dapp sets it up for Safe Apps: the `safe()` connector (which connects by itself inside a Safe
 * host) and reads through the SDK's EIP-1193 provider, so every chain read goes through the host (no RPC
 * URL, and none in this origin's CSP). The chain is the Safe's, told by the host.
 */
export function createWagmiConfig({
  sdk,
  safe,
  chain,
}: {
  sdk: SafeAppsSDK
  safe: SafeInfoExtended
  chain: ChainInfo
}) {
  const safeChain = defineChain({
    id: safe.chainId,
    name: chain.chainName,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    },
    rpcUrls: { default: { http: [] } },
  })
  return createConfig({
    chains: [safeChain],
    connectors: [
      // The default 10 ms for the host's first answer is tight on a busy phone; the host answers from memory.
      safeConnector({ unstable_getInfoTimeout: 1000 }),
    ],
    transports: { [safeChain.id]: custom(new SafeAppProvider(safe, sdk)) },
  })
}
