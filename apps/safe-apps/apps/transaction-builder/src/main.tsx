import '../../shared/safeApp.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connectToSafe } from '../../shared/connectToSafe.ts'
import { OutsideSafe } from '../../shared/OutsideSafe.tsx'
import { App } from './App.tsx'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')
const root = createRoot(rootElement)
root.render(
  <main className="page" aria-busy="true">
    <p className="muted">Connecting to the Safe…</p>
  </main>,
)

const connection = await connectToSafe()
root.render(
  <StrictMode>
    {connection.status === 'connected' ? (
      <App sdk={connection.sdk} safe={connection.safe} chain={connection.chain} />
    ) : (
      <OutsideSafe appName="Transaction Builder" />
    )}
  </StrictMode>,
)
