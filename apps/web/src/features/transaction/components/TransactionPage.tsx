import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { TransactionDetailsView } from '../../../transactions/components/TransactionDetailsView.tsx'
import { TransactionKindIcon } from '../../../transactions/components/TransactionKindIcon.tsx'
import { TransactionStatusBadge } from '../../../transactions/components/TransactionStatusBadge.tsx'
import { describeTransaction } from '../../../transactions/describeTransaction.ts'
import { formatDateTime } from '../../../transactions/formatTransactionTime.ts'
import { useTransactionDetails } from '../../../transactions/getTransactionDetails.ts'
import { t } from '../../../transactions/i18n/t.ts'

/** One transaction on its own page, at a URL that can be shared. */
export function TransactionPage({
  chain,
  safeAddress,
  safeId,
  txId,
}: {
  chain: ChainInfo
  safeAddress: string
  safeId: string
  txId: string
}) {
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  const details = useTransactionDetails({ chainId: chain.chainId, safeAddress, txId })
  const nameOf = useAddressNames(chain.chainId)
  const namer = useMemo<AddressNamer>(() => ({ chain, nameOf }), [chain, nameOf])
  // A link may pair this Safe with another Safe's transaction id; showing it here would mislead.
  const elsewhere =
    details.status === 'success' && details.data.safeAddress.toLowerCase() !== safeAddress.toLowerCase()

  // A transaction still waiting for signatures or execution came from the queue, and is listed there.
  const queued =
    details.status === 'success' &&
    (details.data.txStatus === 'AWAITING_CONFIRMATIONS' || details.data.txStatus === 'AWAITING_EXECUTION')

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={queued ? '/safe/$safeId/queue' : '/safe/$safeId/history'}
        params={{ safeId }}
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-muted hover:text-ink"
      >
        <Icon name="arrowRight" className="size-4 rotate-180" />
        {queued ? t('transaction.back_to_queue') : t('transaction.back_to_history')}
      </Link>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        {details.status === 'pending' && (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">{t('transaction.loading')}</span>
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-3/4" />
          </div>
        )}
        {elsewhere && (
          <p
            role="alert"
            className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
          >
            {t('transaction.not_found')}
          </p>
        )}
        {details.status === 'error' && (
          <p
            role="alert"
            className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
          >
            {details.error instanceof GatewayError &&
            (details.error.status === 404 || details.error.status === 400)
              ? t('transaction.not_found')
              : t('transaction.load_failed', { reason: describeGatewayError(details.error) })}
          </p>
        )}
        {details.status === 'success' && !elsewhere && (
          <>
            <header className="flex flex-wrap items-center gap-3">
              <TransactionKindIcon
                kind={describeTransaction(details.data, { nativeCurrency: chain.nativeCurrency }).kind}
                className="size-11"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <h2 className="text-lg font-bold tracking-tight">
                  {
                    describeTransaction(details.data, {
                      nativeCurrency: chain.nativeCurrency,
                      nameOf: (address) => nameOf(address.value),
                    }).title
                  }
                </h2>
                {details.data.executedAt !== null && (
                  <p className="text-sm text-ink-muted">
                    {formatDateTime(details.data.executedAt, timeZone)}
                  </p>
                )}
              </div>
              <TransactionStatusBadge status={details.data.txStatus} />
            </header>
            <TransactionDetailsView details={details.data} namer={namer} timeZone={timeZone} />
          </>
        )}
      </Card>
    </div>
  )
}
