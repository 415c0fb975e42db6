import { createFileRoute } from '@tanstack/react-router'
import { safeId } from '../config/paths.ts'
import { AppsPage } from '../features/safe-apps/components/AppsPage.tsx'
import { toAllowedAppOrigins } from '../features/safe-apps/model/appUrl.ts'
import { safeAppsQueryOptions } from '../gateway/getSafeApps.ts'

export const Route = createFileRoute('/safe/$safeId/apps/')({
  // The loader is its own chunk: the catalog's client stays off every other page's first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    if (context.target.ok)
      void context.queryClient.prefetchQuery(safeAppsQueryOptions(context.target.chain.chainId))
  },
  component: AppsRoute,
})

function AppsRoute() {
  const { target, config } = Route.useRouteContext()
  if (!target.ok || !target.prefixed) return null
  return (
    <AppsPage
      chain={target.chain}
      safeId={safeId(target.chain.shortName, target.address)}
      allowedOrigins={toAllowedAppOrigins(config)}
    />
  )
}
