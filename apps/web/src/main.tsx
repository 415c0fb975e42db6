import './config/zodConfig.ts'
import './theme/theme.css'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders.tsx'
import { createAppRouter } from './app/router.tsx'
import { readAppConfig } from './config/env.ts'
import { configureGateway } from './gateway/gatewayClient.ts'
import { chainsQueryKey, parseChainInfos } from './gateway/getChains.ts'

const config = readAppConfig()
// Normally the gateway serving this app (in dev, Vite proxies to it); a deployment may point it elsewhere.
configureGateway(config.gatewayUrl ?? window.location.origin)
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
// The serving gateway puts its chain list in the page: routing a Safe's URL need not wait for /v1/chains.
const embeddedChains = config.chains ? parseChainInfos(config.chains) : []
if (embeddedChains.length > 0) queryClient.setQueryData(chainsQueryKey, embeddedChains)
const router = createAppRouter({ queryClient })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} config={config} />
  </StrictMode>,
)
