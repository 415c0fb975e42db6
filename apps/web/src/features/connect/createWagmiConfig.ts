import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { type Chain, http, type Transport } from 'viem'
import { type Config, type CreateConnectorFn, createConfig } from 'wagmi'
import { getWalletList } from './wallets/getWalletList.ts'

// Connectors whose setup downloads an SDK (hundreds of KB) just to attach listeners. Their connect()
// attaches what it needs, so setup can wait until someone picks them.
const sdkConnectorTypes = new Set(['walletConnect', 'metaMask'])

function withoutEagerSdk(createConnector: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const connector = createConnector(config)
    if (!sdkConnectorTypes.has(connector.type)) return connector
    const { setup: _eagerSetup, ...rest } = connector
    return rest
  }
}

export type CreateWagmiConfigParameters = {
  chains: readonly [Chain, ...Chain[]]
  walletConnectProjectId: string | null
  appUrl: string
  /** Whether the browser has a network: wallets that need an online relay are left out otherwise. */
  online?: boolean
}

/**
 * One wagmi config for the chains the gateway serves. EIP-6963 discovery stays on so every
 * installed wallet (including the one the end-to-end tests inject) shows up in the list by name.
 */
export function createWagmiConfig({
  chains,
  walletConnectProjectId,
  appUrl,
  online = true,
}: CreateWagmiConfigParameters): Config {
  const connectors = connectorsForWallets(getWalletList({ walletConnectProjectId, online }), {
    appName: 'Coffer',
    appDescription: 'Self-hosted Safe multisig interface',
    appUrl,
    // Only consulted by WalletConnect-based wallets, which are listed only when an id exists.
    projectId: walletConnectProjectId ?? 'unconfigured',
  })
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = http(chain.rpcUrls.default.http[0])
  return createConfig({
    chains,
    connectors: connectors.map(withoutEagerSdk),
    transports,
    multiInjectedProviderDiscovery: true,
    ssr: false,
  })
}
