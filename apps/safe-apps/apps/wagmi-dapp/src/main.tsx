import '../../shared/safeApp.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { connectToSafe } from '../../shared/connectToSafe.ts'
import { OutsideSafe } from '../../shared/OutsideSafe.tsx'
import { App } from './App.tsx'
import { createWagmiConfig } from './createWagmiConfig.ts'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')
const root = createRoot(rootElement)
root.render(
  <main className="page" aria-busy="true">
    <p className="muted">Connecting to the Safe…</p>
  </main>,
)

const connection = await connectToSafe()
if (connection.status === 'connected') {
  const config = createWagmiConfig(connection)
  const queryClient = new QueryClient()
  root.render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <App sdk={connection.sdk} safe={connection.safe} chain={connection.chain} />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
} else {
  root.render(<OutsideSafe appName="Wagmi Dapp" />)
}
