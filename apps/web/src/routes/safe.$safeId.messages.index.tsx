import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { MessagesPage } from '../features/messages/components/MessagesPage.tsx'

export const Route = createFileRoute('/safe/$safeId/messages/')({
  component: MessagesRoute,
})

function MessagesRoute() {
  const { target } = Route.useRouteContext()
  // The Safe's layout says what is wrong with a bad address.
  if (!target.ok || !target.prefixed) return null
  return (
    <MessagesPage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
    />
  )
}
