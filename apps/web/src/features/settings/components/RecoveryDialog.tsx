import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { resolveAddressInput } from '../../../address/AddressField.tsx'
import { AddressListField } from '../../../address/AddressListField.tsx'
import { useAddressBook } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, Select, TextInput } from '../../../components/ui/Field/Field.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { RecoverySetup } from '../../../recovery/api/readRecoverySetup.ts'
import { t } from '../../../recovery/i18n/t.ts'
import {
  buildRecoveryEditDraft,
  buildRecoverySetupDraft,
  type RecoveryDraft,
} from '../../../recovery/model/buildRecoveryDrafts.ts'
import {
  expiryPresetDays,
  type PeriodUnit,
  parsePeriodAmount,
  periodUnits,
  reviewWindowPresetDays,
  toPeriod,
  toSeconds,
} from '../../../recovery/model/recoveryPeriods.ts'
import {
  describeExpiry,
  describePeriod,
  describeRecoverers,
  describeReviewWindow,
  recoveryProblemText,
} from '../../../recovery/model/recoveryText.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { openSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'

/** A period picked from presets (days as text, '0' = never) or typed as an amount and a unit. */
type PeriodChoice = { preset: string; amount: string; unit: PeriodUnit }

const daySeconds = 86_400n

function choiceFromSeconds(seconds: bigint, presets: readonly number[]): PeriodChoice {
  const days = seconds % daySeconds === 0n ? Number(seconds / daySeconds) : undefined
  if (days !== undefined && presets.includes(days)) return { preset: String(days), amount: '', unit: 'days' }
  const period = toPeriod(seconds)
  return period.unit === 'seconds'
    ? { preset: 'custom', amount: String(Math.max(1, Math.round(period.amount / 60))), unit: 'minutes' }
    : { preset: 'custom', amount: String(period.amount), unit: period.unit }
}

function choiceSeconds(choice: PeriodChoice): bigint | undefined {
  if (choice.preset !== 'custom') return BigInt(choice.preset) * daySeconds
  const amount = parsePeriodAmount(choice.amount)
  return amount === undefined ? undefined : toSeconds({ amount, unit: choice.unit })
}

function PeriodField({
  label,
  hint,
  presets,
  choice,
  onChange,
  showError,
}: {
  label: string
  hint: string
  presets: readonly number[]
  choice: PeriodChoice
  onChange: (choice: PeriodChoice) => void
  showError: boolean
}) {
  const id = useId()
  const invalid = choice.preset === 'custom' && parsePeriodAmount(choice.amount) === undefined
  return (
    <fieldset className="flex flex-col gap-2">
      <Field id={id} label={label} hint={hint}>
        <Select
          id={id}
          value={choice.preset}
          onChange={(event) => onChange({ ...choice, preset: event.target.value })}
        >
          {presets.map((days) => (
            <option key={days} value={String(days)}>
              {days === 0 ? t('recovery.never') : describePeriod(BigInt(days) * daySeconds)}
            </option>
          ))}
          <option value="custom">{t('recovery.custom')}</option>
        </Select>
      </Field>
      {choice.preset === 'custom' && (
        <div className="grid grid-cols-2 gap-3">
          <Field
            id={`${id}-amount`}
            label={t('recovery.amount')}
            error={showError && invalid ? t('recovery.problems.bad_amount') : undefined}
          >
            <TextInput
              id={`${id}-amount`}
              inputMode="numeric"
              value={choice.amount}
              invalid={showError && invalid}
              onChange={(event) => onChange({ ...choice, amount: event.target.value })}
            />
          </Field>
          <Field id={`${id}-unit`} label={t('recovery.unit')}>
            <Select
              id={`${id}-unit`}
              value={choice.unit}
              onChange={(event) => {
                const unit = periodUnits.find((candidate) => candidate === event.target.value)
                if (unit) onChange({ ...choice, unit })
              }}
            >
              {periodUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`recovery.unit_${unit}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
    </fieldset>
  )
}

/**
 * Sets recovery up, or edits it: recoverers, review window and expiry, checked as the Delay checks them,
 * then the one review dialog with the calls and the facts in words.
 */
export function RecoveryDialog({
  chain,
  safe,
  setup,
  onClose,
}: {
  chain: ChainInfo
  safe: Address
  /** The current setup to edit; none to set one up. */
  setup: RecoverySetup | undefined
  onClose: () => void
}) {
  const { entries } = useAddressBook(chain.chainId)
  const [recovererTexts, setRecovererTexts] = useState<string[]>(setup ? [...setup.recoverers] : [''])
  const [reviewWindow, setReviewWindow] = useState<PeriodChoice>(
    setup
      ? choiceFromSeconds(setup.cooldown, reviewWindowPresetDays)
      : { preset: '7', amount: '', unit: 'days' },
  )
  const [expiry, setExpiry] = useState<PeriodChoice>(
    setup ? choiceFromSeconds(setup.expiration, expiryPresetDays) : { preset: '0', amount: '', unit: 'days' },
  )
  const [submitted, setSubmitted] = useState(false)
  const [saltNonce] = useState(() => BigInt(Date.now()))
  const nameOf = (address: Address) =>
    reviewCounterparty(address, entries.find((entry) => entry.address === address)?.name)

  const resolved = recovererTexts.map((text) => resolveAddressInput(text, { chain, book: entries }))
  const recoverers = resolved.flatMap((result) => (result.ok ? [result.address] : []))
  const cooldown = choiceSeconds(reviewWindow)
  const expiration = choiceSeconds(expiry)
  const complete = recoverers.length === resolved.length && cooldown !== undefined && expiration !== undefined
  const settings = complete ? { recoverers, cooldown, expiration } : undefined
  const result: (RecoveryDraft & { delayModule?: Address }) | undefined = settings
    ? setup
      ? buildRecoveryEditDraft({ safe, setup, next: settings })
      : buildRecoverySetupDraft({ safe, settings, saltNonce })
    : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!settings || !result?.ok) return
    const values = {
      recoverers: describeRecoverers(settings.recoverers, nameOf),
      window: describeReviewWindow(cooldown ?? 0n),
    }
    openSafeTxReview({
      kind: 'new',
      chain,
      safe,
      draft: result.draft,
      title: setup ? t('recovery.edit_title', values) : t('recovery.setup_title', values),
      titleAddresses: settings.recoverers,
      // The batch's enableModule line then reads "Enable Recovery module (Delay) 0x…", not a bare address.
      ...(result.delayModule
        ? { addressNames: [{ address: result.delayModule, name: t('recovery.module_name') }] }
        : {}),
      details: [
        { label: t('recovery.detail_recoverers'), value: settings.recoverers.join(', ') },
        { label: t('recovery.detail_window'), value: describePeriod(settings.cooldown) },
        { label: t('recovery.detail_expiry'), value: describeExpiry(settings.expiration) },
        ...(result.delayModule ? [{ label: t('recovery.detail_module'), value: result.delayModule }] : []),
      ],
    })
    onClose()
  }

  return (
    <Dialog title={setup ? t('recovery.edit') : t('recovery.set_up')} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <AddressListField
          chain={chain}
          legend={t('recovery.recoverers')}
          hint={t('recovery.recoverers_hint')}
          texts={recovererTexts}
          onChange={setRecovererTexts}
          showErrors={submitted}
          labelOf={(index) => t('recovery.recoverer_label', { index: index + 1 })}
          removeLabelOf={(index) => t('recovery.remove_recoverer', { index: index + 1 })}
          addLabel={t('recovery.add_recoverer')}
        />
        <PeriodField
          label={t('recovery.review_window')}
          hint={t('recovery.review_window_hint')}
          presets={reviewWindowPresetDays}
          choice={reviewWindow}
          onChange={setReviewWindow}
          showError={submitted}
        />
        <PeriodField
          label={t('recovery.expiry')}
          hint={t('recovery.expiry_hint')}
          presets={expiryPresetDays}
          choice={expiry}
          onChange={setExpiry}
          showError={submitted}
        />
        {submitted && result && !result.ok && (
          <p role="alert" className="text-sm font-medium text-danger">
            {recoveryProblemText(result.problem, nameOf)}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('recovery.cancel')}
          </Button>
          <Button type="submit">{t('recovery.continue')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
