import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { AddressField, resolveAddressInput } from '../../../address/AddressField.tsx'
import { useAddressBook } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, Select } from '../../../components/ui/Field/Field.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
// The Safe's own words (its threshold, nonce, version) are the Safe header's too: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { openSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { t } from '../i18n/t.ts'
import { buildOwnerChangeDraft, type OwnerChange, type SafeOwners } from '../model/buildOwnerChangeDraft.ts'
import { ownerChangeErrorMessage } from '../model/ownerChangeErrorMessage.ts'
import { ownerChangeWarnings } from '../model/ownerChangeWarnings.ts'

/** Which change the dialog makes; remove and replace name the owner they act on. */
export type OwnerChangeKind =
  | { kind: 'add' }
  | { kind: 'remove'; owner: Address }
  | { kind: 'swap'; owner: Address }
  | { kind: 'threshold' }

function dialogTitle(kind: OwnerChangeKind): string {
  switch (kind.kind) {
    case 'add':
      return t('owner_changes.add')
    case 'remove':
      return t('owner_changes.remove_label', { owner: shortenAddress(kind.owner) })
    case 'swap':
      return t('owner_changes.replace_label', { owner: shortenAddress(kind.owner) })
    case 'threshold':
      return t('owner_changes.change_threshold')
  }
}

/** How many owners the Safe has once the change is made: the range of a sensible threshold. */
function ownersAfter(kind: OwnerChangeKind, owners: number): number {
  return kind.kind === 'add' ? owners + 1 : kind.kind === 'remove' ? owners - 1 : owners
}

/** Proposes one owner or threshold change: a form, checked like the contract checks it, then the review. */
export function OwnerChangeDialog({
  chain,
  safe,
  change,
  connected,
  onClose,
}: {
  chain: ChainInfo
  safe: SafeOwners
  change: OwnerChangeKind
  connected: Address | undefined
  onClose: () => void
}) {
  const { entries } = useAddressBook(chain.chainId)
  const [ownerText, setOwnerText] = useState('')
  const after = ownersAfter(change, safe.owners.length)
  // Start from the current threshold: when a removal leaves too few owners, the message says so and offers the fix.
  const [threshold, setThreshold] = useState(Math.max(1, safe.threshold))
  const [submitted, setSubmitted] = useState(false)
  const thresholdId = useId()
  const needsAddress = change.kind === 'add' || change.kind === 'swap'
  const address = resolveAddressInput(ownerText, { chain, book: entries })

  const request: OwnerChange | undefined =
    change.kind === 'add'
      ? address.ok
        ? { kind: 'add', owner: address.address, threshold }
        : undefined
      : change.kind === 'swap'
        ? address.ok
          ? { kind: 'swap', oldOwner: change.owner, newOwner: address.address }
          : undefined
        : change.kind === 'remove'
          ? { kind: 'remove', owner: change.owner, threshold }
          : { kind: 'threshold', threshold }
  const result = request ? buildOwnerChangeDraft(safe, request) : undefined
  const problem = result && !result.ok ? result.error : undefined
  const showProblem = problem && (submitted || problem.code !== 'unchanged_threshold')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!request || !result?.ok) return
    const owners = ownersAfter(change, safe.owners.length)
    const named = (address: Address) =>
      reviewCounterparty(address, entries.find((entry) => entry.address === address)?.name)
    const title =
      request.kind === 'add'
        ? t('owner_changes.add_title', {
            owner: named(request.owner),
            threshold: request.threshold,
            owners,
          })
        : request.kind === 'remove'
          ? t('owner_changes.remove_title', {
              owner: named(request.owner),
              threshold: request.threshold,
              owners,
            })
          : request.kind === 'swap'
            ? t('owner_changes.swap_title', {
                old: named(request.oldOwner),
                new: named(request.newOwner),
              })
            : t('owner_changes.threshold_title', { threshold: request.threshold, owners })
    const titleAddresses =
      request.kind === 'add' || request.kind === 'remove'
        ? [request.owner]
        : request.kind === 'swap'
          ? [request.oldOwner, request.newOwner]
          : []
    openSafeTxReview({ kind: 'new', chain, safe: safe.safe, draft: result.draft, title, titleAddresses })
    onClose()
  }

  return (
    <Dialog title={dialogTitle(change)} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {change.kind === 'remove' && (
          <p className="text-sm text-ink-muted">{t('owner_changes.remove_body', { owner: change.owner })}</p>
        )}
        {needsAddress && (
          <AddressField
            chain={chain}
            label={t('owner_changes.new_owner')}
            value={ownerText}
            onChange={setOwnerText}
            showError={submitted || ownerText.trim() !== ''}
          />
        )}
        {change.kind !== 'swap' && (
          <Field
            id={thresholdId}
            label={t('owner_changes.threshold')}
            hint={t('owner_changes.threshold_hint', { owners: after })}
          >
            <Select
              id={thresholdId}
              value={threshold}
              onChange={(event) => setThreshold(Number(event.target.value))}
            >
              {Array.from({ length: Math.max(after, safe.threshold) }, (_, index) => index + 1).map(
                (value) => (
                  <option key={value} value={value}>
                    {appT('safe.threshold_value', { threshold: value, owners: after })}
                  </option>
                ),
              )}
            </Select>
          </Field>
        )}
        {ownerChangeWarnings({ change, threshold, ownersAfter: after, connected }).map((warning) => (
          <p
            key={warning}
            role="note"
            className="flex items-start gap-2 rounded-control border border-warning bg-warning-soft p-3 text-sm font-medium"
          >
            {t(`owner_changes.warnings.${warning}`)}
          </p>
        ))}
        {showProblem && (
          <div role="alert" className="flex flex-col gap-2 text-sm font-medium text-danger">
            <p>{ownerChangeErrorMessage(problem)}</p>
            {problem.code === 'below_threshold' && (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => setThreshold(problem.suggested)}
              >
                {t('owner_changes.use_suggested', { threshold: problem.suggested })}
              </Button>
            )}
          </div>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('owner_changes.cancel')}
          </Button>
          <Button type="submit">{t('owner_changes.continue')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
