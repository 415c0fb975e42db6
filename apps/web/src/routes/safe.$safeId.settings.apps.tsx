import { createFileRoute } from '@tanstack/react-router'
import { SafeAppsSettingsPage } from '../features/settings/components/SafeAppsSettingsPage.tsx'

// Settings → Safe Apps: the permissions apps were given in this browser.
export const Route = createFileRoute('/safe/$safeId/settings/apps')({
  component: SafeAppsSettingsPage,
})
