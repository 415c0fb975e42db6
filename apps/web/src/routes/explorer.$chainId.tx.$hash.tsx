import { createFileRoute } from '@tanstack/react-router'
import { ExplorerRoute } from '../features/explorer/components/ExplorerRoute.tsx'

// /explorer/<chainId>/tx/<hash>: the built-in explorer's transaction page, for networks without one.
export const Route = createFileRoute('/explorer/$chainId/tx/$hash')({
  component: ExplorerTxRoute,
})

function ExplorerTxRoute() {
  const { chainId, hash } = Route.useParams()
  return <ExplorerRoute chainId={chainId} target={{ txHash: hash }} />
}
