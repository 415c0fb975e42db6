import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useScrollRow } from '../../../components/ui/ScrollRow/useScrollRow.ts'
import { t } from '../i18n/t.ts'

type SettingsPath =
  | '/safe/$safeId/settings'
  | '/safe/$safeId/settings/delegates'
  | '/safe/$safeId/settings/notifications'
  | '/safe/$safeId/settings/email-alerts'
  | '/safe/$safeId/settings/recovery'
  | '/safe/$safeId/settings/apps'
  | '/safe/$safeId/settings/appearance'

const pages: readonly { to: SettingsPath; label: Parameters<typeof t>[0] }[] = [
  { to: '/safe/$safeId/settings', label: 'settings.nav.owners' },
  { to: '/safe/$safeId/settings/delegates', label: 'settings.nav.delegates' },
  { to: '/safe/$safeId/settings/notifications', label: 'settings.nav.notifications' },
  { to: '/safe/$safeId/settings/email-alerts', label: 'settings.nav.email_alerts' },
  { to: '/safe/$safeId/settings/recovery', label: 'settings.nav.recovery' },
  { to: '/safe/$safeId/settings/apps', label: 'settings.nav.apps' },
  { to: '/safe/$safeId/settings/appearance', label: 'settings.nav.appearance' },
]

const linkClass =
  'block shrink-0 rounded-control px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'
const active = { className: 'bg-surface text-ink shadow-sm ring-1 ring-line' }

/**
 * Settings: a heading, its pages as links (each its own URL, loaded when opened; one row that scrolls
 * sideways on a phone, faded at an end that hides entries, the open page's entry scrolled into view),
 * and the open page under them.
 */
export function SettingsLayout({ safeId, children }: { safeId: string; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const row = useScrollRow<HTMLElement>(pathname)
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold tracking-tight">{t('settings.page_title')}</h2>
      <nav
        ref={row.ref}
        aria-label={t('settings.nav.label')}
        data-testid="settings-nav"
        className="-mx-1 overflow-x-auto px-1 [scrollbar-width:thin]"
        style={row.mask ? { maskImage: row.mask, WebkitMaskImage: row.mask } : undefined}
      >
        <ul className="flex w-max gap-1 rounded-card bg-surface-muted/60 p-1">
          {pages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                params={{ safeId }}
                activeOptions={{ exact: true }}
                activeProps={active}
                className={linkClass}
              >
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
