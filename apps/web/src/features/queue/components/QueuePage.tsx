import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { LoadFailed } from '../../../components/ui/LoadFailed/LoadFailed.tsx'
import { CardRowsSkeleton } from '../../../components/ui/Skeleton/CardRowsSkeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { LazyRecoveryPanel } from '../../../recovery/components/LazyRecoveryPanel.tsx'
import { useProposerRole } from '../../../safe-tx/useProposerRole.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { useQueue } from '../api/getQueuePage.ts'
import { t } from '../i18n/t.ts'
import { groupQueue } from '../model/groupQueue.ts'
import { QueueGroupView } from './QueueGroupView.tsx'

/** The Safe's Queue tab: transactions waiting for signatures or execution, by nonce, live. */
export function QueuePage({
  chain,
  safeAddress,
  safeId,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
}) {
  const queue = useQueue({ chainId: chain.chainId, safeAddress })
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress })
  const nameOf = useAddressNames(chain.chainId)
  const namer = useMemo<AddressNamer>(() => ({ chain, nameOf }), [chain, nameOf])
  const safeNonce = info.data?.nonce
  const { address: connected } = useWalletSnapshot()
  const { role } = useProposerRole({
    chainId: chain.chainId,
    safe: safeAddress,
    owners: info.data?.owners.map((owner) => owner.value),
    address: connected,
  })
  const groups = useMemo(() => (queue.data ? groupQueue(queue.data, safeNonce) : []), [queue.data, safeNonce])

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold tracking-tight">{t('queue.title')}</h2>
        <p className="text-sm text-ink-muted">{t('queue.lead')}</p>
      </div>
      {role.kind === 'delegate' && (
        <p
          role="note"
          data-testid="delegate-role"
          className="flex items-start gap-2 rounded-card border border-line bg-surface p-4 text-sm"
        >
          <Icon name="users" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('delegates.role_delegate', {
            delegator: nameOf(role.delegator) ?? shortenAddress(role.delegator),
            label: role.label,
          })}
        </p>
      )}
      <LazyRecoveryPanel
        chain={chain}
        safe={safeAddress}
        current={
          info.data && {
            owners: info.data.owners.map((owner) => owner.value),
            threshold: info.data.threshold,
          }
        }
        connected={connected}
        hasModules={(info.data?.modules.length ?? 0) > 0}
        allowStart={false}
      />
      {queue.status === 'pending' && <CardRowsSkeleton />}
      {queue.status === 'error' && (
        <Card>
          <LoadFailed
            message={t('queue.load_failed', { reason: describeGatewayError(queue.error) })}
            retryLabel={t('queue.retry')}
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        </Card>
      )}
      {queue.status === 'success' && groups.length === 0 && (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-success-soft text-success">
            <Icon name="checkCircle" className="size-6" />
          </span>
          <p className="text-sm font-semibold">{t('queue.empty')}</p>
          <p className="text-sm text-ink-muted">{t('queue.empty_body')}</p>
        </Card>
      )}
      {groups.map((group) => (
        <QueueGroupView
          key={group.nonce}
          group={group}
          chain={chain}
          safeAddress={safeAddress}
          safeId={safeId}
          safeNonce={safeNonce}
          owners={info.data?.owners.map((owner) => owner.value) ?? []}
          threshold={info.data?.threshold}
          namer={namer}
        />
      ))}
    </div>
  )
}
