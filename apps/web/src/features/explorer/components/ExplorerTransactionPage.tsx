import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { Badge, type BadgeTone } from '../../../components/ui/Badge/Badge.tsx'
import { CopyIconButton } from '../../../components/ui/CopyButton/CopyIconButton.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { DecodedCall } from '../../../transactions/components/DecodedDataView.tsx'
import { DetailRow } from '../../../transactions/components/DetailRow.tsx'
import { decodeCallData } from '../api/decodeCallData.ts'
import { ExplorerReadError, readExplorerTransaction } from '../api/readExplorerTransaction.ts'
import { t } from '../i18n/t.ts'
import type { ExplorerLog } from '../model/decodeExplorerLog.ts'
import { safeTransactionPath } from '../model/explorerPaths.ts'
import type { ExplorerTransaction } from '../model/toExplorerTransaction.ts'
import { ExplorerAddressLink } from './ExplorerAddressLink.tsx'
import { ExplorerFrame, ExplorerProblem } from './ExplorerFrame.tsx'
import { ExplorerHex } from './ExplorerHex.tsx'

const statusTone: Record<ExplorerTransaction['status'], BadgeTone> = {
  success: 'success',
  reverted: 'danger',
  pending: 'warning',
}

/** One chain transaction as the node tells it, for a network without a block explorer. */
export function ExplorerTransactionPage({ chain, hash }: { chain: ChainInfo; hash: `0x${string}` }) {
  const tx = useQuery({
    queryKey: ['explorer', chain.chainId, 'tx', hash],
    queryFn: () => readExplorerTransaction(chain, hash),
    // A pending transaction is read again until a block holds it.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
    retry: (count, error) => !(error instanceof ExplorerReadError && error.kind === 'not_found') && count < 1,
  })
  return (
    <ExplorerFrame chain={chain} title={t('explorer.title_tx')}>
      {tx.status === 'pending' && <Loading />}
      {tx.status === 'error' && (
        <ExplorerProblem>
          {tx.error instanceof ExplorerReadError && tx.error.kind === 'not_found'
            ? t('explorer.not_found_tx', { chain: chain.chainName })
            : t('explorer.unreachable', { chain: chain.chainName, reason: tx.error.message })}
        </ExplorerProblem>
      )}
      {tx.status === 'success' && <TransactionDetails chain={chain} tx={tx.data} />}
    </ExplorerFrame>
  )
}

function Loading() {
  return (
    <div className="flex flex-col gap-3" aria-busy>
      <span className="sr-only">{t('explorer.loading')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-8 w-3/4" />
    </div>
  )
}

function TransactionDetails({ chain, tx }: { chain: ChainInfo; tx: ExplorerTransaction }) {
  const { symbol, decimals } = chain.nativeCurrency
  const nameOf = useAddressNames(chain.chainId)
  const namer = useMemo<AddressNamer>(() => ({ chain, nameOf }), [chain, nameOf])
  const decoded = useQuery({
    queryKey: ['explorer', chain.chainId, 'decoded', tx.hash],
    queryFn: () => decodeCallData({ chainId: chain.chainId, to: tx.to, data: tx.input }),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return (
    <>
      {tx.safeExecutions.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="explorer-safe-executions">
          <h2 id="explorer-safe-executions" className="text-sm font-semibold">
            {t('explorer.safe_executions')}
          </h2>
          <ul className="flex flex-col gap-2">
            {tx.safeExecutions.map((execution) => (
              <li
                key={`${execution.safe}:${execution.safeTxHash}`}
                className="flex flex-wrap items-center gap-3 rounded-control border border-line px-4 py-3"
              >
                <Icon name="vault" className="size-5 text-accent" />
                <span className="min-w-0 flex-1 font-mono text-xs break-all">
                  {t(
                    execution.success ? 'explorer.safe_execution_success' : 'explorer.safe_execution_failure',
                    {
                      hash: execution.safeTxHash,
                    },
                  )}
                </span>
                <Link
                  to="/safe/$safeId/transactions/$txId"
                  params={safeTransactionPath({ shortName: chain.shortName, ...execution })}
                  className="text-sm font-semibold text-accent hover:underline"
                >
                  {t('explorer.open_safe_tx')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="@container flex flex-col divide-y divide-line">
        <DetailRow label={t('explorer.fields.hash')}>
          <span className="flex min-w-0 items-center gap-1">
            <span className="min-w-0 font-mono text-xs break-all" data-testid="explorer-tx-hash">
              {tx.hash}
            </span>
            <CopyIconButton value={tx.hash} />
          </span>
        </DetailRow>
        <DetailRow label={t('explorer.fields.status')}>
          <Badge tone={statusTone[tx.status]}>{t(`explorer.status.${tx.status}`)}</Badge>
        </DetailRow>
        <DetailRow label={t('explorer.fields.block')}>
          {tx.blockNumber === null ? t('explorer.not_mined') : tx.blockNumber.toString()}
        </DetailRow>
        <DetailRow label={t('explorer.fields.from')}>
          <ExplorerAddressLink chainId={chain.chainId} address={tx.from} />
        </DetailRow>
        {tx.to !== null && (
          <DetailRow label={t('explorer.fields.to')}>
            <ExplorerAddressLink chainId={chain.chainId} address={tx.to} />
          </DetailRow>
        )}
        {tx.createdContract !== null && (
          <DetailRow label={t('explorer.fields.created')}>
            <ExplorerAddressLink chainId={chain.chainId} address={tx.createdContract} />
          </DetailRow>
        )}
        <DetailRow label={t('explorer.fields.value')}>
          <span className="tabular-nums">
            {formatAmount(tx.value, decimals, { maxFractionDigits: decimals })} {symbol}
          </span>
        </DetailRow>
        <DetailRow label={t('explorer.fields.nonce')}>{tx.nonce}</DetailRow>
        <DetailRow label={t('explorer.fields.gas_limit')}>{tx.gasLimit.toLocaleString('en-US')}</DetailRow>
        {tx.gasUsed !== null && (
          <DetailRow label={t('explorer.fields.gas_used')}>{tx.gasUsed.toLocaleString('en-US')}</DetailRow>
        )}
        {tx.fee !== null && (
          <DetailRow label={t('explorer.fields.fee')}>
            <span className="tabular-nums">
              {formatAmount(tx.fee, decimals, { maxFractionDigits: decimals })} {symbol}
            </span>
          </DetailRow>
        )}
      </dl>
      {tx.input !== '0x' && (
        <section className="flex flex-col gap-2" aria-labelledby="explorer-input">
          <h2 id="explorer-input" className="text-sm font-semibold">
            {t('explorer.decoded_call')}
          </h2>
          {decoded.data ? (
            <DecodedCall
              data={decoded.data}
              to={tx.to ?? undefined}
              names={{ namer, index: null }}
              nativeSymbol={chain.nativeCurrency}
            />
          ) : (
            decoded.status !== 'pending' && (
              <p className="text-sm text-ink-muted">{t('explorer.not_decoded')}</p>
            )
          )}
          <ExplorerHex
            label={t('explorer.hex_bytes', {
              what: t('explorer.fields.input'),
              count: (tx.input.length - 2) / 2,
            })}
            value={tx.input}
          />
        </section>
      )}
      <Logs chainId={chain.chainId} logs={tx.logs} pending={tx.status === 'pending'} />
    </>
  )
}

function Logs({ chainId, logs, pending }: { chainId: string; logs: ExplorerLog[]; pending: boolean }) {
  if (pending) return null
  return (
    <section className="flex flex-col gap-2" aria-labelledby="explorer-logs">
      <h2 id="explorer-logs" className="text-sm font-semibold">
        {t('explorer.logs', { count: logs.length })}
      </h2>
      {logs.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('explorer.no_logs')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {logs.map((log, index) => (
            <li
              key={log.logIndex ?? index}
              className="flex flex-col gap-2 rounded-control border border-line px-4 py-3"
              data-testid="explorer-log"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-semibold">
                  {log.event ?? t('explorer.log_unknown')}
                </span>
                <ExplorerAddressLink chainId={chainId} address={log.address} />
              </div>
              {log.event !== null ? (
                <ul className="flex flex-col gap-1">
                  {log.args.map((arg) => (
                    <li key={arg.name} className="grid gap-1 @xl:grid-cols-[10rem_minmax(0,1fr)]">
                      <span className="text-xs text-ink-muted">{arg.name}</span>
                      <span className="min-w-0 font-mono text-xs break-all">{arg.value}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <dl className="flex flex-col gap-1 text-xs">
                  <dt className="text-ink-muted">{t('explorer.log_topics')}</dt>
                  {namedTopics(log.topics).map((topic) => (
                    <dd key={topic.name} className="font-mono break-all">
                      <span className="text-ink-muted">{topic.name}</span> {topic.value}
                    </dd>
                  ))}
                  <dt className="text-ink-muted">{t('explorer.log_data')}</dt>
                  <dd className="font-mono break-all">{log.data}</dd>
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Topics by position (topic0 is the event's signature): the position is what names them. */
function namedTopics(topics: readonly string[]): { name: string; value: string }[] {
  return topics.map((value, position) => ({ name: `topic${position}`, value }))
}
