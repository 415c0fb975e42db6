import type { Address } from 'viem'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { t } from '../push/i18n/t.ts'
import { PushNotificationsSection } from '../push/PushNotificationsSection.tsx'

/**
 * Settings → Notifications (push in this browser). It loads with the Settings route, itself loaded on
 * demand, so nothing of it is in a Safe's first page; the service worker is a file of its own (/sw.js).
 * A React.lazy chunk of its own was tried: after a page opened by the worker's notification click, that
 * chunk's Suspense never resolved in Chromium, so the section stays in the route's chunk.
 */
export function PushNotificationsCard(props: {
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
        <PushNotificationsSection {...props} />
      </div>
    </Card>
  )
}
