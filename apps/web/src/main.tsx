import './theme/theme.css'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders.tsx'
import { createAppRouter } from './app/router.tsx'
import { readAppConfig } from './config/env.ts'
import { configureGateway } from './gateway/gatewayClient.ts'

// The gateway serves this app, so it is the page's own origin (in dev, Vite proxies to it).
configureGateway(window.location.origin)
const config = readAppConfig()
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
const router = createAppRouter({ queryClient })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} config={config} />
  </StrictMode>,
)
