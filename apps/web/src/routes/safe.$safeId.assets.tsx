import { createFileRoute } from '@tanstack/react-router'
import { AssetsPage } from '../features/assets/components/AssetsPage.tsx'

export const Route = createFileRoute('/safe/$safeId/assets')({
  component: AssetsRoute,
})

function AssetsRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <AssetsPage chain={target.chain} address={target.address} />
}
