import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { NewTransactionPage } from '../features/new-transaction/components/NewTransactionPage.tsx'

// ?nonce=N replaces the queued transaction at nonce N (linked from the queue); ?type= opens a form.
const SearchSchema = z.object({
  nonce: z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined),
  type: z.catch(z.optional(z.enum(['send', 'nft', 'contract'])), undefined),
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
