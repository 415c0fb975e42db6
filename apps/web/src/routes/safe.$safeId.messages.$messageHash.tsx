import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { MessagePage } from '../features/messages/components/MessagePage.tsx'

// /safe/<shortName>:<address>/messages/<SafeMessage hash>: one message, a link owners can share.
export const Route = createFileRoute('/safe/$safeId/messages/$messageHash')({
  component: MessageRoute,
})

function MessageRoute() {
  const { target } = Route.useRouteContext()
  const { messageHash } = Route.useParams()
  if (!target.ok || !target.prefixed) return null
  return (
    <MessagePage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
      messageHash={messageHash}
    />
  )
}
