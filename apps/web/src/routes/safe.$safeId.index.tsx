import { createFileRoute } from '@tanstack/react-router'
import type { Address } from 'viem'
import { CopyButton } from '../components/ui/CopyButton/CopyButton.tsx'
import { safeId } from '../config/paths.ts'
import { AddFundsButton } from '../features/add-funds/components/AddFundsButton.tsx'
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx'
import { NewTransactionButton } from '../features/new-transaction/components/NewTransactionButton.tsx'
import { useSafeProbe } from '../features/safe-overview/api/getSafeProbe.ts'
import { useIsWideScreen } from '../features/safe-overview/model/useIsWideScreen.ts'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'

export const Route = createFileRoute('/safe/$safeId/')({
  component: DashboardRoute,
})

function DashboardRoute() {
  const { target } = Route.useRouteContext()
  const wide = useIsWideScreen()
  // The layout shows what is wrong with the link instead of this page.
  if (!target.ok) return null
  const { chain, address } = target
  return (
    <DashboardPage
      chain={chain}
      address={address}
      // On a wide screen the sidebar holds these; on a phone its menu does, a tap away, so the dashboard
      // keeps the everyday ones in reach.
      actions={wide ? undefined : <PhoneActions chain={chain} address={address} />}
    />
  )
}

/** Copy, and once the chain confirms a Safe, New transaction and Add funds. */
function PhoneActions({ chain, address }: { chain: ChainInfo; address: Address }) {
  const probe = useSafeProbe({ chain, address })
  return (
    <>
      <CopyButton value={address} />
      {probe.status === 'safe' && (
        <>
          <NewTransactionButton safeId={safeId(chain.shortName, address)} />
          <AddFundsButton chain={chain} safe={address} />
        </>
      )}
    </>
  )
}
