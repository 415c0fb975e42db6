import { createFileRoute } from '@tanstack/react-router'
import { NotificationsSettingsPage } from '../features/settings/components/NotificationsSettingsPage.tsx'

// Settings → Notifications (push, in this browser).
export const Route = createFileRoute('/safe/$safeId/settings/notifications')({
  component: SettingsSubRoute,
})

function SettingsSubRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <NotificationsSettingsPage chain={target.chain} address={target.address} />
}
