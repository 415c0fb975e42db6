import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
// The switcher's words, drawn on every Safe page: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { t } from '../i18n/t.ts'
import { useMySafes } from '../model/useMySafes.ts'
import { SafeListRow } from './SafeListRow.tsx'

function Centered({
  icon,
  title,
  body,
  children,
}: {
  icon: 'wallet' | 'vault'
  title: string
  body: string
  children?: ReactNode
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
        <Icon name={icon} className="size-6" />
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="max-w-md text-sm text-ink-muted">{body}</p>
      {children}
    </Card>
  )
}

/**
 * My Safes: every Safe the connected wallet owns, on every network the gateway serves. `connectButton`
 * is the app's connect button (the wallet feature), shown when no wallet is connected.
 */
export function MySafesPage({ connectButton }: { connectButton: ReactNode }) {
  const mine = useMySafes()
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('my_safes.title')}</h1>
          <p className="text-sm text-ink-muted">{t('my_safes.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/open" className={buttonClassName('secondary', 'sm')}>
            {appT('safe_switcher.open_other')}
          </Link>
          <Link to="/new-safe" className={buttonClassName('primary', 'sm')}>
            <Icon name="plus" />
            {t('my_safes.create')}
          </Link>
        </div>
      </div>

      {mine.status === 'disconnected' && (
        <Centered icon="wallet" title={t('my_safes.connect_title')} body={t('my_safes.connect_body')}>
          {connectButton}
        </Centered>
      )}
      {mine.status === 'pending' && (
        <Card className="flex flex-col gap-3 p-4" aria-busy>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </Card>
      )}
      {mine.status === 'error' && (
        <Card className="p-5">
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {describeGatewayError(mine.error)}
          </p>
        </Card>
      )}
      {mine.status === 'success' && mine.items.length === 0 && (
        <Centered icon="vault" title={t('my_safes.empty_title')} body={t('my_safes.empty_body')}>
          <Link to="/new-safe" className={buttonClassName('primary')}>
            <Icon name="plus" />
            {t('my_safes.create')}
          </Link>
        </Centered>
      )}
      {mine.status === 'success' && mine.items.length > 0 && (
        <Card className="p-2">
          <ul className="flex flex-col gap-0.5" aria-label={t('my_safes.title')}>
            {mine.items.map((item) => (
              <li key={`${item.chain.chainId}:${item.address}`}>
                <SafeListRow item={item} currency={mine.currency} loadingOverview={mine.overviewsLoading} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {mine.failedChains.length > 0 && (
        <p className="flex items-start gap-2 rounded-control bg-warning-soft px-4 py-3 text-sm text-warning">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('my_safes.some_chains_failed', {
            chains: mine.failedChains.map((chain) => chain.chainName).join(', '),
          })}
        </p>
      )}
    </div>
  )
}
