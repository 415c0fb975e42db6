import { useChains } from '../../../gateway/getChains.ts'
import { useFiatCurrency } from '../../../gateway/getFiatCurrencies.ts'
import { useOwnedSafes } from '../../../gateway/getOwnedSafes.ts'
import { useSafeOverviews } from '../../../gateway/getSafeOverviews.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { toSafeListItems } from './toSafeListItems.ts'

/** The connected wallet's Safes across every chain the gateway serves, with their overviews. */
export function useMySafes() {
  const chains = useChains()
  const { address: owner } = useWalletSnapshot()
  const [currency] = useFiatCurrency()
  const owned = useOwnedSafes({ owner, chains })
  const safes = owned.data?.safes ?? []
  const overviews = useSafeOverviews({ safes, currency, walletAddress: owner })
  return {
    owner,
    currency,
    status: owner === undefined ? ('disconnected' as const) : owned.status,
    error: owned.error,
    failedChains: chains.filter((chain) => owned.data?.failedChainIds.includes(chain.chainId)),
    overviewsLoading: overviews.isLoading,
    items: toSafeListItems(safes, overviews.data ?? [], chains),
  }
}
