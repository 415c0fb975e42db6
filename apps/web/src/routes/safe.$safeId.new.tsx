import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { NewTransactionPage } from '../features/new-transaction/components/NewTransactionPage.tsx'

// ?nonce=N replaces the queued transaction at nonce N (linked from the queue); ?type= opens a form;
// ?token=0x… preselects a token to send, ?nft=<collection>:<id> an NFT (linked from Assets and NFTs).
const SearchSchema = z.object({
  nonce: z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined),
  type: z.catch(z.optional(z.enum(['send', 'nft', 'contract'])), undefined),
  token: z.catch(z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))), undefined),
  nft: z.catch(z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}:\d{1,78}$/))), undefined),
})

export const Route = createFileRoute('/safe/$safeId/new')({
  validateSearch: SearchSchema,
  component: NewTransactionRoute,
})

function NewTransactionRoute() {
  const { target } = Route.useRouteContext()
  const { nonce, type, token, nft } = Route.useSearch()
  if (!target.ok) return null
  return (
    <NewTransactionPage
      key={`${nonce}-${type}-${token}-${nft}`}
      chain={target.chain}
      safe={target.address}
      nonce={nonce}
      initialTab={type}
      initialToken={token}
      initialNft={nft}
    />
  )
}
