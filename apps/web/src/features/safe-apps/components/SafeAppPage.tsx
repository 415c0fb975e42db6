import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { AppIcon } from '../../../components/ui/AppIcon/AppIcon.tsx'
import { Button, buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useSafeApps } from '../../../gateway/getSafeApps.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { Loading, Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { t } from '../i18n/t.ts'
import { type AppUrlError, findNormalizedAppUrl, type ParsedAppUrl, parseAppUrl } from '../model/appUrl.ts'
import { useCustomApps } from '../model/customAppsStore.ts'
import { fetchManifest } from '../model/manifest.ts'
import { useOpenedApps } from '../model/openedAppsStore.ts'
import { AppFrame } from './AppFrame.tsx'

function BackToApps({ safeId }: { safeId: string }) {
  return (
    <Link
      to="/safe/$safeId/apps"
      params={{ safeId }}
      className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Icon name="arrowRight" className="size-4 rotate-180" />
      {t('safe_apps.frame.back')}
    </Link>
  )
}

function refusalMessage(error: AppUrlError): string {
  if (error.code === 'not_allowed') return t('safe_apps.frame.refused.not_allowed', { origin: error.origin })
  return t(`safe_apps.frame.refused.${error.code}`)
}

function Header({
  safeId,
  name,
  iconUrl,
  origin,
}: {
  safeId: string
  name: string
  iconUrl: string | null
  origin: string
}) {
  return (
    <div className="flex flex-col gap-3">
      <BackToApps safeId={safeId} />
      <div className="flex items-center gap-3">
        <AppIcon name={name} iconUrl={iconUrl} size="sm" />
        <div className="flex min-w-0 flex-col">
          <h2 className="truncate text-lg font-bold tracking-tight">{name}</h2>
          <p className="truncate text-xs text-ink-muted">{origin}</p>
        </div>
      </div>
    </div>
  )
}

function Page({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>
}

/**
 * `/safe/{safe}/apps/open?appUrl=…`: refuses an app this deployment may not frame, warns before the first
 * open of one outside the catalog, then shows it with the host answering it.
 */
export function SafeAppPage({
  chain,
  safeAddress,
  safeId,
  appUrl,
  allowedOrigins,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  appUrl: string | undefined
  allowedOrigins: readonly string[]
}) {
  const parsed = parseAppUrl(appUrl, allowedOrigins)
  if (!parsed.ok)
    return (
      <Page>
        <BackToApps safeId={safeId} />
        <Card className="flex flex-col gap-2 p-5" role="alert">
          <h2 className="font-bold">{t('safe_apps.frame.refused_title')}</h2>
          <p className="text-sm text-ink-muted">{refusalMessage(parsed.error)}</p>
        </Card>
      </Page>
    )
  return (
    <AllowedApp
      key={parsed.app.url}
      chain={chain}
      safeAddress={safeAddress}
      safeId={safeId}
      app={parsed.app}
    />
  )
}

function AllowedApp({
  chain,
  safeAddress,
  safeId,
  app,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  app: ParsedAppUrl
}) {
  // Both start now, before any frame: the Safe must be in memory when the app asks for it.
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress })
  const catalog = useSafeApps(chain.chainId)
  const custom = useCustomApps(chain.chainId)
  const { opened, markOpened } = useOpenedApps()
  const listed = catalog.data?.find((entry) => findNormalizedAppUrl(entry.url) === app.url)
  const added = custom.apps.find((entry) => entry.url === app.url)
  const catalogKnown = catalog.status !== 'pending'
  const manifest = useQuery({
    queryKey: ['safe-apps', 'manifest', app.manifestUrl],
    queryFn: () => fetchManifest(app.manifestUrl),
    enabled: catalogKnown && !listed && !added,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const fromManifest = manifest.data?.ok ? manifest.data.manifest : undefined
  const name = listed?.name ?? added?.name ?? fromManifest?.name ?? new URL(app.url).host
  const iconUrl = listed?.iconUrl ?? added?.iconUrl ?? fromManifest?.iconUrl ?? null
  // The name labels every review the app opens: settle it before the app can ask for one.
  const named = catalogKnown && (listed !== undefined || added !== undefined || manifest.status !== 'pending')

  const header = <Header safeId={safeId} name={name} iconUrl={iconUrl} origin={app.origin} />
  if (!named)
    return (
      <Page>
        {header}
        <Loading label={t('safe_apps.loading')} />
      </Page>
    )
  if (!listed && !opened.has(app.url))
    return (
      <Page>
        {header}
        <Card className="flex flex-col gap-4 p-5" data-testid="unlisted-app-warning">
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-warning-soft text-warning">
              <Icon name="alert" className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-bold">{t('safe_apps.frame.unlisted_title', { name })}</h3>
              <p className="text-sm text-ink-muted">{t('safe_apps.frame.unlisted_body', { url: app.url })}</p>
            </div>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Link to="/safe/$safeId/apps" params={{ safeId }} className={buttonClassName('secondary')}>
              {t('safe_apps.frame.back')}
            </Link>
            <Button onClick={() => markOpened(app.url)}>{t('safe_apps.frame.unlisted_open')}</Button>
          </div>
        </Card>
      </Page>
    )
  if (info.status === 'error')
    return (
      <Page>
        {header}
        <Notice tone="danger">
          {t('safe_apps.frame.safe_error', { reason: describeGatewayError(info.error) })}
        </Notice>
      </Page>
    )
  if (!info.data)
    return (
      <Page>
        {header}
        <Loading label={t('safe_apps.frame.loading_safe')} />
      </Page>
    )
  return (
    <Page>
      {header}
      {/* Another Safe or chain is another app session: the protocol has no update event (protocol doc §9). */}
      <AppFrame
        key={`${chain.chainId}:${safeAddress}`}
        chain={chain}
        safe={info.data}
        app={{ name, url: app.url, origin: app.origin, iconUrl }}
      />
    </Page>
  )
}
