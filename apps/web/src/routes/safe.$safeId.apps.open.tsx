import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { safeId } from '../config/paths.ts'
import { SafeAppPage } from '../features/safe-apps/components/SafeAppPage.tsx'
import { toAllowedAppOrigins } from '../features/safe-apps/model/appUrl.ts'
import { safeAppsQueryOptions } from '../gateway/getSafeApps.ts'
import { safeInfoQueryOptions } from '../gateway/getSafeInfo.ts'

// ?appUrl=<url-encoded app URL>, as Safe{Wallet} links apps. The page checks it; here it is only a string.
const SearchSchema = z.object({ appUrl: z.catch(z.optional(z.string()), undefined) })

export const Route = createFileRoute('/safe/$safeId/apps/open')({
  validateSearch: SearchSchema,
  codeSplitGroupings: [['loader'], ['component']],
  // Started on hover of an app's Open link, so the Safe is in memory before the frame exists.
  loader: ({ context }) => {
    const { target, queryClient } = context
    if (!target.ok) return
    void queryClient.prefetchQuery(
      safeInfoQueryOptions({ chainId: target.chain.chainId, safeAddress: target.address }),
    )
    void queryClient.prefetchQuery(safeAppsQueryOptions(target.chain.chainId))
  },
  component: SafeAppRoute,
})

function SafeAppRoute() {
  const { target, config } = Route.useRouteContext()
  const { appUrl } = Route.useSearch()
  if (!target.ok || !target.prefixed) return null
  return (
    <SafeAppPage
      chain={target.chain}
      safeAddress={target.address}
      safeId={safeId(target.chain.shortName, target.address)}
      appUrl={appUrl}
      allowedOrigins={toAllowedAppOrigins(config)}
    />
  )
}
