import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { type Address, isHex } from 'viem'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { openSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { NamedAddress } from '../../../transactions/components/NamedAddress.tsx'
import { TransactionAppTag } from '../../../transactions/components/TransactionAppTag.tsx'
import { TransactionKindIcon } from '../../../transactions/components/TransactionKindIcon.tsx'
import { TransactionPageLink } from '../../../transactions/components/TransactionPageLink.tsx'
import { TransactionStatusBadge } from '../../../transactions/components/TransactionStatusBadge.tsx'
import { describeTransaction } from '../../../transactions/describeTransaction.ts'
import { transactionDetailsQueryOptions } from '../../../transactions/getTransactionDetails.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import type { QueuedTransactionItem } from '../model/QueuePageSchema.ts'
import { queueActions } from '../model/queueActions.ts'

/** One queued transaction: what it is, how many have signed, and what the connected owner can do. */
export function QueueTransactionRow({
  item,
  nonce,
  chain,
  safeAddress,
  safeId,
  safeNonce,
  owners,
  threshold,
  namer,
  groupHasRejection,
}: {
  item: QueuedTransactionItem
  nonce: number
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  safeNonce: number | undefined
  owners: readonly Address[]
  threshold: number | undefined
  namer: AddressNamer
  groupHasRejection: boolean
}) {
  const { transaction, missingSigners } = item
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const router = useRouter()
  const wallet = useWalletSnapshot()
  // Who signed and who proposed are only in the details; a queue is short enough to read them all.
  const details = useQuery(
    transactionDetailsQueryOptions({ chainId: chain.chainId, safeAddress, txId: transaction.id }),
  )
  const execution =
    details.data?.detailedExecutionInfo?.type === 'MULTISIG' ? details.data.detailedExecutionInfo : undefined
  const summaryExecution =
    transaction.executionInfo?.type === 'MULTISIG' ? transaction.executionInfo : undefined
  const submitted = execution?.confirmations.length ?? summaryExecution?.confirmationsSubmitted ?? 0
  const required =
    execution?.confirmationsRequired ?? summaryExecution?.confirmationsRequired ?? threshold ?? 0
  const signers =
    execution?.confirmations.map((confirmation) => confirmation.signer.value) ??
    (missingSigners
      ? owners.filter((owner) => !missingSigners.some((missing) => missing.value === owner))
      : [])
  const youSigned =
    wallet.address !== undefined &&
    signers.some((signer) => signer.toLowerCase() === wallet.address?.toLowerCase())
  const safeTxHash = execution && isHex(execution.safeTxHash) ? execution.safeTxHash : undefined
  const actions = queueActions({
    status: transaction.txStatus,
    nonce,
    safeNonce,
    wallet: wallet.address,
    owners,
    signers,
    proposer: execution?.proposer?.value ?? null,
    proposedByDelegate: execution?.proposedByDelegate?.value ?? null,
    isRejection: groupHasRejection,
  })
  const description = describeTransaction(transaction, {
    nativeCurrency: chain.nativeCurrency,
    nameOf: (address) => namer.nameOf(address.value),
  })
  const replaceHref = `/safe/${safeId}/new?nonce=${nonce}`
  const openStored = (action: 'confirm' | 'execute' | 'delete') => {
    if (safeTxHash) openSafeTxReview({ kind: 'stored', chain, safe: safeAddress, safeTxHash, action })
  }

  return (
    <div className="border-b border-line last:border-b-0" data-testid="queue-row">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent sm:px-5"
      >
        <TransactionKindIcon kind={description.kind} />
        {/* On a phone the title (action, counterparty, amount) wraps over the row's width and the
            amount and status move to a line of their own: a signer needs every word of it. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="flex min-w-0 basis-full flex-col sm:basis-0 sm:flex-1">
            <span className="text-sm font-semibold [overflow-wrap:anywhere]">{description.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-xs text-ink-muted tabular-nums">
                {t('queue.confirmations', { submitted, required })}
              </span>
              {/* Said on the row itself: which ones still need me is what a signer scans the queue for. */}
              {youSigned && (
                <span
                  data-testid="you-signed"
                  className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 text-xs leading-5 font-semibold text-success"
                >
                  <Icon name="check" className="size-3" />
                  {t('queue.you_signed')}
                </span>
              )}
            </span>
            <TransactionAppTag app={transaction.safeAppInfo} />
          </span>
          {description.amount && (
            <span className="text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:max-w-[35%]">
              {description.amount}
            </span>
          )}
          <TransactionStatusBadge status={transaction.txStatus} />
        </span>
        <Icon
          name="chevronDown"
          className={`size-4 shrink-0 text-ink-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
        <span className="sr-only">{expanded ? t('queue.hide_signers') : t('queue.show_signers')}</span>
      </button>
      <div className="flex flex-wrap gap-2 px-4 pb-3 sm:px-5">
        {actions.confirm && (
          <Button size="sm" disabled={!safeTxHash} onClick={() => openStored('confirm')}>
            <Icon name="check" />
            {t('queue.confirm')}
          </Button>
        )}
        {actions.execute && (
          <Button size="sm" disabled={!safeTxHash} onClick={() => openStored('execute')}>
            {t('queue.execute')}
          </Button>
        )}
        {actions.reject && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              openSafeTxReview({
                kind: 'new',
                chain,
                safe: safeAddress,
                draft: { to: safeAddress, value: 0n, data: '0x', operation: 0 },
                nonce,
                title: t('queue.reject_title', { nonce }),
              })
            }
          >
            {t('queue.reject')}
          </Button>
        )}
        {actions.replace && (
          <a
            href={replaceHref}
            onClick={(event) => {
              event.preventDefault()
              // The new-transaction route reads a fixed nonce from `?nonce=`.
              void router.navigate({ href: replaceHref })
            }}
            className="inline-flex h-8 items-center rounded-control px-3 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            {t('queue.replace')}
          </a>
        )}
        {actions.delete && (
          <Button size="sm" variant="ghost" disabled={!safeTxHash} onClick={() => openStored('delete')}>
            <Icon name="trash" />
            {t('queue.delete')}
          </Button>
        )}
      </div>
      {expanded && (
        <div
          id={detailsId}
          className="flex flex-col gap-3 border-t border-line bg-surface-muted/30 px-4 py-4 sm:px-5"
        >
          <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('queue.signed_by')}
          </h4>
          {signers.length === 0 && <p className="text-sm text-ink-muted">{t('queue.no_signers')}</p>}
          <ul className="flex flex-col gap-2">
            {signers.map((signer) => (
              <li key={signer} className="flex items-center gap-2">
                <NamedAddress namer={namer} address={signer} />
                {wallet.address?.toLowerCase() === signer.toLowerCase() && (
                  <Badge tone="accent">{t('queue.you')}</Badge>
                )}
              </li>
            ))}
          </ul>
          <TransactionPageLink safeId={safeId} txId={transaction.id} />
        </div>
      )}
    </div>
  )
}
