import { createFileRoute } from '@tanstack/react-router'
import { DelegatesSettingsPage } from '../features/settings/components/DelegatesSettingsPage.tsx'

// Settings → Delegates.
export const Route = createFileRoute('/safe/$safeId/settings/delegates')({
  component: SettingsSubRoute,
})

function SettingsSubRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <DelegatesSettingsPage chain={target.chain} address={target.address} />
}
