import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx'

export const Route = createFileRoute('/safe/$safeId/')({
  component: DashboardRoute,
})

function DashboardRoute() {
  const { target } = Route.useRouteContext()
  // The layout shows what is wrong with the link instead of this page.
  if (!target.ok) return null
  return <DashboardPage chain={target.chain} address={target.address} />
}
