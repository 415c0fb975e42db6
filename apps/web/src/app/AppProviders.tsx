import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AppConfig } from '../config/env.ts'
import { WalletHostLoader } from '../features/connect/WalletHostLoader.tsx'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { chainsQueryOptions } from '../gateway/getChains.ts'
import { AppearanceProvider } from '../theme/AppearanceProvider.tsx'
import { BootError, BootLoading } from './BootScreens.tsx'
import type { AppRouter } from './router.tsx'

function isNonEmpty<T>(items: readonly T[]): items is readonly [T, ...T[]] {
  return items.length > 0
}

/** Loads the gateway's chains first: wagmi's config is built from them, so nothing renders without. */
function ChainsGate({ children }: { children: (chains: readonly [ChainInfo, ...ChainInfo[]]) => ReactNode }) {
  const chains = useQuery(chainsQueryOptions())
  if (chains.status === 'pending') return <BootLoading />
  if (chains.status === 'error') {
    return (
      <BootError
        kind="unreachable"
        details={chains.error.message}
        onRetry={() => void chains.refetch()}
        retrying={chains.isFetching}
      />
    )
  }
  if (!isNonEmpty(chains.data)) {
    return <BootError kind="no_chains" onRetry={() => void chains.refetch()} retrying={chains.isFetching} />
  }
  return children(chains.data)
}

/**
 * The one provider composition: query cache → appearance → chains → router, with the wallet stack
 * (wagmi, RainbowKit, sign-in) beside it, loaded when needed and portalled into the page.
 */
export function AppProviders({
  queryClient,
  router,
  config,
}: {
  queryClient: QueryClient
  router: AppRouter
  config: AppConfig
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppearanceProvider>
        <ChainsGate>
          {(chains) => (
            <>
              <RouterProvider router={router} context={{ queryClient, chains, config }} />
              <WalletHostLoader chains={chains} walletConnectProjectId={config.walletConnectProjectId} />
            </>
          )}
        </ChainsGate>
      </AppearanceProvider>
    </QueryClientProvider>
  )
}
