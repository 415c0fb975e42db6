import './config/zodConfig.ts'
import './theme/theme.css'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders.tsx'
import { createAppRouter } from './app/router.tsx'
import { readAppConfig } from './config/env.ts'
import { configureGateway } from './gateway/gatewayClient.ts'
import { chainsQueryKey, parseChainInfos } from './gateway/getChains.ts'

/** Lets the browser run other tasks (input, paint) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

// Start-up is split into tasks a slow phone can run without freezing for long: evaluating the modules
// above, reading the config and building the router, then rendering (a transition, which React renders in
// slices).
async function start(): Promise<void> {
  await nextTask()
  const config = readAppConfig()
  // Normally the gateway serving this app (in dev, Vite proxies to it); a deployment may point it elsewhere.
  configureGateway(config.gatewayUrl ?? window.location.origin)
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
  // The serving gateway puts its chain list in the page: routing a Safe's URL need not wait for /v1/chains.
  const embeddedChains = config.chains ? parseChainInfos(config.chains) : []
  if (embeddedChains.length > 0) queryClient.setQueryData(chainsQueryKey, embeddedChains)
  const router = createAppRouter({ queryClient })

  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const reactRoot = createRoot(root)
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} router={router} config={config} />
      </StrictMode>,
    )
  })
}

start().catch((error: unknown) => {
  // Nothing can show a message without the app; the console keeps the reason.
  console.error('Coffer could not start', error)
})
