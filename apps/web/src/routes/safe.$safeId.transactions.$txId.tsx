import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { TransactionPage } from '../features/transaction/components/TransactionPage.tsx'

// /safe/<shortName>:<address>/transactions/<txId>: one transaction, a link people can share.
export const Route = createFileRoute('/safe/$safeId/transactions/$txId')({
  component: TransactionRoute,
})

function TransactionRoute() {
  const { target } = Route.useRouteContext()
  const { txId } = Route.useParams()
  if (!target.ok || !target.prefixed) return null
  return (
    <TransactionPage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
      txId={txId}
    />
  )
}
