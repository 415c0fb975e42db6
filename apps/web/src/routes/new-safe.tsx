import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { CreateSafePage } from '../features/create-safe/components/CreateSafePage.tsx'

// /new-safe?chain=<shortName>: "Create a Safe", on the named network when a link gives one.
const SearchSchema = z.object({
  chain: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/))), undefined),
})

export const Route = createFileRoute('/new-safe')({
  validateSearch: SearchSchema,
  component: NewSafeRoute,
})

function NewSafeRoute() {
  const { chain } = Route.useSearch()
  return <CreateSafePage initialChain={chain} />
}
