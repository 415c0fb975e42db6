import { createFileRoute, Outlet } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { SettingsLayout } from '../features/settings/components/SettingsLayout.tsx'

// Settings' pages are children of this route (settings.index is Owners and setup), each its own
// lazily loaded chunk; /settings itself opens the owners.
export const Route = createFileRoute('/safe/$safeId/settings')({
  component: SettingsRoute,
})

function SettingsRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok || !target.prefixed) return null
  return (
    <SettingsLayout safeId={safeId(target.chain.shortName, target.address)}>
      <Outlet />
    </SettingsLayout>
  )
}
