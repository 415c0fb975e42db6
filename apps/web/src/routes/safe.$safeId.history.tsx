import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { HistoryPage } from '../features/history/components/HistoryPage.tsx'

export const Route = createFileRoute('/safe/$safeId/history')({
  component: HistoryRoute,
})

function HistoryRoute() {
  const { target } = Route.useRouteContext()
  // The Safe's layout says what is wrong with a bad address.
  if (!target.ok || !target.prefixed) return null
  return (
    <HistoryPage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
    />
  )
}
