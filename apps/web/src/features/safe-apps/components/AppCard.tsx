import { Link } from '@tanstack/react-router'
import { AppIcon } from '../../../components/ui/AppIcon/AppIcon.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'
import type { AppListing } from '../model/appListings.ts'

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'

/** One app: what it is, Open, and the person's bookmark (and Remove for one they added). */
export function AppCard({
  app,
  safeId,
  bookmarked,
  onToggleBookmark,
  onRemove,
}: {
  app: AppListing
  safeId: string
  bookmarked: boolean
  onToggleBookmark: () => void
  onRemove?: (() => void) | undefined
}) {
  return (
    <article
      data-testid="app-card"
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-[0_1px_2px_rgba(16,24,40,0.04)]"
    >
      <div className="flex items-start gap-3">
        <AppIcon name={app.name} iconUrl={app.iconUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="truncate font-semibold">{app.name}</h3>
          <p className="truncate text-xs text-ink-muted">{app.origin}</p>
        </div>
        <button
          type="button"
          aria-pressed={bookmarked}
          aria-label={t('safe_apps.bookmark', { name: app.name })}
          title={t('safe_apps.bookmark', { name: app.name })}
          onClick={onToggleBookmark}
          className={`${iconButton} ${bookmarked ? 'text-accent' : ''}`}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden
            className="size-5"
            fill={bookmarked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinejoin="round"
          >
            <path d="M6.5 4h11A1.5 1.5 0 0 1 19 5.5V20l-7-4.5L5 20V5.5A1.5 1.5 0 0 1 6.5 4Z" />
          </svg>
        </button>
      </div>
      {app.description && <p className="line-clamp-2 text-sm text-ink-muted">{app.description}</p>}
      {(app.tags.length > 0 || app.source === 'custom') && (
        <div className="flex flex-wrap gap-1.5">
          {app.source === 'custom' && <Badge tone="warning">{t('safe_apps.custom_badge')}</Badge>}
          {app.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </div>
      )}
      <div className="mt-auto flex items-center gap-2 pt-1">
        <Link
          to="/safe/$safeId/apps/open"
          params={{ safeId }}
          search={{ appUrl: app.url }}
          aria-label={t('safe_apps.open_named', { name: app.name })}
          className={`${buttonClassName('secondary', 'sm')} flex-1`}
        >
          {t('safe_apps.open')}
          <Icon name="arrowRight" className="size-4" />
        </Link>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('safe_apps.remove_custom', { name: app.name })}
            title={t('safe_apps.remove_custom', { name: app.name })}
            className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
          >
            <Icon name="trash" className="size-4" />
          </button>
        )}
      </div>
    </article>
  )
}
