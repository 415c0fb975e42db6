import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { QueuePage } from '../features/queue/components/QueuePage.tsx'

export const Route = createFileRoute('/safe/$safeId/queue')({
  component: QueueRoute,
})

function QueueRoute() {
  const { target } = Route.useRouteContext()
  // The Safe's layout says what is wrong with a bad address.
  if (!target.ok || !target.prefixed) return null
  return (
    <QueuePage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
    />
  )
}
