import '../config/zodConfig.ts'
import { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { readAppConfig } from '../config/env.ts'
import { configureGateway } from '../gateway/gatewayClient.ts'
import { chainsQueryKey, parseChainInfos } from '../gateway/getChains.ts'
import { AppProviders } from './AppProviders.tsx'
import { type AppRouter, createAppRouter } from './router.tsx'

/**
 * The whole app, ready to render: runtime config read, gateway configured, the page's chain list in the
 * query cache, router built. main.tsx loads this module graph on its own, after React's.
 *
 * `load` resolves the route before the first render when that costs no download: on a Safe's dashboard,
 * whose code index.html preloads with the entry (vite.config.ts), once the chain list is in the page.
 * The first render then draws the whole page as one transition, which React renders in short slices,
 * rather than the frame first and the page in a second, uninterruptible render. Elsewhere the frame
 * renders while the page's chunk downloads.
 */
export function createApp(): { app: ReactElement; router: AppRouter; load: () => Promise<void> } {
  const config = readAppConfig()
  // Normally the gateway serving this app (in dev, Vite proxies to it); a deployment may point it elsewhere.
  configureGateway(config.gatewayUrl ?? window.location.origin)
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
  // The serving gateway puts its chain list in the page: routing a Safe's URL need not wait for /v1/chains.
  const embeddedChains = config.chains ? parseChainInfos(config.chains) : []
  if (embeddedChains.length > 0) queryClient.setQueryData(chainsQueryKey, embeddedChains)
  const router = createAppRouter({ queryClient, chains: embeddedChains, config })
  const onDashboard = router.matchRoutes(router.latestLocation.pathname).at(-1)?.routeId === '/safe/$safeId/'
  return {
    app: <AppProviders queryClient={queryClient} router={router} config={config} />,
    router,
    load: () => (onDashboard && embeddedChains.length > 0 ? router.load() : Promise.resolve()),
  }
}
