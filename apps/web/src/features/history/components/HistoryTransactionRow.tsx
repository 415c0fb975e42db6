import { memo } from 'react'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { TransactionAppTag } from '../../../transactions/components/TransactionAppTag.tsx'
import { TransactionDetailsLoader } from '../../../transactions/components/TransactionDetailsLoader.tsx'
import { TransactionKindIcon } from '../../../transactions/components/TransactionKindIcon.tsx'
import { TransactionPageLink } from '../../../transactions/components/TransactionPageLink.tsx'
import { TransactionStatusBadge } from '../../../transactions/components/TransactionStatusBadge.tsx'
import { describeTransaction } from '../../../transactions/describeTransaction.ts'
import { formatTimeOfDay } from '../../../transactions/formatTransactionTime.ts'
import type { TransactionSummary } from '../../../transactions/TransactionSummarySchema.ts'
import { t } from '../i18n/t.ts'

/** The gateway flags transfers that mimic a recent counterparty (address poisoning, §6.6). */
function isImitation(transaction: TransactionSummary): boolean {
  const { txInfo } = transaction
  return (
    txInfo.type === 'Transfer' &&
    txInfo.transferInfo.type === 'ERC20' &&
    txInfo.transferInfo.imitation === true
  )
}

/** One transaction: a summary line that expands in place to its details. */
export const HistoryTransactionRow = memo(function HistoryTransactionRow({
  transaction,
  safeId,
  safeAddress,
  namer,
  timeZone,
  expanded,
  onToggle,
}: {
  transaction: TransactionSummary
  safeId: string
  safeAddress: string
  namer: AddressNamer
  timeZone: string
  expanded: boolean
  onToggle: (id: string) => void
}) {
  const description = describeTransaction(transaction, {
    nativeCurrency: namer.chain.nativeCurrency,
    nameOf: (address) => namer.nameOf(address.value),
  })
  const detailsId = `tx-details-${transaction.id}`
  return (
    <div className="border-b border-line" data-testid="history-row">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => onToggle(transaction.id)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent sm:px-5"
      >
        <TransactionKindIcon kind={description.kind} />
        {/* On a phone the title wraps over the row's width and the amount and status move to a line
            of their own, instead of being cut. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex min-w-0 basis-full flex-col sm:basis-0 sm:flex-1">
            <span className="text-sm font-semibold [overflow-wrap:anywhere]">{description.title}</span>
            <span className="text-xs text-ink-muted tabular-nums">
              {formatTimeOfDay(transaction.timestamp, timeZone)}
            </span>
            <TransactionAppTag app={transaction.safeAppInfo} />
          </span>
          {description.amount && (
            <span
              className={`text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:max-w-[40%] ${description.kind === 'incoming' ? 'text-success' : ''}`}
            >
              {description.amount}
            </span>
          )}
          {isImitation(transaction) && (
            <span title={t('history.imitation_hint')}>
              <Badge tone="warning">{t('history.imitation')}</Badge>
            </span>
          )}
          <TransactionStatusBadge status={transaction.txStatus} />
        </span>
        <Icon
          name="chevronDown"
          className={`size-4 shrink-0 text-ink-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
        <span className="sr-only">{expanded ? t('history.hide_details') : t('history.show_details')}</span>
      </button>
      {expanded && (
        <div
          id={detailsId}
          className="flex flex-col gap-4 border-t border-line bg-surface-muted/30 px-4 py-4 sm:px-5"
        >
          <TransactionDetailsLoader
            parameters={{ chainId: namer.chain.chainId, safeAddress, txId: transaction.id }}
            namer={namer}
            timeZone={timeZone}
          />
          <TransactionPageLink safeId={safeId} txId={transaction.id} />
        </div>
      )}
    </div>
  )
})
