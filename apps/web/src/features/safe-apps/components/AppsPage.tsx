import { useId, useMemo, useState } from 'react'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useSafeApps } from '../../../gateway/getSafeApps.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { t } from '../i18n/t.ts'
import { type AppListing, collectTags, filterApps, toAppListings } from '../model/appListings.ts'
import { useBookmarks } from '../model/bookmarksStore.ts'
import { useCustomApps } from '../model/customAppsStore.ts'
import { AddCustomAppDialog } from './AddCustomAppDialog.tsx'
import { AppCard } from './AppCard.tsx'

const chipClass = (active: boolean) =>
  `rounded-full px-3 py-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
    active ? 'bg-accent text-on-accent' : 'bg-surface-muted text-ink-muted hover:text-ink'
  }`

function AppGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  )
}

function LoadingGrid() {
  return (
    <div
      role="status"
      aria-label={t('safe_apps.loading')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex h-40 flex-col gap-3 rounded-card border border-line bg-surface p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-auto h-8 w-full" />
        </div>
      ))}
    </div>
  )
}

/**
 * A Safe's Apps tab: the chain's catalog with search and tags, featured apps first, the person's
 * bookmarks and the apps they added by URL.
 */
export function AppsPage({
  chain,
  safeId,
  allowedOrigins,
}: {
  chain: ChainInfo
  safeId: string
  allowedOrigins: readonly string[]
}) {
  const catalog = useSafeApps(chain.chainId)
  const custom = useCustomApps(chain.chainId)
  const { bookmarks, toggle } = useBookmarks(chain.chainId)
  const [query, setQuery] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [bookmarkedOnly, setBookmarkedOnly] = useState(false)
  const [adding, setAdding] = useState(false)
  const searchId = useId()

  const { listings, hidden } = useMemo(
    () => toAppListings(catalog.data ?? [], custom.apps, allowedOrigins),
    [catalog.data, custom.apps, allowedOrigins],
  )
  const allTags = useMemo(() => collectTags(listings), [listings])
  const filtered = filterApps(listings, { query, tags, bookmarkedOnly }, bookmarks)
  const filtering = query.trim() !== '' || tags.length > 0 || bookmarkedOnly
  const featured = filtering ? [] : listings.filter((app) => app.featured)

  const card = (app: AppListing) => (
    <li key={app.url}>
      <AppCard
        app={app}
        safeId={safeId}
        bookmarked={bookmarks.has(app.url)}
        onToggleBookmark={() => toggle(app.url)}
        onRemove={app.source === 'custom' ? () => custom.remove(app.url) : undefined}
      />
    </li>
  )

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-2xl flex-col gap-1">
          <h2 className="text-lg font-bold tracking-tight">{t('safe_apps.title')}</h2>
          <p className="text-sm text-ink-muted">{t('safe_apps.lead')}</p>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Icon name="plus" />
          {t('safe_apps.add_custom')}
        </Button>
      </div>

      <Card className="flex flex-col gap-3 p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('safe_apps.search')}
        </label>
        <TextInput
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('safe_apps.search_placeholder')}
          className="h-10 text-sm"
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('safe_apps.tags_label')}</legend>
          <button
            type="button"
            aria-pressed={bookmarkedOnly}
            onClick={() => setBookmarkedOnly(!bookmarkedOnly)}
            className={chipClass(bookmarkedOnly)}
          >
            {t('safe_apps.bookmarked_only')}
          </button>
          {allTags.map((tag) => {
            const active = tags.includes(tag)
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={active}
                onClick={() => setTags(active ? tags.filter((other) => other !== tag) : [...tags, tag])}
                className={chipClass(active)}
              >
                {tag}
              </button>
            )
          })}
        </fieldset>
      </Card>

      {catalog.status === 'error' && (
        <Notice tone="danger">
          {t('safe_apps.catalog_error', { reason: describeGatewayError(catalog.error) })}
          <Button variant="ghost" size="sm" className="self-start" onClick={() => void catalog.refetch()}>
            {t('safe_apps.retry')}
          </Button>
        </Notice>
      )}

      {featured.length > 0 && (
        <section className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t('safe_apps.featured')}
          </h3>
          <AppGrid label={t('safe_apps.featured')}>{featured.map(card)}</AppGrid>
        </section>
      )}

      <section className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('safe_apps.all_apps')}
        </h3>
        {catalog.status === 'pending' && custom.apps.length === 0 ? (
          <LoadingGrid />
        ) : filtered.length > 0 ? (
          <AppGrid label={t('safe_apps.all_apps')}>{filtered.map(card)}</AppGrid>
        ) : (
          <p className="rounded-card border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
            {filtering ? t('safe_apps.no_match') : t('safe_apps.empty', { chain: chain.chainName })}
          </p>
        )}
        {hidden > 0 && <p className="text-xs text-ink-muted">{t('safe_apps.hidden', { count: hidden })}</p>}
      </section>

      {adding && (
        <AddCustomAppDialog
          allowedOrigins={allowedOrigins}
          onAdd={custom.add}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  )
}
