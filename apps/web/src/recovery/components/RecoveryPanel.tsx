import { buildRecoveryCancelCall, delayModifierAbi } from '@coffer/safe'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { type Address, encodeFunctionData, isAddressEqual } from 'viem'
import { useAddressNames } from '../../address-book/addressBookStore.ts'
import { Badge } from '../../components/ui/Badge/Badge.tsx'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Card } from '../../components/ui/Card/Card.tsx'
import { Icon } from '../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
import { openSafeTxReview } from '../../safe-tx/safeTxReviewStore.ts'
import { shortenAddress } from '../../transactions/shortenAddress.ts'
import { InWalletStack } from '../../wallet/InWalletStack.tsx'
import { type IndexedRecoveryProposal, indexedRecoveryQuery } from '../api/getIndexedRecovery.ts'
import { type RecoveryProposal, readRecoveryQueue } from '../api/readRecoveryQueue.ts'
import type { RecoverySetup } from '../api/readRecoverySetup.ts'
import { useRecoverySetup } from '../api/useRecoverySetup.ts'
import { t } from '../i18n/t.ts'
import { describeProposal } from '../model/describeProposal.ts'
import { recoveryCardId, useDismissedRecoveryCards } from '../model/dismissedRecoveryCards.ts'
import type { OwnerSet } from '../model/planOwnerChanges.ts'
import { recentSettledProposals } from '../model/recentSettledProposals.ts'
import { describePeriod, describeTimeLeft } from '../model/recoveryText.ts'
import type { WalletCall } from './SendFromWalletDialog.tsx'
import { StartRecoveryDialog } from './StartRecoveryDialog.tsx'

const loadSendFromWalletDialog = () => import('./SendFromWalletDialog.tsx')
const SendFromWalletDialog = lazy(loadSendFromWalletDialog)

// The gateway's change events refetch the queue when its indexer sees a Delay event. Some changes log
// nothing the indexer reads at once (skipExpired), and the gateway may be behind or unreachable: this
// backstop re-reads the node.
const queueRefreshMs = 20_000

/** Seconds since the epoch, ticking, so countdowns move without refetching. */
function useNow(start: number): number {
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    const startedAt = Date.now()
    const timer = setInterval(() => setOffset(Math.floor((Date.now() - startedAt) / 1000)), 1000)
    return () => clearInterval(timer)
  }, [])
  return start + offset
}

function ProposalCard({
  chain,
  safe,
  current,
  proposal,
  chainNow,
  isOwner,
  onWalletCall,
}: {
  chain: ChainInfo
  safe: Address
  current: OwnerSet
  proposal: RecoveryProposal
  chainNow: number
  isOwner: boolean
  onWalletCall: (call: WalletCall) => void
}) {
  const nameOf = useAddressNames(chain.chainId)
  const named = (address: Address) => nameOf(address) ?? shortenAddress(address)
  const now = useNow(chainNow)
  const effect = describeProposal(safe, current, proposal.transaction)
  const expired = proposal.expiresAt !== undefined && now >= proposal.expiresAt
  const executable = !expired && now >= proposal.executableAt
  const transaction = proposal.transaction

  return (
    <Card className="flex flex-col gap-3 border-warning p-5" data-testid="recovery-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-bold">
          <Icon name="alert" className="size-4 text-warning" />
          {t('recovery.card.title')}
        </h3>
        <Badge tone={expired ? 'neutral' : executable ? 'accent' : 'warning'}>
          {expired
            ? t('recovery.card.expired')
            : executable
              ? t('recovery.card.executable')
              : t('recovery.card.waiting', { time: describeTimeLeft(proposal.executableAt - now) })}
        </Badge>
      </div>
      <p className="text-sm text-ink-muted">
        {proposal.proposer
          ? t('recovery.card.proposed_by', { proposer: named(proposal.proposer) })
          : t('recovery.card.unknown_proposer')}
      </p>
      {effect ? (
        <div className="flex flex-col gap-1.5">
          <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('recovery.card.new_owners')}
          </h4>
          <ul className="flex flex-col gap-1 font-mono text-sm" data-testid="recovery-new-owners">
            {effect.owners.map((owner) => (
              <li key={owner} className="break-all">
                {nameOf(owner) ? `${nameOf(owner)} (${owner})` : owner}
              </li>
            ))}
          </ul>
          <p className="text-sm font-semibold">
            {t('recovery.card.threshold', { threshold: effect.threshold, count: effect.owners.length })}
          </p>
        </div>
      ) : (
        <p className="text-sm">{t('recovery.card.unreadable', { module: proposal.delayModule })}</p>
      )}
      {!expired && <p className="text-sm text-ink-muted">{t('recovery.card.owners_can_cancel')}</p>}
      <div className="flex flex-wrap gap-3">
        {executable && proposal.isNext && transaction && (
          <Button
            size="sm"
            onClick={() =>
              onWalletCall({
                title: t('recovery.card.execute_title'),
                description: t('recovery.card.execute_description'),
                to: proposal.delayModule,
                data: encodeFunctionData({
                  abi: delayModifierAbi,
                  functionName: 'executeNextTx',
                  args: [transaction.to, transaction.value, transaction.data, transaction.operation],
                }),
                details: [{ label: t('recovery.start.hash'), value: proposal.txHash }],
              })
            }
          >
            {t('recovery.card.execute')}
          </Button>
        )}
        {expired && proposal.isNext && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onWalletCall({
                title: t('recovery.card.skip_title'),
                description: t('recovery.card.skip_description'),
                to: proposal.delayModule,
                data: encodeFunctionData({ abi: delayModifierAbi, functionName: 'skipExpired' }),
              })
            }
          >
            {t('recovery.card.skip')}
          </Button>
        )}
        {executable && !proposal.isNext && <p className="text-sm">{t('recovery.card.queued_after')}</p>}
        {isOwner && !expired && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              openSafeTxReview({
                kind: 'new',
                chain,
                safe,
                // Moving the Delay's nonce past this proposal cancels it and every one queued before it.
                draft: buildRecoveryCancelCall({
                  delayModule: proposal.delayModule,
                  queueNonce: proposal.queueNonce + 1n,
                }),
                title: t('recovery.card.cancel_title', { nonce: String(proposal.queueNonce) }),
              })
            }
          >
            {t('recovery.card.cancel')}
          </Button>
        )}
      </div>
    </Card>
  )
}

/** A recovery that no longer waits: the owners cancelled it, or it ran. Shown for a week, or until dismissed. */
function SettledCard({
  chain,
  proposal,
  onDismiss,
}: {
  chain: ChainInfo
  proposal: IndexedRecoveryProposal
  onDismiss: () => void
}) {
  const nameOf = useAddressNames(chain.chainId)
  const proposer = proposal.proposer
    ? (nameOf(proposal.proposer) ?? shortenAddress(proposal.proposer))
    : undefined
  const cancelled = proposal.status === 'SKIPPED'
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="recovery-settled-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-bold">
          <Icon name={cancelled ? 'close' : 'check'} className="size-4 text-ink-muted" />
          {cancelled ? t('recovery.card.cancelled_title') : t('recovery.card.executed_title')}
        </h3>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('recovery.card.dismiss')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        {cancelled
          ? t('recovery.card.cancelled_body', { proposer: proposer ?? t('recovery.card.unknown_proposer') })
          : t('recovery.card.executed_body', { proposer: proposer ?? t('recovery.card.unknown_proposer') })}
      </p>
    </Card>
  )
}

function DelayQueue({
  chain,
  safe,
  current,
  setup,
  isOwner,
  onWalletCall,
}: {
  chain: ChainInfo
  safe: Address
  current: OwnerSet
  setup: RecoverySetup
  isOwner: boolean
  onWalletCall: (call: WalletCall) => void
}) {
  const queryClient = useQueryClient()
  const queue = useQuery({
    queryKey: [
      ...safeQueryKeys.recovery(chain.chainId, safe),
      'queue',
      setup.delayModule,
      String(setup.txNonce),
    ],
    queryFn: async () => {
      // The index spares the node a search of every block and knows what was cancelled or executed; the
      // chain still decides what is pending. Without the gateway the card works from the node alone.
      const indexed = await queryClient.fetchQuery(indexedRecoveryQuery(chain.chainId, safe)).then(
        (modules) => modules.find((module) => isAddressEqual(module.address, setup.delayModule)),
        () => undefined,
      )
      const proposals = indexed?.proposals ?? []
      return { ...(await readRecoveryQueue(chain, setup, proposals)), indexed: proposals }
    },
    refetchInterval: queueRefreshMs,
  })
  const [dismissed, setDismissed] = useDismissedRecoveryCards(chain.chainId, safe)
  if (queue.status !== 'success') return null
  const settled = recentSettledProposals(queue.data.indexed, queue.data.now * 1000, (proposal) =>
    dismissed.includes(recoveryCardId(setup.delayModule, proposal.queueNonce)),
  )
  return (
    <>
      {settled.map((proposal) => (
        <SettledCard
          key={`${setup.delayModule}:${proposal.queueNonce}`}
          chain={chain}
          proposal={proposal}
          onDismiss={() =>
            setDismissed([...dismissed, recoveryCardId(setup.delayModule, proposal.queueNonce)])
          }
        />
      ))}
      {queue.data.proposals.map((proposal) => (
        <ProposalCard
          key={`${proposal.delayModule}:${proposal.queueNonce}`}
          chain={chain}
          safe={safe}
          current={current}
          proposal={proposal}
          chainNow={queue.data.now}
          isOwner={isOwner}
          onWalletCall={onWalletCall}
        />
      ))}
    </>
  )
}

/**
 * Recovery on a Safe's pages: a card per proposal waiting in a Delay module (countdown, the new owners,
 * execute / skip / cancel), and for a connected recoverer who is not an owner, "Start recovery".
 * Loaded on demand (LazyRecoveryPanel) only for Safes with modules.
 */
export default function RecoveryPanel({
  chain,
  safe,
  current,
  connected,
  allowStart,
}: {
  chain: ChainInfo
  safe: Address
  current: OwnerSet
  connected: Address | undefined
  /** The Safe's first page offers "Start recovery"; the queue only shows what waits. */
  allowStart: boolean
}) {
  const state = useRecoverySetup(chain, safe)
  const queryClient = useQueryClient()
  const [walletCall, setWalletCall] = useState<WalletCall | undefined>()
  const [starting, setStarting] = useState<RecoverySetup | undefined>()
  const setups = state.data?.setups ?? []
  if (setups.length === 0) return null
  const isOwner = connected !== undefined && current.owners.some((owner) => isAddressEqual(owner, connected))
  const recovererOf =
    connected === undefined || isOwner
      ? undefined
      : setups.find((setup) => setup.recoverers.some((recoverer) => isAddressEqual(recoverer, connected)))

  return (
    <div className="flex flex-col gap-4">
      {setups.map((setup) => (
        <DelayQueue
          key={setup.delayModule}
          chain={chain}
          safe={safe}
          current={current}
          setup={setup}
          isOwner={isOwner}
          onWalletCall={setWalletCall}
        />
      ))}
      {allowStart && recovererOf && (
        <Card className="flex flex-col items-start gap-3 p-5" data-testid="recoverer-banner">
          <p className="text-sm">
            {t('recovery.start.banner', { window: describePeriod(recovererOf.cooldown) })}
          </p>
          <Button
            size="sm"
            onClick={() => setStarting(recovererOf)}
            onPointerEnter={() => void loadSendFromWalletDialog()}
          >
            {t('recovery.start.cta')}
          </Button>
        </Card>
      )}
      {starting && (
        <StartRecoveryDialog
          chain={chain}
          safe={safe}
          current={current}
          setup={starting}
          onClose={() => setStarting(undefined)}
          onPropose={(call) => {
            setStarting(undefined)
            setWalletCall(call)
          }}
        />
      )}
      {walletCall && (
        <InWalletStack>
          <Suspense fallback={null}>
            <SendFromWalletDialog
              chain={chain}
              call={walletCall}
              onClose={() => setWalletCall(undefined)}
              onDone={() =>
                void queryClient.invalidateQueries({ queryKey: safeQueryKeys.recovery(chain.chainId, safe) })
              }
            />
          </Suspense>
        </InWalletStack>
      )}
    </div>
  )
}
