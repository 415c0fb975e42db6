import { useQuery } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { SafeMessage } from '../../../safe-message/api/SafeMessageSchema.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { checkConfirmations } from '../../../safe-tx/model/verifyConfirmations.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { resolveAddress } from '../../../transactions/components/AddressNamer.ts'
import { t } from '../i18n/t.ts'

/**
 * Who confirmed a message and who has not yet: every owner, ticked or waiting, named from the address
 * book, the connected one as "You". Each stored signature is recovered here against the SafeMessage
 * hash; one that is not the owner's is said so.
 */
export function MessageConfirmations({
  message,
  safeMessageHash,
  owners,
  wallet,
  namer,
}: {
  message: SafeMessage
  safeMessageHash: Hex
  owners: readonly Address[]
  wallet: Address | undefined
  namer: AddressNamer
}) {
  const checks = useQuery({
    queryKey: [
      'safe-message',
      'confirmation-checks',
      safeMessageHash,
      message.confirmations.map((c) => c.signature),
    ],
    queryFn: () =>
      checkConfirmations(
        message.confirmations.map((confirmation) => ({
          signer: confirmation.owner.value,
          signature: confirmation.signature,
        })),
        safeMessageHash,
      ),
  })
  const confirmed = new Set(
    message.confirmations.map((confirmation) => confirmation.owner.value.toLowerCase()),
  )
  // Owners first (who could sign), then anyone who signed but is no longer an owner.
  const others = message.confirmations
    .map((confirmation) => confirmation.owner.value)
    .filter((signer) => !owners.some((owner) => owner.toLowerCase() === signer.toLowerCase()))
  const problems = (checks.data ?? []).flatMap((check) => (check.ok ? [] : [check]))

  return (
    <section className="flex flex-col gap-2" aria-labelledby="message-confirmations">
      <h3 id="message-confirmations" className="text-sm font-semibold">
        {t('messages.page.confirmations', {
          submitted: message.confirmationsSubmitted,
          required: message.confirmationsRequired,
        })}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {[...owners, ...others].map((owner) => {
          const didConfirm = confirmed.has(owner.toLowerCase())
          const resolved = resolveAddress(namer, owner, null)
          const status = didConfirm ? t('messages.page.confirmed') : t('messages.page.not_confirmed')
          return (
            <li key={owner} className="flex items-center gap-2" data-testid="message-confirmation">
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full ${didConfirm ? 'bg-success-soft text-success' : 'bg-surface-muted text-ink-faint'}`}
                title={status}
              >
                <Icon name={didConfirm ? 'check' : 'clock'} className="size-3" />
                <span className="sr-only">{status}</span>
              </span>
              <div className="min-w-0 flex-1">
                <AddressRow
                  address={owner}
                  name={resolved.name}
                  explorerUrl={resolved.explorerUrl}
                  badge={
                    wallet?.toLowerCase() === owner.toLowerCase() ? (
                      <Badge tone="accent">{t('messages.you')}</Badge>
                    ) : null
                  }
                  wrap
                />
              </div>
            </li>
          )
        })}
      </ul>
      {problems.map((problem) => (
        <Notice
          key={problem.signer}
          tone={problem.reason === 'unsupported' ? 'neutral' : 'danger'}
          testId="bad-message-confirmation"
        >
          <span className="wrap-anywhere">
            {t(`messages.page.bad_confirmation.${problem.reason}`, { signer: problem.signer })}
          </span>
        </Notice>
      ))}
    </section>
  )
}
