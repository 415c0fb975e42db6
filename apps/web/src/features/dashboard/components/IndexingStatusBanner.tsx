import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { toIndexingProgress, useIndexingStatus } from '../../../gateway/getIndexingStatus.ts'
import { t } from '../../../i18n/t.ts'

/**
 * While the gateway is still reading the chain, what the pages show may be incomplete: say so, with
 * how far it is. Nothing at all once it is synced (or when the gateway cannot tell).
 */
export function IndexingStatusBanner({ chain }: { chain: ChainInfo }) {
  const status = useIndexingStatus({ chainId: chain.chainId })
  if (status.status !== 'success' || status.data.synced) return null
  const progress = toIndexingProgress(status.data)
  const percent = progress === undefined ? undefined : Math.floor(progress * 100)
  return (
    <Card className="flex flex-col gap-3 border-accent/30 p-5" aria-live="polite">
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-control bg-accent-soft text-accent">
          <Icon
            name="refresh"
            className="size-4 animate-spin [animation-duration:2.5s] motion-reduce:animate-none"
          />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-semibold">{t('indexing.title', { chain: chain.chainName })}</span>
          <span className="text-sm text-ink-muted">{t('indexing.body')}</span>
        </div>
        {percent !== undefined && <span className="text-sm font-bold tabular-nums">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={t('indexing.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={`h-full rounded-full bg-accent transition-[width] duration-500 ${percent === undefined ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === undefined ? undefined : { width: `${Math.max(percent, 2)}%` }}
        />
      </div>
      {status.data.currentBlockNumber != null && status.data.erc20BlockNumber != null && (
        <span className="text-xs text-ink-muted tabular-nums">
          {t('indexing.blocks', {
            indexed: status.data.erc20BlockNumber.toLocaleString('en-US'),
            head: status.data.currentBlockNumber.toLocaleString('en-US'),
          })}
        </span>
      )}
    </Card>
  )
}
