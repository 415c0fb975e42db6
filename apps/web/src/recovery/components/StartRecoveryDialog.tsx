import { buildRecoveryProposal, delayModifierAbi, hashDelayTransaction } from '@coffer/safe'
import { type FormEvent, useId, useState } from 'react'
import { type Address, encodeFunctionData } from 'viem'
import { resolveAddressInput } from '../../address/AddressField.tsx'
import { AddressListField } from '../../address/AddressListField.tsx'
import { useAddressBook } from '../../address-book/addressBookStore.ts'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Field, Select } from '../../components/ui/Field/Field.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { shortenAddress } from '../../transactions/shortenAddress.ts'
import type { RecoverySetup } from '../api/readRecoverySetup.ts'
import { t } from '../i18n/t.ts'
import { type OwnerPlanProblem, type OwnerSet, planOwnerChanges } from '../model/planOwnerChanges.ts'
import { describePeriod } from '../model/recoveryText.ts'
import type { WalletCall } from './SendFromWalletDialog.tsx'

function problemText(problem: OwnerPlanProblem, nameOf: (address: Address) => string): string {
  switch (problem.code) {
    case 'duplicate_owner':
    case 'invalid_owner':
      return t(`recovery.start.problems.${problem.code}`, { owner: nameOf(problem.owner) })
    case 'threshold_out_of_range':
      return t('recovery.start.problems.threshold_out_of_range', { max: problem.max })
    default:
      return t(`recovery.start.problems.${problem.code}`)
  }
}

/**
 * The recoverer's form: the Safe's new owners and threshold, turned into the OwnerManager calls the Delay
 * will make, shown with their effect and hash, then sent from the recoverer's own wallet.
 */
export function StartRecoveryDialog({
  chain,
  safe,
  current,
  setup,
  onPropose,
  onClose,
}: {
  chain: ChainInfo
  safe: Address
  current: OwnerSet
  setup: RecoverySetup
  onPropose: (call: WalletCall) => void
  onClose: () => void
}) {
  const { entries } = useAddressBook(chain.chainId)
  const [ownerTexts, setOwnerTexts] = useState<string[]>(() => [...current.owners])
  const [threshold, setThreshold] = useState(current.threshold)
  const [submitted, setSubmitted] = useState(false)
  const thresholdId = useId()
  const nameOf = (address: Address) =>
    entries.find((entry) => entry.address === address)?.name ?? shortenAddress(address)

  const resolved = ownerTexts.map((text) => resolveAddressInput(text, { chain, book: entries }))
  const owners = resolved.flatMap((result) => (result.ok ? [result.address] : []))
  const next: OwnerSet = { owners, threshold: Math.min(threshold, Math.max(1, owners.length)) }
  const plan = owners.length === resolved.length ? planOwnerChanges(safe, current, next) : undefined
  const proposal = plan?.ok ? buildRecoveryProposal(plan.calls) : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!proposal) return
    const window = describePeriod(setup.cooldown)
    onPropose({
      title: t('recovery.start.proposal_title', { threshold: next.threshold, count: next.owners.length }),
      description: t('recovery.start.description', { window }),
      to: setup.delayModule,
      data: encodeFunctionData({
        abi: delayModifierAbi,
        functionName: 'execTransactionFromModule',
        args: [proposal.to, proposal.value, proposal.data, proposal.operation],
      }),
      details: [
        {
          label: t('recovery.start.effect'),
          value: t('recovery.start.effect_value', {
            owners: next.owners.join(', '),
            threshold: next.threshold,
            count: next.owners.length,
          }),
        },
        { label: t('recovery.start.window'), value: window },
        { label: t('recovery.start.hash'), value: hashDelayTransaction(proposal) },
      ],
    })
  }

  return (
    <Dialog title={t('recovery.start.title')} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p className="text-sm text-ink-muted">
          {t('recovery.start.description', { window: describePeriod(setup.cooldown) })}
        </p>
        <AddressListField
          chain={chain}
          legend={t('recovery.start.new_owners')}
          texts={ownerTexts}
          onChange={setOwnerTexts}
          showErrors={submitted}
          labelOf={(index) => t('recovery.start.owner_label', { index: index + 1 })}
          removeLabelOf={(index) => t('recovery.start.remove_owner', { index: index + 1 })}
          addLabel={t('recovery.start.add_owner')}
        />
        <Field id={thresholdId} label={t('recovery.start.threshold')}>
          <Select
            id={thresholdId}
            value={next.threshold}
            onChange={(event) => setThreshold(Number(event.target.value))}
          >
            {Array.from({ length: Math.max(1, ownerTexts.length) }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {t('recovery.start.threshold_value', { threshold: value, owners: ownerTexts.length })}
              </option>
            ))}
          </Select>
        </Field>
        {submitted && plan && !plan.ok && (
          <p role="alert" className="text-sm font-medium text-danger">
            {problemText(plan.problem, nameOf)}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('recovery.cancel')}
          </Button>
          <Button type="submit">{t('recovery.start.continue')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
