import '../config/zodConfig.ts'
import { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { readAppConfig } from '../config/env.ts'
import { configureGateway } from '../gateway/gatewayClient.ts'
import { chainsQueryKey, parseChainInfos } from '../gateway/getChains.ts'
import { AppProviders } from './AppProviders.tsx'
import { createAppRouter } from './router.tsx'

/**
 * The whole app, ready to render: runtime config read, gateway configured, the page's chain list in the
 * query cache, router built. main.tsx loads this module graph on its own, after React's.
 */
export function createApp(): ReactElement {
  const config = readAppConfig()
  // Normally the gateway serving this app (in dev, Vite proxies to it); a deployment may point it elsewhere.
  configureGateway(config.gatewayUrl ?? window.location.origin)
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
  // The serving gateway puts its chain list in the page: routing a Safe's URL need not wait for /v1/chains.
  const embeddedChains = config.chains ? parseChainInfos(config.chains) : []
  if (embeddedChains.length > 0) queryClient.setQueryData(chainsQueryKey, embeddedChains)
  const router = createAppRouter({ queryClient })
  return <AppProviders queryClient={queryClient} router={router} config={config} />
}
