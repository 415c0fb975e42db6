import { createFileRoute } from '@tanstack/react-router'
import { NftsPage } from '../features/nfts/components/NftsPage.tsx'

export const Route = createFileRoute('/safe/$safeId/nfts')({
  component: NftsRoute,
})

function NftsRoute() {
  const { target } = Route.useRouteContext()
  if (!target.ok) return null
  return <NftsPage chain={target.chain} address={target.address} />
}
