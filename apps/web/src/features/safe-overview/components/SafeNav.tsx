import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { t } from '../../../i18n/t.ts'

const linkClass =
  'shrink-0 rounded-control px-3.5 py-2 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'
const activeClass = 'bg-surface text-ink shadow-sm ring-1 ring-line'

/**
 * The Safe's pages as tabs; scrolls sideways on a narrow screen instead of wrapping. `queueBadge` (the
 * pending count) comes from the layout, since the queue is another feature's.
 */
export function SafeNav({ safeId, queueBadge }: { safeId: string; queueBadge?: ReactNode }) {
  const params = { safeId }
  const active = { className: activeClass }
  return (
    <nav aria-label={t('safe_nav.label')} className="-mx-1 overflow-x-auto px-1">
      <div className="flex w-max gap-1 rounded-card bg-surface-muted/60 p-1">
        <Link
          to="/safe/$safeId"
          params={params}
          activeOptions={{ exact: true }}
          activeProps={active}
          className={linkClass}
        >
          {t('safe_nav.dashboard')}
        </Link>
        <Link
          to="/safe/$safeId/queue"
          params={params}
          activeProps={active}
          className={`${linkClass} inline-flex items-center gap-1.5`}
        >
          {t('safe_nav.queue')}
          {queueBadge}
        </Link>
        <Link to="/safe/$safeId/assets" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.assets')}
        </Link>
        <Link to="/safe/$safeId/nfts" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.nfts')}
        </Link>
        <Link to="/safe/$safeId/history" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.history')}
        </Link>
        <Link to="/safe/$safeId/messages" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.messages')}
        </Link>
        <Link to="/safe/$safeId/apps" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.apps')}
        </Link>
        <Link to="/safe/$safeId/settings" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.settings')}
        </Link>
        <Link to="/safe/$safeId/address-book" params={params} activeProps={active} className={linkClass}>
          {t('safe_nav.address_book')}
        </Link>
      </div>
    </nav>
  )
}
