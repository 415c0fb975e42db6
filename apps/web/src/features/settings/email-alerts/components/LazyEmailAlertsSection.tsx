import { loadOnDemand } from '../../../../components/onDemand/loadOnDemand.tsx'
import { Card } from '../../../../components/ui/Card/Card.tsx'
import { Skeleton } from '../../../../components/ui/Skeleton/Skeleton.tsx'

/**
 * Settings → Email alerts: its forms, words and requests load when Settings shows it, not with the
 * Settings page; a placeholder of its shape meanwhile.
 */
export const LazyEmailAlertsSection = loadOnDemand(
  () => import('./EmailAlertsSection.tsx').then((module) => module.default),
  <Card className="grid gap-4 p-5 md:grid-cols-[14rem_1fr] md:gap-8" aria-busy>
    <Skeleton className="h-5 w-28" />
    <Skeleton className="h-8 w-full" />
  </Card>,
)
