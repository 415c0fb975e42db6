import { AppIcon } from '../../components/ui/AppIcon/AppIcon.tsx'
import { findExplorerUrl } from '../../gateway/findExplorerUrl.ts'
import { findCreationSetup } from '../findCreationSetup.ts'
import { formatDateTime } from '../formatTransactionTime.ts'
import { t } from '../i18n/t.ts'
import type { TransactionDetails } from '../TransactionDetailsSchema.ts'
import { useSafeTokenUnits } from '../useSafeTokenUnits.ts'
import type { AddressNamer } from './AddressNamer.ts'
import { ConfirmationsList } from './ConfirmationsList.tsx'
import { DecodedCall, HexData } from './DecodedDataView.tsx'
import { DetailRow } from './DetailRow.tsx'
import { HashValue } from './HashValue.tsx'
import { NamedAddress } from './NamedAddress.tsx'
import { TransactionInfoDetails } from './TransactionInfoDetails.tsx'

/**
 * Everything the gateway says about one transaction: what it did, its decoded call (with a batch's
 * actions), who signed and executed it, and its hashes with copy and explorer links. Shared by the
 * expanded history row and the transaction page.
 */
export function TransactionDetailsView({
  details,
  namer,
  timeZone,
}: {
  details: TransactionDetails
  namer: AddressNamer
  timeZone: string
}) {
  const { txData, detailedExecutionInfo: execution } = details
  const multisig = execution?.type === 'MULTISIG' ? execution : null
  const tokenUnitsOf = useSafeTokenUnits(namer.chain.chainId, details.safeAddress)
  const names = { namer, index: txData?.addressInfoIndex ?? null, tokenUnitsOf }
  const creation = details.txInfo.type === 'Creation'
  const setup = creation ? findCreationSetup(txData?.hexData) : undefined
  return (
    <div className="flex flex-col gap-5">
      <dl className="@container divide-y divide-line">
        <TransactionInfoDetails info={details.txInfo} namer={namer} />
        {setup && (
          <>
            <DetailRow label={t('transaction.details.threshold')}>
              <span data-testid="creation-threshold" className="font-semibold">
                {t('transaction.details.threshold_value', {
                  threshold: setup.threshold,
                  owners: setup.owners.length,
                })}
              </span>
            </DetailRow>
            <DetailRow label={t('transaction.details.owners')}>
              <ul className="flex flex-col gap-2" data-testid="creation-owners">
                {setup.owners.map((owner) => (
                  <li key={owner}>
                    <NamedAddress namer={namer} address={owner} />
                  </li>
                ))}
              </ul>
            </DetailRow>
            {setup.fallbackHandler && (
              <DetailRow label={t('transaction.details.fallback_handler')}>
                <NamedAddress
                  namer={namer}
                  address={setup.fallbackHandler}
                  name={txData?.addressInfoIndex?.[setup.fallbackHandler]?.name}
                />
              </DetailRow>
            )}
          </>
        )}
        {details.txHash && (
          <DetailRow label={t('transaction.details.tx_hash')}>
            <HashValue
              value={details.txHash}
              explorerUrl={findExplorerUrl(namer.chain, { txHash: details.txHash })}
            />
          </DetailRow>
        )}
        {multisig && (
          <>
            <DetailRow label={t('transaction.details.safe_tx_hash')}>
              <HashValue value={multisig.safeTxHash} />
            </DetailRow>
            <DetailRow label={t('transaction.details.nonce')}>
              <span className="tabular-nums">{multisig.nonce}</span>
            </DetailRow>
            <DetailRow label={t('transaction.details.submitted_at')}>
              {formatDateTime(multisig.submittedAt, timeZone)}
            </DetailRow>
          </>
        )}
        {details.executedAt !== null && (
          <DetailRow label={t('transaction.details.executed_at')}>
            {formatDateTime(details.executedAt, timeZone)}
          </DetailRow>
        )}
        {multisig?.executor && (
          <DetailRow label={t('transaction.details.executor')}>
            <NamedAddress namer={namer} address={multisig.executor.value} name={multisig.executor.name} />
          </DetailRow>
        )}
        {multisig?.proposer && (
          <DetailRow label={t('transaction.details.proposer')}>
            <NamedAddress namer={namer} address={multisig.proposer.value} name={multisig.proposer.name} />
          </DetailRow>
        )}
        {execution?.type === 'MODULE' && (
          <DetailRow label={t('transaction.details.module')}>
            <NamedAddress namer={namer} address={execution.address.value} name={execution.address.name} />
          </DetailRow>
        )}
        {/* A creation's setup call is made by the factory, not a Safe transaction: no operation to show. */}
        {txData && !creation && (
          <DetailRow label={t('transaction.details.operation')}>
            {txData.operation === 1
              ? t('transaction.details.operation_delegate')
              : t('transaction.details.operation_call')}
          </DetailRow>
        )}
        {details.safeAppInfo && (
          <DetailRow label={t('transaction.details.app')}>
            <span className="flex min-w-0 items-center gap-2" data-testid="transaction-app">
              <AppIcon name={details.safeAppInfo.name} iconUrl={details.safeAppInfo.logoUri} size="xs" />
              <span className="truncate font-semibold">{details.safeAppInfo.name}</span>
            </span>
          </DetailRow>
        )}
        {details.note && <DetailRow label={t('transaction.details.note')}>{details.note}</DetailRow>}
      </dl>
      {txData && (txData.dataDecoded || (txData.hexData && txData.hexData !== '0x')) && (
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{t('transaction.details.data')}</h4>
          {txData.dataDecoded ? (
            <DecodedCall
              data={txData.dataDecoded}
              to={txData.to.value}
              names={names}
              nativeSymbol={namer.chain.nativeCurrency}
            />
          ) : (
            txData.hexData && <HexData value={txData.hexData} />
          )}
        </section>
      )}
      {multisig && (
        <ConfirmationsList execution={multisig} namer={namer} executed={details.executedAt !== null} />
      )}
    </div>
  )
}
