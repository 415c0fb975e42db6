import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { safeId } from '../../../config/paths.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { openSafeTxReview, type SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { useProposerRole } from '../../../safe-tx/useProposerRole.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { useBatch } from '../model/batchStore.ts'
import { BatchBasket } from './BatchBasket.tsx'
import { ContractInteractionForm } from './ContractInteractionForm.tsx'
import type { FlowContext } from './FormActions.tsx'
import { SendNftForm } from './SendNftForm.tsx'
import { SendTokensForm } from './SendTokensForm.tsx'

export type NewTransactionTab = 'send' | 'nft' | 'contract'
const tabs: readonly { id: NewTransactionTab; label: () => string }[] = [
  { id: 'send', label: () => t('new_transaction.tab_send') },
  { id: 'nft', label: () => t('new_transaction.tab_nft') },
  { id: 'contract', label: () => t('new_transaction.tab_contract') },
]

/**
 * Every way to start a transaction of a Safe: a form builds the draft, the shared review dialog
 * (safe-tx) signs it. `nonce` is set when this replaces a queued transaction.
 */
export function NewTransactionPage({
  chain,
  safe,
  nonce,
  initialTab = 'send',
  initialToken,
  initialNft,
}: {
  chain: ChainInfo
  safe: Address
  nonce?: number | undefined
  initialTab?: NewTransactionTab | undefined
  /** A token to preselect in Send tokens (Send on a row of Assets). */
  initialToken?: string | undefined
  /** An NFT to preselect in Send NFT, as `<collection>:<token id>` (Send on an NFT card). */
  initialNft?: string | undefined
}) {
  const [tab, setTab] = useState<NewTransactionTab>(initialTab)
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: safe })
  const { address: connected } = useWalletSnapshot()
  const batch = useBatch(chain.chainId, safe)
  const nameOf = useAddressNames(chain.chainId)
  const { role, pending: rolePending } = useProposerRole({
    chainId: chain.chainId,
    safe,
    owners: info.data?.owners.map((owner) => owner.value),
    address: connected,
  })
  // An owner proposes and confirms; a delegate of an owner proposes too (the owners confirm).
  const canPropose = role.kind !== 'none'

  // A form starts empty again once its transaction is proposed or executed, so it is not sent twice.
  const [formKey, setFormKey] = useState(0)
  const navigate = useNavigate()
  const review = (
    title: string,
    draft: SafeTxDraft,
    titleAddresses: readonly Address[] | undefined,
    onSubmitted: () => void,
  ) =>
    openSafeTxReview({
      kind: 'new',
      chain,
      safe,
      draft,
      title,
      ...(titleAddresses ? { titleAddresses } : {}),
      onSubmitted,
      onOpenQueue: () =>
        void navigate({ to: '/safe/$safeId/queue', params: { safeId: safeId(chain.shortName, safe) } }),
      ...(nonce === undefined ? {} : { nonce }),
    })
  const context: FlowContext = {
    chain,
    safe,
    canSubmit: canPropose,
    onContinue: (title, draft, titleAddresses) =>
      review(title, draft, titleAddresses, () => setFormKey((key) => key + 1)),
    onAddToBatch: batch.add,
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight">{t('new_transaction.title')}</h1>
        <p className="text-sm text-ink-muted">{t('new_transaction.description')}</p>
      </div>
      {nonce !== undefined && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-4 text-sm"
        >
          <Icon name="refresh" className="mt-0.5 size-4 shrink-0 text-accent" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t('new_transaction.replacing', { nonce })}</p>
            <p className="text-ink-muted">{t('new_transaction.replacing_body', { nonce })}</p>
          </div>
        </div>
      )}
      {role.kind === 'delegate' && (
        <p role="note" className="flex items-start gap-2 rounded-card border border-line p-4 text-sm">
          <Icon name="users" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('new_transaction.delegate_note', {
            delegator: nameOf(role.delegator) ?? shortenAddress(role.delegator),
          })}
        </p>
      )}
      {!canPropose && !rolePending && info.status !== 'pending' && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-card border border-line p-4 text-sm text-warning"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t('new_transaction.not_owner')}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Card className="flex flex-col gap-5 p-5">
          <div role="tablist" aria-label={t('new_transaction.tabs_label')} className="flex flex-wrap gap-2">
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={tab === item.id}
                onClick={() => setTab(item.id)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${tab === item.id ? 'bg-accent text-on-accent' : 'bg-surface-muted text-ink-muted hover:text-ink'}`}
              >
                {item.label()}
              </button>
            ))}
          </div>
          <div role="tabpanel" key={formKey}>
            {/* The preselection is for the form's first showing: a fresh form after sending starts empty. */}
            {tab === 'send' && (
              <SendTokensForm context={context} initialToken={formKey === 0 ? initialToken : undefined} />
            )}
            {tab === 'nft' && (
              <SendNftForm context={context} initialNft={formKey === 0 ? initialNft : undefined} />
            )}
            {tab === 'contract' && <ContractInteractionForm context={context} />}
          </div>
        </Card>
        <BatchBasket
          chainId={chain.chainId}
          safe={safe}
          canSubmit={canPropose}
          // The basket stays until its batch is proposed or executed: closing the review keeps the drafts.
          onCreate={(title, draft) => review(title, draft, undefined, batch.clear)}
        />
      </div>
    </div>
  )
}
