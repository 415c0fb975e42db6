import { createFileRoute } from '@tanstack/react-router'
import { OwnersSettingsPage } from '../features/settings/components/OwnersSettingsPage.tsx'

// Settings' first page: owners, threshold, version and the contracts the Safe trusts.
export const Route = createFileRoute('/safe/$safeId/settings/')({
  component: SettingsSubRoute,
})

function SettingsSubRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <OwnersSettingsPage chain={target.chain} address={target.address} />
}
