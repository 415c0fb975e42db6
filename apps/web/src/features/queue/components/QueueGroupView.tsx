import type { Address } from 'viem'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { t } from '../i18n/t.ts'
import type { QueueGroup } from '../model/groupQueue.ts'
import { QueueTransactionRow } from './QueueTransactionRow.tsx'

/** One nonce: its label, a conflict warning when several transactions compete for it, and its rows. */
export function QueueGroupView({
  group,
  chain,
  safeAddress,
  safeId,
  safeNonce,
  owners,
  threshold,
  namer,
}: {
  group: QueueGroup
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  safeNonce: number | undefined
  owners: readonly Address[]
  threshold: number | undefined
  namer: AddressNamer
}) {
  const hasRejection = group.transactions.some(
    ({ transaction }) => transaction.txInfo.type === 'Custom' && transaction.txInfo.isCancellation,
  )
  return (
    <section aria-label={t('queue.group_label', { nonce: group.nonce })} className="flex flex-col gap-2">
      <div className="flex items-center gap-2 px-1">
        <Badge tone={group.label === 'next' ? 'accent' : 'neutral'}>
          {group.label === 'next' ? t('queue.next') : t('queue.queued')}
        </Badge>
        <span className="text-xs font-semibold text-ink-muted tabular-nums">
          {t('queue.nonce', { nonce: group.nonce })}
        </span>
      </div>
      <Card className="overflow-hidden">
        {group.conflict && (
          <p
            role="note"
            className="flex items-start gap-2.5 border-b border-line bg-warning-soft px-4 py-3 text-sm font-medium text-warning sm:px-5"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {t('queue.conflict')}
          </p>
        )}
        {group.transactions.map((item) => (
          <QueueTransactionRow
            key={item.transaction.id}
            item={item}
            nonce={group.nonce}
            chain={chain}
            safeAddress={safeAddress}
            safeId={safeId}
            safeNonce={safeNonce}
            owners={owners}
            threshold={threshold}
            namer={namer}
            groupHasRejection={hasRejection}
          />
        ))}
      </Card>
    </section>
  )
}
