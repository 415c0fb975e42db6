import { Link } from '@tanstack/react-router'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { t as appT } from '../../../i18n/t.ts'
import { t } from '../i18n/t.ts'
import { useMySafes } from '../model/useMySafes.ts'
import { SafeListRow } from './SafeListRow.tsx'

/** The landing page shows this many; My Safes has them all. */
const shownOnLanding = 5

/**
 * The connected owner's Safes on the start page, with their value and what waits in each queue: the
 * Safes the person came for, one click away. Loaded on demand once a wallet is connected, so the
 * start page's first load stays small.
 */
export default function LandingSafes() {
  const mine = useMySafes()
  if (mine.status === 'disconnected') return null
  const shown = mine.items.slice(0, shownOnLanding)
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5" data-testid="landing-safes">
      <div className="flex items-center justify-between gap-3 px-1">
        <h2 className="text-lg font-bold tracking-tight">{t('landing_safes.title')}</h2>
        <Link to="/safes" className="text-sm font-semibold text-accent hover:underline">
          {mine.items.length > shownOnLanding
            ? t('landing_safes.view_all_count', { count: mine.items.length })
            : t('landing_safes.view_all')}
        </Link>
      </div>
      {mine.status === 'pending' && (
        <div className="flex flex-col gap-2" aria-busy>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      )}
      {mine.status === 'error' && (
        <p role="alert" className="flex items-start gap-2 px-1 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {describeGatewayError(mine.error)}
        </p>
      )}
      {mine.status === 'success' && shown.length === 0 && (
        <p className="px-1 text-sm text-ink-muted">{appT('safe_switcher.none_owned')}</p>
      )}
      {shown.length > 0 && (
        <ul className="-mx-1 flex flex-col gap-0.5" aria-label={t('landing_safes.title')}>
          {shown.map((item) => (
            <li key={`${item.chain.chainId}:${item.address}`}>
              <SafeListRow item={item} currency={mine.currency} loadingOverview={mine.overviewsLoading} />
            </li>
          ))}
        </ul>
      )}
      {mine.failedChains.length > 0 && (
        <p className="px-1 text-xs text-warning">
          {t('my_safes.some_chains_failed', {
            chains: mine.failedChains.map((chain) => chain.chainName).join(', '),
          })}
        </p>
      )}
    </Card>
  )
}
