import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { gatewayGet, toQueryString } from './gatewayClient.ts'
import { parseGatewayResponse } from './parseGatewayResponse.ts'
import { type SafeApp, SafeAppSchema } from './SafeAppSchema.ts'

/** The chain's catalog; not Safe-scoped, so it lives apart from safeQueryKeys. */
export function safeAppsQueryKey(chainId: string) {
  return ['gateway', 'chain', chainId, 'safe-apps'] as const
}

/** The apps among `raw` that parse; a malformed one is skipped with a warning rather than hiding the others. */
export function parseSafeApps(raw: readonly unknown[]): SafeApp[] {
  const apps: SafeApp[] = []
  for (const item of raw) {
    const app = SafeAppSchema.safeParse(item)
    if (app.success) apps.push(app.data)
    else console.warn('Skipping a Safe App the gateway described incompletely', app.error.issues)
  }
  return apps
}

/**
 * GET /v1/chains/{chainId}/safe-apps (gateway-contract §11.1): the apps listed for the chain. `clientUrl`
 * is this page's origin, so the gateway leaves out apps whose allow-list does not include us.
 */
export async function getSafeApps({
  chainId,
  clientUrl,
}: {
  chainId: string
  clientUrl: string
}): Promise<SafeApp[]> {
  const raw = await parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/safe-apps${toQueryString({ clientUrl })}`),
    z.array(z.unknown()),
    'app list',
  )
  return parseSafeApps(raw)
}

export function safeAppsQueryOptions(chainId: string) {
  return queryOptions({
    queryKey: safeAppsQueryKey(chainId),
    queryFn: () => getSafeApps({ chainId, clientUrl: window.location.origin }),
    // The catalog changes with deployments, not while someone looks at it.
    staleTime: 5 * 60_000,
    retry: 1,
  })
}

export function useSafeApps(chainId: string) {
  return useQuery(safeAppsQueryOptions(chainId))
}
