import './theme/theme.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

/** Lets the browser run other tasks (input, paint) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

// Start-up is split into tasks a slow phone can run without freezing for long: evaluating React, then
// the app's own modules (a second module graph, index.html preloads it), then reading the config and
// building (and on a dashboard, loading) the router, then rendering (a transition, which React renders
// in slices).
async function start(): Promise<void> {
  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root element')
  const root = createRoot(rootElement)
  const { createApp } = await import('./app/createApp.tsx')
  await nextTask()
  const { app, load } = createApp()
  // If the route cannot load now, the router tries again once rendered, and shows what went wrong.
  await load().catch((error: unknown) =>
    console.warn('Loading the route before the first render failed', error),
  )
  await nextTask()
  startTransition(() => {
    root.render(<StrictMode>{app}</StrictMode>)
  })
}

start().catch((error: unknown) => {
  // Nothing can show a message without the app; the console keeps the reason.
  console.error('Coffer could not start', error)
})
