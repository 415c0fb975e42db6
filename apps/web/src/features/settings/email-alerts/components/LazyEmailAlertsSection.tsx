import { lazy, Suspense } from 'react'
import type { Address } from 'viem'
import { Card } from '../../../../components/ui/Card/Card.tsx'
import { Skeleton } from '../../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../../gateway/ChainInfoSchema.ts'

// Its forms, words and requests load when Settings shows it, not with the Settings page.
const EmailAlertsSection = lazy(() => import('./EmailAlertsSection.tsx'))

/** Settings → Email alerts, loaded on demand; a placeholder of its shape meanwhile. */
export function LazyEmailAlertsSection(props: {
  chain: ChainInfo
  safe: Address
  owners: readonly Address[]
}) {
  return (
    <Suspense
      fallback={
        <Card className="grid gap-4 p-5 md:grid-cols-[14rem_1fr] md:gap-8" aria-busy>
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-8 w-full" />
        </Card>
      }
    >
      <EmailAlertsSection {...props} />
    </Suspense>
  )
}
