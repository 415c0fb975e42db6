import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { safeQueryKeys } from '../../../gateway/safeQueryKeys.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { requestWalletHost } from '../../../wallet/walletHostStore.ts'
import { useSafeDelegations } from '../api/safeDelegationsQuery.ts'
import { t } from '../i18n/t.ts'
import type { SafeDelegation } from '../model/safeDelegations.ts'
import { DelegateDialog, loadDelegateWalletDialog } from './DelegateDialog.tsx'
import type { DelegateAction } from './DelegateDialogContent.tsx'

const same = (a: Address | undefined, b: Address) => a !== undefined && isAddressEqual(a, b)

/** Warms the wallet stack and the dialog's chunk before a click (hover, focus). */
function prefetch() {
  requestWalletHost({ open: false })
  void loadDelegateWalletDialog()
}

/**
 * Settings → Delegates: who may propose for which owner, for this Safe or all of the owner's Safes, with
 * names from the address book. Owners add; the delegator or the delegate removes.
 */
export function DelegatesSection({
  chain,
  safe,
  owners,
  connected,
}: {
  chain: ChainInfo
  safe: Address
  owners: readonly Address[]
  connected: Address | undefined
}) {
  const delegations = useSafeDelegations({ chainId: chain.chainId, safe, owners })
  const nameOf = useAddressNames(chain.chainId)
  const queryClient = useQueryClient()
  const [action, setAction] = useState<DelegateAction | undefined>()
  const isOwner = owners.some((owner) => same(connected, owner))
  const named = (address: Address) => nameOf(address) ?? shortenAddress(address)

  return (
    <div className="flex flex-col gap-4" data-testid="delegates">
      {delegations.status === 'pending' && (
        <div className="flex flex-col gap-3" aria-busy>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-2/3" />
        </div>
      )}
      {delegations.status === 'error' && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('delegates.load_failed', { reason: describeGatewayError(delegations.error) })}
        </p>
      )}
      {delegations.status === 'success' && delegations.data.length === 0 && (
        <p className="text-sm text-ink-muted">{t('delegates.empty')}</p>
      )}
      {delegations.status === 'success' && delegations.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-line">
          {delegations.data.map((delegation) => (
            <DelegationRow
              key={`${delegation.delegator}:${delegation.delegate}:${delegation.scope}`}
              chain={chain}
              delegation={delegation}
              connected={connected}
              nameOf={nameOf}
              delegatorName={named(delegation.delegator)}
              onRemove={() => setAction({ kind: 'remove', delegation })}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={!isOwner}
          onPointerEnter={isOwner ? prefetch : undefined}
          onFocus={isOwner ? prefetch : undefined}
          onClick={() => setAction({ kind: 'add' })}
        >
          <Icon name="plus" />
          {t('delegates.add')}
        </Button>
        {!isOwner && <p className="text-sm text-ink-muted">{t('delegates.not_owner')}</p>}
      </div>
      {action && (
        <DelegateDialog
          chain={chain}
          safe={safe}
          owners={owners}
          action={action}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: safeQueryKeys.delegates(chain.chainId, safe) })
          }
          onClose={() => setAction(undefined)}
        />
      )}
    </div>
  )
}

function DelegationRow({
  chain,
  delegation,
  connected,
  nameOf,
  delegatorName,
  onRemove,
}: {
  chain: ChainInfo
  delegation: SafeDelegation
  connected: Address | undefined
  nameOf: (address: string) => string | undefined
  delegatorName: string
  onRemove: () => void
}) {
  const canRemove = same(connected, delegation.delegator) || same(connected, delegation.delegate)
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="delegate-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate text-sm font-bold">{delegation.label}</span>
        <Badge tone={delegation.scope === 'safe' ? 'accent' : 'neutral'}>
          {delegation.scope === 'safe' ? t('delegates.scope_safe') : t('delegates.scope_all')}
        </Badge>
        {same(connected, delegation.delegate) && <Badge tone="accent">{t('delegates.you')}</Badge>}
        <span className="flex-1" />
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('delegates.remove_label', { label: delegation.label })}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={onRemove}
          >
            <Icon name="trash" />
            <span className="hidden sm:inline">{t('delegates.remove')}</span>
          </Button>
        )}
      </div>
      <AddressRow
        address={delegation.delegate}
        name={nameOf(delegation.delegate)}
        explorerUrl={findExplorerUrl(chain, { address: delegation.delegate })}
      />
      <p className="flex items-center gap-1.5 text-xs text-ink-muted">
        <Icon name="users" className="size-3.5 shrink-0" />
        <span className="min-w-0 truncate" title={delegation.delegator}>
          {t('delegates.for_delegator', { delegator: delegatorName })}
        </span>
      </p>
      {!delegation.delegatorIsOwner && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-warning">
          <Icon name="alert" className="size-3.5 shrink-0" />
          {t('delegates.former_owner')}
        </p>
      )}
    </li>
  )
}
