import { devchainChainConfig, type GatewayConfigInput } from '@coffer/gateway'

/**
 * A block explorer for the local chain, on loopback. Nothing answers there (no explorer runs
 * offline); the tests only check the links the app builds from it.
 */
export const LOCAL_EXPLORER_URL = 'http://127.0.0.1:9/explorer'

/** A product config that gives the local chain that explorer, as a config file would. */
export function localExplorerConfig(): GatewayConfigInput {
  return {
    chains: [
      {
        ...devchainChainConfig,
        blockExplorer: {
          address: `${LOCAL_EXPLORER_URL}/address/{{address}}`,
          txHash: `${LOCAL_EXPLORER_URL}/tx/{{txHash}}`,
          api: '',
        },
      },
    ],
  }
}
