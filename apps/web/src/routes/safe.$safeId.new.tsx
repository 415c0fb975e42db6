import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { NewTransactionPage } from '../features/new-transaction/components/NewTransactionPage.tsx'

// ?nonce=N replaces the queued transaction at nonce N (linked from the queue); ?type= opens a form.
const SearchSchema = z.object({
  nonce: z.coerce.number().int().nonnegative().optional().catch(undefined),
  type: z.enum(['send', 'nft', 'contract']).optional().catch(undefined),
})

export const Route = createFileRoute('/safe/$safeId/new')({
  validateSearch: SearchSchema,
  component: NewTransactionRoute,
})

function NewTransactionRoute() {
  const { target } = Route.useRouteContext()
  const { nonce, type } = Route.useSearch()
  if (!target.ok) return null
  return (
    <NewTransactionPage
      key={`${nonce}-${type}`}
      chain={target.chain}
      safe={target.address}
      nonce={nonce}
      initialTab={type}
    />
  )
}
