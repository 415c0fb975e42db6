import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { gatewayGet } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { AddressSchema } from './SafeInfoSchema.ts'
import { safeQueryKeys } from './safeQueryKeys.ts'

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((text) => text?.trim() || null),
)

/** Collectible (gateway-contract §7.7). */
export const CollectibleSchema = z.object({
  address: AddressSchema,
  tokenName: z.catch(z.string(), ''),
  tokenSymbol: z.catch(z.string(), ''),
  logoUri: optionalText,
  id: z.string(),
  uri: optionalText,
  name: optionalText,
  description: optionalText,
  imageUri: optionalText,
})
export type Collectible = z.infer<typeof CollectibleSchema>

const CollectiblesPageSchema = z.object({
  count: z.nullish(z.number()),
  next: z.nullish(z.string()),
  results: z.array(CollectibleSchema),
})
export type CollectiblesPage = z.infer<typeof CollectiblesPageSchema>

/** One page of GET /v2/chains/{c}/safes/{a}/collectibles; `pageUrl` is a previous page's `next`. */
export function getCollectibles({
  chainId,
  safeAddress,
  pageUrl,
}: {
  chainId: string
  safeAddress: string
  pageUrl: string | undefined
}): Promise<CollectiblesPage> {
  return parseGatewayResponse(
    // `next` carries the host the gateway saw; gatewayGet keeps only its path and query.
    () => gatewayGet(pageUrl ?? `/v2/chains/${chainId}/safes/${safeAddress}/collectibles`),
    CollectiblesPageSchema,
    'NFT list',
  )
}

export function collectiblesQueryOptions({ chainId, safeAddress }: { chainId: string; safeAddress: string }) {
  return infiniteQueryOptions({
    queryKey: safeQueryKeys.collectibles(chainId, safeAddress),
    // '' is the first page; every later page is named by the previous page's `next` link.
    queryFn: ({ pageParam }) => getCollectibles({ chainId, safeAddress, pageUrl: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next || undefined,
    staleTime: 30_000,
    retry: 1,
  })
}

export function useCollectibles(parameters: { chainId: string; safeAddress: string }) {
  return useInfiniteQuery(collectiblesQueryOptions(parameters))
}
