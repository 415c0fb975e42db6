import { skipToken, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { gatewayGet, toQueryString } from './gatewayClient.ts'
import { orNull } from './orNull.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { AddressSchema } from './SafeInfoSchema.ts'

/** One delegation (gateway-contract §10.1): `delegate` may propose for `delegator`, for `safe` or (null) every Safe. */
export const DelegationSchema = z.object({
  safe: orNull(AddressSchema),
  delegate: AddressSchema,
  delegator: AddressSchema,
  label: z.string(),
})
export type Delegation = z.infer<typeof DelegationSchema>

const DelegationPageSchema = z.object({
  next: orNull(z.string()),
  results: z.array(DelegationSchema),
})

export type DelegationsQuery = { safe?: Address; delegate?: Address; delegator?: Address }

/** Pages read at most: 1,000 delegations for one filter is far beyond what a person manages. */
const maxPages = 10

/** GET /v2/chains/{chainId}/delegates (§10.1) with one or more filters, every page of it. */
export async function getDelegations({
  chainId,
  query,
}: {
  chainId: string
  query: DelegationsQuery
}): Promise<Delegation[]> {
  const delegations: Delegation[] = []
  let url: string | null =
    `/v2/chains/${chainId}/delegates${toQueryString({ ...query, cursor: 'limit=100&offset=0' })}`
  for (let page = 0; url !== null && page < maxPages; page++) {
    const pageUrl: string = url
    const { next, results } = await parseGatewayResponse(
      () => gatewayGet(pageUrl),
      DelegationPageSchema,
      'delegate list',
    )
    delegations.push(...results)
    url = next
  }
  return delegations
}

/** Not Safe-scoped: an address's delegations on a chain, whichever Safes they cover. */
export const delegationsQueryKey = (chainId: string, query: DelegationsQuery) =>
  ['gateway', 'delegates', chainId, query] as const

/** The delegations that let `delegate` propose; nothing is asked while there is nobody to ask about. */
export function useDelegationsOf({ chainId, delegate }: { chainId: string; delegate: Address | undefined }) {
  return useQuery({
    queryKey: delegationsQueryKey(chainId, { delegate }),
    queryFn: delegate === undefined ? skipToken : () => getDelegations({ chainId, query: { delegate } }),
    staleTime: 30_000,
  })
}
