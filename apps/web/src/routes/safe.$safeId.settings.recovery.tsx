import { createFileRoute } from '@tanstack/react-router'
import { RecoverySettingsPage } from '../features/settings/components/RecoverySettingsPage.tsx'

// Settings → Recovery.
export const Route = createFileRoute('/safe/$safeId/settings/recovery')({
  component: SettingsSubRoute,
})

function SettingsSubRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <RecoverySettingsPage chain={target.chain} address={target.address} />
}
