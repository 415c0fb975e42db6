import { lazy, Suspense } from 'react'
import type { Address } from 'viem'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { t } from '../push/i18n/t.ts'

const PushNotificationsSection = lazy(() =>
  import('../push/PushNotificationsSection.tsx').then((module) => ({
    default: module.PushNotificationsSection,
  })),
)

/**
 * Settings → Notifications (push in this browser). Its body, the push and service worker code, loads
 * only when the section is on screen; the heading is drawn at once so the page does not jump.
 */
export function LazyPushNotificationsSection(props: {
  chainId: string
  safe: Address
  owners: readonly Address[]
  connected: Address | undefined
}) {
  return (
    <Card
      className="grid gap-4 p-5 md:grid-cols-[14rem_1fr] md:gap-8"
      aria-labelledby="push-notifications-title"
      data-testid="push-notifications"
    >
      <div className="flex flex-col gap-1">
        <h2 id="push-notifications-title" className="text-base font-bold">
          {t('push_notifications.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('push_notifications.description')}</p>
      </div>
      <div className="min-w-0">
        <Suspense
          fallback={
            <div className="flex flex-col gap-3" aria-busy>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-10 w-48" />
            </div>
          }
        >
          <PushNotificationsSection {...props} />
        </Suspense>
      </div>
    </Card>
  )
}
