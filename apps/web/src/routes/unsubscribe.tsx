import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { UnsubscribePage } from '../features/unsubscribe/components/UnsubscribePage.tsx'

// /unsubscribe?token=<uuid>&category=<key>: the links in every alert email. The page checks the values.
const SearchSchema = z.object({
  token: z.catch(z.optional(z.string()), undefined),
  category: z.catch(z.optional(z.string()), undefined),
})

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: SearchSchema,
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token, category } = Route.useSearch()
  return <UnsubscribePage token={token} category={category} />
}
