import type { SafeAppConfigInput } from '../../config.ts'

/**
 * The apps `apps/safe-apps` builds and serves, listed when the config has no `safeApps`. Their URLs are
 * paths on the Safe Apps origin; names and descriptions match each app's `manifest.json`
 * (checked by firstPartySafeApps.test.ts).
 */
export const firstPartySafeApps: readonly SafeAppConfigInput[] = [
  {
    id: 1,
    url: '/transaction-builder',
    name: 'Transaction Builder',
    description:
      'Compose a batch of contract calls from an ABI or raw data, save and load it as a JSON file, and send it as one Safe transaction.',
    iconUrl: '/transaction-builder/icon.svg',
    // Safe{Wallet} and apps find the transaction builder by this tag.
    tags: ['Infrastructure', 'transaction-builder'],
    features: ['BATCHED_TRANSACTIONS'],
    featured: true,
  },
  {
    id: 2,
    url: '/wagmi-dapp',
    name: 'Wagmi Dapp',
    description:
      "A dapp as dapps are written, with wagmi's Safe connector: shows the Safe's balances, sends a transaction and signs a message checked with EIP-1271.",
    iconUrl: '/wagmi-dapp/icon.svg',
    tags: ['Developer tools'],
  },
]
