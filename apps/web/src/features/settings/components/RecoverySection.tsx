import { useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import type { RecoverySetup } from '../../../recovery/api/readRecoverySetup.ts'
import { useRecoverySetup } from '../../../recovery/api/useRecoverySetup.ts'
import { t } from '../../../recovery/i18n/t.ts'
import { buildRecoveryRemovalDraft } from '../../../recovery/model/buildRecoveryDrafts.ts'
import { describeExpiry, describePeriod, recoveryProblemText } from '../../../recovery/model/recoveryText.ts'
import { reviewCounterparty } from '../../../safe-tx/model/reviewCounterparty.ts'
import { openSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { RecoveryAlerts } from './RecoveryAlerts.tsx'
import { RecoveryDialog } from './RecoveryDialog.tsx'

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-control bg-surface-muted px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd data-testid={testId} className="mt-1 font-bold">
        {value}
      </dd>
    </div>
  )
}

/**
 * Settings → Recovery: the Delay modifier enabled on the Safe, read from the chain (recoverers, review
 * window, expiry, waiting proposals), and the owner's setup, edit and removal through the review dialog.
 */
export function RecoverySection({
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
  const state = useRecoverySetup(chain, safe)
  const nameOf = useAddressNames(chain.chainId)
  const [dialog, setDialog] = useState<{ setup: RecoverySetup | undefined } | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const isOwner = connected !== undefined && owners.some((owner) => isAddressEqual(owner, connected))
  const named = (address: Address) => nameOf(address) ?? shortenAddress(address)

  if (state.status === 'pending') {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        {t('recovery.loading_failed', { reason: state.error.message.split('\n')[0] ?? '' })}
      </p>
    )
  }

  const remove = (setup: RecoverySetup) => {
    const result = buildRecoveryRemovalDraft({ safe, state: state.data, setup })
    if (!result.ok) {
      setProblem(recoveryProblemText(result.problem, named))
      return
    }
    setProblem(undefined)
    openSafeTxReview({
      kind: 'new',
      chain,
      safe,
      draft: result.draft,
      title: t('recovery.remove_title', {
        module: reviewCounterparty(setup.delayModule, nameOf(setup.delayModule)),
      }),
      titleAddresses: [setup.delayModule],
    })
  }

  return (
    <div className="flex flex-col gap-4" data-testid="recovery">
      {state.data.setups.length === 0 && <p className="text-sm text-ink-muted">{t('recovery.none')}</p>}
      {state.data.setups.map((setup) => {
        const pending = Number(setup.queueNonce - setup.txNonce)
        return (
          <div key={setup.delayModule} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('recovery.recoverers')}
              </h3>
              <ul className="flex flex-col gap-3" data-testid="recoverers">
                {setup.recoverers.map((recoverer) => (
                  <li key={recoverer}>
                    <AddressRow
                      address={recoverer}
                      name={nameOf(recoverer)}
                      explorerUrl={findExplorerUrl(chain, { address: recoverer })}
                    />
                  </li>
                ))}
              </ul>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact
                label={t('recovery.review_window')}
                value={describePeriod(setup.cooldown)}
                testId="recovery-window"
              />
              <Fact
                label={t('recovery.expiry')}
                value={describeExpiry(setup.expiration)}
                testId="recovery-expiry"
              />
              <Fact
                label={t('recovery.waiting')}
                value={pending === 0 ? t('recovery.waiting_none') : String(pending)}
                testId="recovery-waiting"
              />
              <Fact
                label={t('recovery.nonces')}
                value={t('recovery.nonces_value', {
                  queue: String(setup.queueNonce),
                  done: String(setup.txNonce),
                })}
                testId="recovery-nonces"
              />
            </dl>
            <div className="flex flex-col gap-1.5">
              <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('recovery.module')}
              </h3>
              <AddressRow
                address={setup.delayModule}
                name={nameOf(setup.delayModule)}
                explorerUrl={findExplorerUrl(chain, { address: setup.delayModule })}
              />
            </div>
            <RecoveryAlerts chain={chain} safe={safe} delayModule={setup.delayModule} isOwner={isOwner} />
            {isOwner && (
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" size="sm" onClick={() => setDialog({ setup })}>
                  {t('recovery.edit')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove(setup)}>
                  {t('recovery.remove')}
                </Button>
              </div>
            )}
          </div>
        )
      })}
      {isOwner && state.data.setups.length === 0 && (
        <Button className="self-start" onClick={() => setDialog({ setup: undefined })}>
          {t('recovery.set_up')}
        </Button>
      )}
      {!isOwner && <p className="text-sm text-ink-muted">{t('recovery.owners_only')}</p>}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {dialog && (
        <RecoveryDialog chain={chain} safe={safe} setup={dialog.setup} onClose={() => setDialog(undefined)} />
      )}
    </div>
  )
}
