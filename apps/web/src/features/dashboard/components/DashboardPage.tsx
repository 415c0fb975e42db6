import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { formatFiat } from '../../../chain/formatFiat.ts'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { TokenLogo } from '../../../components/ui/TokenLogo/TokenLogo.tsx'
import { safeId } from '../../../config/paths.ts'
import { arePricesOff } from '../../../gateway/arePricesOff.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useBalances } from '../../../gateway/getBalances.ts'
import { useFiatCurrency } from '../../../gateway/getFiatCurrencies.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { safeOverviewQueryOptions } from '../../../gateway/getSafeOverviews.ts'
import { t } from '../../../i18n/t.ts'
import { LazyRecoveryPanel } from '../../../recovery/components/LazyRecoveryPanel.tsx'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { toTopAssets } from '../model/toTopAssets.ts'
import { IndexingStatusBanner } from './IndexingStatusBanner.tsx'
import { VersionBadge } from './VersionBadge.tsx'

type SafeProps = { chain: ChainInfo; address: Address }

function CardTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{children}</h2>
      {action}
    </div>
  )
}

/** A value card's placeholder: the figure and the line under it, at their height, so nothing moves when they come. */
function FigureSkeleton({ width, line = 'h-5 w-32' }: { width: string; line?: string }) {
  return (
    <>
      <Skeleton className={`h-9 ${width}`} />
      <span className="mt-auto block pt-3">
        <Skeleton className={line} />
      </span>
    </>
  )
}

function ErrorText({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

function TotalValueCard({ chain, address }: SafeProps) {
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId: chain.chainId, safeAddress: address, currency })
  return (
    <Card className="flex flex-col p-5">
      <CardTitle>{t('dashboard.total_value')}</CardTitle>
      {balances.status === 'pending' && <FigureSkeleton width="w-40" />}
      {balances.status === 'error' && <ErrorText>{describeGatewayError(balances.error)}</ErrorText>}
      {balances.status === 'success' &&
        (arePricesOff(balances.data) ? (
          // Small on purpose: it comes after the first paint, and a large late block would become the
          // page's largest paint (LCP), seconds after the page was usable.
          <div className="flex flex-col gap-0.5">
            <span className="text-lg font-bold tracking-tight">{t('dashboard.prices_off')}</span>
            <span className="text-xs text-ink-muted">{t('dashboard.prices_off_body')}</span>
          </div>
        ) : (
          <span data-testid="safe-fiat-total" className="text-3xl font-bold tracking-tight tabular-nums">
            {formatFiat(balances.data.fiatTotal, currency)}
          </span>
        ))}
      {balances.status === 'success' && (
        <span className="mt-auto pt-3 text-sm text-ink-muted">
          {t('dashboard.token_count', {
            count: balances.data.items.filter((item) => item.balance !== '0').length,
          })}
        </span>
      )}
    </Card>
  )
}

function PendingCard({ chain, address }: SafeProps) {
  const [currency] = useFiatCurrency()
  const overview = useQuery(
    safeOverviewQueryOptions({ chainId: chain.chainId, safeAddress: address, currency }),
  )
  const queued = overview.data?.queued
  return (
    <Card className="flex flex-col p-5">
      <CardTitle>{t('dashboard.pending')}</CardTitle>
      {overview.status === 'pending' && <FigureSkeleton width="w-16" />}
      {overview.status === 'error' && <ErrorText>{describeGatewayError(overview.error)}</ErrorText>}
      {overview.status === 'success' && (
        <>
          <span data-testid="safe-pending-count" className="text-3xl font-bold tracking-tight tabular-nums">
            {queued ?? '—'}
          </span>
          <span className="mt-auto pt-3 text-sm text-ink-muted">
            {queued === undefined
              ? t('dashboard.pending_unknown')
              : queued === 0
                ? t('dashboard.pending_none')
                : t('dashboard.pending_some')}
          </span>
        </>
      )}
    </Card>
  )
}

function OwnersCard({ chain, address }: SafeProps) {
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: address })
  return (
    <Card className="flex flex-col p-5">
      <CardTitle
        action={
          <Link
            to="/safe/$safeId/settings"
            params={{ safeId: safeId(chain.shortName, address) }}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t('dashboard.manage')}
          </Link>
        }
      >
        {t('dashboard.owners')}
      </CardTitle>
      {info.status === 'pending' && <FigureSkeleton width="w-24" line="h-7 w-40" />}
      {info.status === 'error' && (
        <ErrorText>
          {describeGatewayError(info.error, {
            notFound: t('dashboard.not_indexed', { chain: chain.chainName }),
          })}
        </ErrorText>
      )}
      {info.status === 'success' && (
        <>
          <span data-testid="safe-threshold" className="text-3xl font-bold tracking-tight tabular-nums">
            {t('safe.threshold_value', { threshold: info.data.threshold, owners: info.data.owners.length })}
          </span>
          <div className="mt-auto flex items-center gap-3 pt-3">
            <div className="flex -space-x-2">
              {info.data.owners.slice(0, 5).map((owner) => (
                <AddressAvatar key={owner.value} address={owner.value} className="size-7 ring-2" />
              ))}
            </div>
            <span className="text-sm text-ink-muted">{t('dashboard.signatures_needed')}</span>
          </div>
        </>
      )}
    </Card>
  )
}

function TopAssetsCard({ chain, address }: SafeProps) {
  const [currency] = useFiatCurrency()
  const balances = useBalances({ chainId: chain.chainId, safeAddress: address, currency })
  const pricesOff = balances.data ? arePricesOff(balances.data) : false
  const assets = balances.data ? toTopAssets(balances.data.items) : []
  return (
    <Card className="p-5 lg:col-span-2">
      <CardTitle
        action={
          <Link
            to="/safe/$safeId/assets"
            params={{ safeId: safeId(chain.shortName, address) }}
            className="text-sm font-semibold text-accent hover:underline"
          >
            {t('dashboard.view_all')}
          </Link>
        }
      >
        {t('dashboard.top_assets')}
      </CardTitle>
      {balances.status === 'pending' && (
        <ul className="flex flex-col gap-4" aria-busy>
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-20" />
            </li>
          ))}
        </ul>
      )}
      {balances.status === 'error' && <ErrorText>{describeGatewayError(balances.error)}</ErrorText>}
      {balances.status === 'success' && assets.length === 0 && (
        <p className="text-sm text-ink-muted">{t('dashboard.no_assets')}</p>
      )}
      {assets.length > 0 && (
        <ul className="divide-y divide-line">
          {assets.map((asset) => (
            <li key={asset.tokenInfo.address} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <TokenLogo src={asset.tokenInfo.logoUri} symbol={asset.tokenInfo.symbol} />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold">{asset.tokenInfo.name}</span>
                <span className="text-xs text-ink-muted">{asset.tokenInfo.symbol}</span>
              </div>
              <div className="flex flex-col items-end">
                <span className="text-sm font-semibold tabular-nums">
                  {formatAmount(BigInt(asset.balance), asset.tokenInfo.decimals)} {asset.tokenInfo.symbol}
                </span>
                {!pricesOff && (
                  <span className="text-xs text-ink-muted tabular-nums">
                    {formatFiat(asset.fiatBalance, currency)}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function SafeDetailsCard({ chain, address }: SafeProps) {
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: address })
  return (
    <Card className="p-5">
      <CardTitle>{t('dashboard.safe_details')}</CardTitle>
      {info.status === 'pending' && (
        <div className="flex flex-col gap-3">
          {/* One line per row of the details below. */}
          {['w-32', 'w-24', 'w-36', 'w-20'].map((width) => (
            <Skeleton key={width} className={`h-5 ${width}`} />
          ))}
        </div>
      )}
      {info.status === 'error' && (
        <ErrorText>
          {describeGatewayError(info.error, {
            notFound: t('dashboard.not_indexed', { chain: chain.chainName }),
          })}
        </ErrorText>
      )}
      {info.status === 'success' && (
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">{t('safe.version')}</dt>
            <dd className="flex items-center gap-2 font-semibold">
              {info.data.version ?? t('dashboard.unknown')}
              <VersionBadge state={info.data.implementationVersionState} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">{t('safe.nonce')}</dt>
            <dd data-testid="safe-nonce" className="font-semibold tabular-nums">
              {info.data.nonce}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">{t('dashboard.network')}</dt>
            <dd className="font-semibold">{chain.chainName}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-ink-muted">{t('dashboard.modules')}</dt>
            <dd className="font-semibold">
              {info.data.modules.length === 0 ? (
                <Badge>{t('dashboard.none')}</Badge>
              ) : (
                info.data.modules.length
              )}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  )
}

/** Pending recoveries, and "Start recovery" for a connected recoverer: only for a Safe with modules. */
function RecoverySlot({ chain, address }: SafeProps) {
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: address })
  const { address: connected } = useWalletSnapshot()
  const safe = info.data
  return (
    <LazyRecoveryPanel
      chain={chain}
      safe={address}
      current={safe && { owners: safe.owners.map((owner) => owner.value), threshold: safe.threshold }}
      connected={connected}
      hasModules={(safe?.modules.length ?? 0) > 0}
      allowStart
    />
  )
}

/**
 * The whole address, to check when funding the Safe (the shell shows it short), and `actions` (copy, Add
 * funds, New transaction) when the shell keeps them in its menu. Drawn from the JavaScript alone, it is the page's largest paint.
 */
function AddressCard({ chain, address, actions }: SafeProps & { actions?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          {t('dashboard.address')}
        </h2>
        <p data-testid="safe-full-address" className="font-mono text-base break-all">
          <span className="text-ink-muted">{chain.shortName}:</span>
          {address}
        </p>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </Card>
  )
}

/**
 * A Safe's first page: its address, what it is worth, what waits for signatures, who signs, and how it is
 * set up. `actions` (Add funds, New transaction) come from the route, on a phone.
 */
export function DashboardPage({ chain, address, actions }: SafeProps & { actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <AddressCard chain={chain} address={address} actions={actions} />
      <IndexingStatusBanner chain={chain} />
      <RecoverySlot chain={chain} address={address} />
      <div className="grid gap-5 md:grid-cols-3">
        <TotalValueCard chain={chain} address={address} />
        <PendingCard chain={chain} address={address} />
        <OwnersCard chain={chain} address={address} />
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        <TopAssetsCard chain={chain} address={address} />
        <SafeDetailsCard chain={chain} address={address} />
      </div>
    </div>
  )
}
