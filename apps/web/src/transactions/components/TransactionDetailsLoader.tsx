import { Skeleton } from '../../components/ui/Skeleton/Skeleton.tsx'
import { describeGatewayError } from '../../gateway/describeGatewayError.ts'
import { GatewayError } from '../../gateway/GatewayError.ts'
import { type TransactionDetailsParameters, useTransactionDetails } from '../getTransactionDetails.ts'
import { t } from '../i18n/t.ts'
import type { AddressNamer } from './AddressNamer.ts'
import { TransactionDetailsView } from './TransactionDetailsView.tsx'

/** Fetches one transaction's details and shows them, with a placeholder while they load. */
export function TransactionDetailsLoader({
  parameters,
  namer,
  timeZone,
}: {
  parameters: TransactionDetailsParameters
  namer: AddressNamer
  timeZone: string
}) {
  const details = useTransactionDetails(parameters)
  if (details.status === 'pending') {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <span className="sr-only">{t('transaction.loading')}</span>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    )
  }
  if (details.status === 'error') {
    const notFound = details.error instanceof GatewayError && details.error.status === 404
    return (
      <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
        {notFound
          ? t('transaction.not_found')
          : t('transaction.load_failed', { reason: describeGatewayError(details.error) })}
      </p>
    )
  }
  return <TransactionDetailsView details={details.data} namer={namer} timeZone={timeZone} />
}
