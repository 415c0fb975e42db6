import { createFileRoute } from '@tanstack/react-router'
import { EmailAlertsSettingsPage } from '../features/settings/components/EmailAlertsSettingsPage.tsx'

// Settings → Email alerts.
export const Route = createFileRoute('/safe/$safeId/settings/email-alerts')({
  component: SettingsSubRoute,
})

function SettingsSubRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <EmailAlertsSettingsPage chain={target.chain} address={target.address} />
}
