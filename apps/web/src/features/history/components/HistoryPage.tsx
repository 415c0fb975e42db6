import { useMemo, useState } from 'react'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { LoadFailed } from '../../../components/ui/LoadFailed/LoadFailed.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { browserTimeZone, useHistoryFeed } from '../api/useHistoryFeed.ts'
import { t } from '../i18n/t.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { HistoryList } from './HistoryList.tsx'

function LoadingRows() {
  return (
    <div className="flex flex-col" aria-busy>
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <div key={key} className="flex items-center gap-3 border-b border-line px-5 py-3 last:border-b-0">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-16" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  )
}

/** The Safe's History tab: every executed transaction and incoming transfer, newest first, live. */
export function HistoryPage({
  chain,
  safeAddress,
  safeId,
}: {
  chain: ChainInfo
  safeAddress: string
  safeId: string
}) {
  const [timeZone] = useState(browserTimeZone)
  const history = useHistoryFeed({ chainId: chain.chainId, safeAddress, timeZone })
  const nameOf = useAddressNames(chain.chainId)
  const namer = useMemo<AddressNamer>(() => ({ chain, nameOf }), [chain, nameOf])
  const { feed } = history

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold tracking-tight">{t('history.title')}</h2>
          <p className="text-sm text-ink-muted">{t('history.lead')}</p>
        </div>
        <ExportCsvButton chain={chain} safeAddress={safeAddress} />
      </div>
      <Card className="overflow-hidden">
        {feed.status === 'pending' && <LoadingRows />}
        {feed.status === 'error' && (
          <LoadFailed
            message={t('history.load_failed', { reason: describeGatewayError(feed.error) })}
            retryLabel={t('history.retry')}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        )}
        {feed.status === 'success' && feed.data.items.length === 0 && (
          <p className="p-8 text-center text-sm text-ink-muted">{t('history.empty')}</p>
        )}
        {feed.status === 'success' && feed.data.items.length > 0 && (
          <HistoryList
            items={feed.data.items}
            safeId={safeId}
            safeAddress={safeAddress}
            namer={namer}
            timeZone={timeZone}
            hasMore={history.hasMore}
            loadingMore={history.loadingMore}
            loadMoreFailed={history.loadMoreFailed}
            onLoadMore={history.loadMore}
            onRetryMore={history.retryMore}
          />
        )}
      </Card>
      {feed.status === 'success' && !history.hasMore && feed.data.items.length > 0 && (
        <p className="text-center text-xs text-ink-faint">{t('history.end')}</p>
      )}
    </div>
  )
}
