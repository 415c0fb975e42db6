import { Icon } from '../../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'
import type { MultisigExecutionDetails } from '../TransactionDetailsSchema.ts'
import type { AddressNamer } from './AddressNamer.ts'
import { NamedAddress } from './NamedAddress.tsx'

/**
 * Who confirmed a multisig transaction and who has not yet: every owner, ticked or waiting. For an
 * executed one the gateway sends the owners it was executed under, and an owner who did not sign is
 * not waiting any more: "Did not sign", not a clock.
 */
export function ConfirmationsList({
  execution,
  namer,
  you,
  executed = false,
}: {
  execution: MultisigExecutionDetails
  namer: AddressNamer
  /** The connected wallet: its row says "You", so an owner sees at once whether they signed. */
  you?: string | undefined
  executed?: boolean
}) {
  const missingLabel = executed
    ? t('transaction.details.did_not_sign')
    : t('transaction.details.not_confirmed')
  const confirmed = new Set(
    execution.confirmations.map((confirmation) => confirmation.signer.value.toLowerCase()),
  )
  // Owners first (who could sign), then anyone who signed but is no longer an owner.
  const others = execution.confirmations
    .map((confirmation) => confirmation.signer)
    .filter(
      (signer) =>
        !execution.signers.some((owner) => owner.value.toLowerCase() === signer.value.toLowerCase()),
    )
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">
        {t('transaction.details.confirmations', {
          submitted: execution.confirmations.length,
          required: execution.confirmationsRequired,
        })}
      </h4>
      <ul className="flex flex-col gap-1.5">
        {[...execution.signers, ...others].map((signer) => {
          const didConfirm = confirmed.has(signer.value.toLowerCase())
          const isYou = you !== undefined && you.toLowerCase() === signer.value.toLowerCase()
          return (
            <li key={signer.value} className="flex items-center gap-2">
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full ${didConfirm ? 'bg-success-soft text-success' : 'bg-surface-muted text-ink-faint'}`}
                title={didConfirm ? t('transaction.details.confirmed') : missingLabel}
              >
                <Icon name={didConfirm ? 'check' : executed ? 'minus' : 'clock'} className="size-3" />
                <span className="sr-only">
                  {didConfirm ? t('transaction.details.confirmed') : missingLabel}
                </span>
              </span>
              <div className="min-w-0 flex-1">
                <NamedAddress namer={namer} address={signer.value} name={signer.name} />
              </div>
              {isYou && (
                <span
                  data-testid="confirmation-you"
                  className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent"
                >
                  {t('transaction.details.you')}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
