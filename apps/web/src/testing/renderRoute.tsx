import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { AppProviders } from '../app/AppProviders.tsx'
import { createAppRouter } from '../app/router.tsx'
import { type AppConfig, defaultAppConfig } from '../config/env.ts'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { chainsQueryKey } from '../gateway/getChains.ts'
import { buildChainInfo } from './buildChainInfo.ts'

/**
 * Renders the whole app at `url`, with the gateway's chain list already in the cache (what the
 * boot request would have returned). The wallet stack stays unloaded, as on a first visit.
 */
export function renderRoute(
  url: string,
  {
    chains = [buildChainInfo()],
    config = defaultAppConfig,
  }: { chains?: ChainInfo[]; config?: AppConfig } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(chainsQueryKey, chains)
  const router = createAppRouter({
    queryClient,
    config,
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  const view = render(<AppProviders queryClient={queryClient} router={router} config={config} />)
  return { ...view, router, queryClient }
}
