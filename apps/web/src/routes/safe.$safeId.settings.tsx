import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../features/settings/components/SettingsPage.tsx'

export const Route = createFileRoute('/safe/$safeId/settings')({
  component: SettingsRoute,
})

function SettingsRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <SettingsPage chain={target.chain} address={target.address} />
}
