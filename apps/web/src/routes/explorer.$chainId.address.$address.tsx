import { createFileRoute } from '@tanstack/react-router'
import { ExplorerRoute } from '../features/explorer/components/ExplorerRoute.tsx'

// /explorer/<chainId>/address/<address>: the built-in explorer's address page, for networks without one.
export const Route = createFileRoute('/explorer/$chainId/address/$address')({
  component: ExplorerAddressRoute,
})

function ExplorerAddressRoute() {
  const { chainId, address } = Route.useParams()
  return <ExplorerRoute chainId={chainId} target={{ address }} />
}
