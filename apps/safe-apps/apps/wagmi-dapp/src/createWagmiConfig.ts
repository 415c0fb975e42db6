import { SafeAppProvider } from '@safe-global/safe-apps-provider'
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { ChainInfo, SafeInfoExtended } from '@safe-global/safe-apps-sdk'
import { defineChain } from 'viem'
import { createConfig, createConnector, custom } from 'wagmi'
import { safe as safeConnector } from 'wagmi/connectors'
import { withUserRejection } from './withUserRejection.ts'

/**
 * wagmi's `safe()` connector whose provider reports the owner closing the host's dialog as a user rejection
 * (4001), as a wallet does. The default 10 ms for the host's first answer is tight on a busy phone; the host
 * answers from memory.
 */
function safeAppConnector() {
  const safe = safeConnector({ unstable_getInfoTimeout: 1000 })
  return createConnector((config) => {
    const connector = safe(config)
    let wrapped: SafeAppProvider | undefined
    return {
      ...connector,
      async getProvider() {
        const provider = await connector.getProvider()
        if (!provider) return provider
        wrapped ??= withUserRejection(provider)
        return wrapped
      },
    }
  })
}

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
    connectors: [safeAppConnector()],
    transports: { [safeChain.id]: custom(withUserRejection(new SafeAppProvider(safe, sdk))) },
  })
}
