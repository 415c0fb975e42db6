import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { gatewayGet, toQueryString } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { AddressExSchema } from './SafeInfoSchema.ts'
import { safeQueryKeys } from './safeQueryKeys.ts'

export const SafeOverviewSchema = z.object({
  address: AddressExSchema,
  chainId: z.string(),
  threshold: z.int().check(z.nonnegative()),
  owners: z.array(AddressExSchema),
  fiatTotal: z.catch(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), '0'),
  queued: z.catch(z.int().check(z.nonnegative()), 0),
  awaitingConfirmation: z.catch(z.nullish(z.int().check(z.nonnegative())), null),
})
export type SafeOverview = z.infer<typeof SafeOverviewSchema>

export type SafeRef = { chainId: string; address: Address }

// The gateway reads at most 10 Safes per request (gateway-contract §7.2) and silently drops the rest.
const maxSafesPerRequest = 10

/**
 * GET /v1/safes for any number of Safes, 10 per request. Safes the gateway cannot read are simply
 * absent from the answer, as the contract says.
 */
export async function getSafeOverviews({
  safes,
  currency,
  walletAddress,
}: {
  safes: readonly SafeRef[]
  currency: string
  walletAddress?: Address | undefined
}): Promise<SafeOverview[]> {
  const batches: SafeRef[][] = []
  for (let start = 0; start < safes.length; start += maxSafesPerRequest) {
    batches.push(safes.slice(start, start + maxSafesPerRequest))
  }
  const pages = await Promise.all(
    batches.map((batch) =>
      parseGatewayResponse(
        () =>
          gatewayGet(
            `/v1/safes${toQueryString({
              currency: currency.toLowerCase(),
              trusted: false,
              exclude_spam: true,
              wallet_address: walletAddress,
              safes: batch.map((safe) => `${Number(safe.chainId)}:${safe.address}`).join(','),
            })}`,
          ),
        z.array(SafeOverviewSchema),
        'Safe overview list',
      ),
    ),
  )
  return pages.flat()
}

export function safeOverviewsQueryOptions(parameters: {
  safes: readonly SafeRef[]
  currency: string
  walletAddress?: Address | undefined
}) {
  return queryOptions({
    queryKey: [
      'gateway',
      'safe-overviews',
      parameters.currency,
      parameters.walletAddress ?? null,
      parameters.safes.map((safe) => `${safe.chainId}:${safe.address}`).join(','),
    ] as const,
    queryFn: () => getSafeOverviews(parameters),
    enabled: parameters.safes.length > 0,
    staleTime: 15_000,
    retry: 1,
  })
}

export function useSafeOverviews(parameters: {
  safes: readonly SafeRef[]
  currency: string
  walletAddress?: Address | undefined
}) {
  return useQuery(safeOverviewsQueryOptions(parameters))
}

/**
 * One Safe's overview (its pending count), keyed under the Safe so live updates refetch it with the
 * rest of the Safe's data.
 */
export function safeOverviewQueryOptions({
  chainId,
  safeAddress,
  currency,
}: {
  chainId: string
  safeAddress: Address
  currency: string
}) {
  return queryOptions({
    queryKey: [...safeQueryKeys.all(chainId, safeAddress), 'overview', currency] as const,
    queryFn: async () => {
      const [overview] = await getSafeOverviews({ safes: [{ chainId, address: safeAddress }], currency })
      // The gateway omits a Safe it cannot read rather than failing (§7.2).
      return overview ?? null
    },
    staleTime: 15_000,
    retry: 1,
  })
}
