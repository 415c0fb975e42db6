import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Address, Hash } from 'viem'
import { saveAddressBookEntries, useAddressNames } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { Button, ExternalLinkButton } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { ownedSafesQueryKeyPrefix } from '../../../gateway/getOwnedSafes.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import { safeQueryKeys } from '../../../gateway/safeQueryKeys.ts'
import { relaySafeTx } from '../../../safe-tx/api/safeTxGateway.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { describeSafeTxError } from '../../../safe-tx/model/describeSafeTxError.ts'
import { DetailRow } from '../../../transactions/components/DetailRow.tsx'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { type CreationChecks, isDeployed, readCreationChecks } from '../api/readCreationChecks.ts'
import { useOwnerRelayQuotas } from '../api/useOwnerRelayQuotas.ts'
import { waitForIndexedSafe, waitForRelayedCreation } from '../api/waitForCreation.ts'
import { t } from '../i18n/t.ts'
import type { SafeCreation } from '../model/buildSafeCreation.ts'
import { deployProblemMessage } from '../model/deployProblemMessage.ts'
import type { DeployWallet } from '../model/deployWallet.ts'
import { type DeployProblem, toDeployProblem } from '../model/toDeployProblem.ts'
import type { OwnerRelayQuota } from '../model/toOwnerRelayQuota.ts'

/** Where a creation stands. Once something is sent, the dialog follows it to the new Safe's page. */
type Step =
  | { step: 'review'; problem?: DeployProblem }
  | { step: 'awaiting_wallet' }
  | { step: 'mining'; hash: Hash }
  | { step: 'relaying' }
  /** Confirmed on chain; waiting for the gateway to index the Safe, then its dashboard opens. */
  | { step: 'opening'; hash: Hash | undefined }

type ReviewProps = {
  chain: ChainInfo
  creation: SafeCreation
  name: string
  wallet: DeployWallet
  onClose: () => void
  /** Opens a Safe's dashboard (the new one, or the one found at the predicted address). */
  onOpen: (address: Address) => void
}

function Progress({ chain, label, hash }: { chain: ChainInfo; label: string; hash?: Hash | undefined }) {
  const url = hash ? findExplorerUrl(chain, { txHash: hash }) : undefined
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{label}</p>
      {url && (
        <ExternalLinkButton href={url} size="sm">
          <Icon name="external" />
          {t('create_safe.review_dialog.view_transaction')}
        </ExternalLinkButton>
      )}
    </div>
  )
}

function CostValue({ chain, checks }: { chain: ChainInfo; checks: CreationChecks | undefined }) {
  if (checks === undefined)
    return <span className="text-ink-muted">{t('create_safe.review_dialog.estimating')}</span>
  if (checks.status !== 'ready') return <span className="text-ink-muted">—</span>
  const { estimate } = checks
  if ('error' in estimate)
    return (
      <span className="text-ink-muted">
        {t('create_safe.review_dialog.estimate_failed', { reason: describeSafeTxError(estimate.error) })}
      </span>
    )
  const gas = estimate.gas.toLocaleString('en-US')
  const { symbol, decimals } = chain.nativeCurrency
  return (
    <span data-testid="creation-cost" className="font-semibold tabular-nums">
      {estimate.gasPrice === undefined
        ? t('create_safe.review_dialog.gas_only', { gas })
        : t('create_safe.review_dialog.cost_value', {
            cost: formatAmount(estimate.gas * estimate.gasPrice, decimals),
            symbol,
            gas,
          })}
    </span>
  )
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-control border border-line px-4 py-3">
      <p className="text-sm font-semibold">{label}</p>
      {children}
    </section>
  )
}

function RelaySection({
  quota,
  busy,
  onRelay,
}: {
  quota: OwnerRelayQuota
  busy: boolean
  onRelay: () => void
}) {
  const [exhausted] = quota.exhausted
  return (
    <Section label={t('create_safe.review_dialog.relay')}>
      <p className="text-sm text-ink-muted">{t('create_safe.review_dialog.relay_body')}</p>
      <p className="text-sm text-ink-muted" data-testid="relay-remaining">
        {exhausted
          ? t('create_safe.review_dialog.relay_exhausted', {
              owner: shortenAddress(exhausted),
              limit: quota.limit,
            })
          : t('create_safe.review_dialog.relay_remaining', {
              remaining: quota.remaining,
              limit: quota.limit,
            })}
      </p>
      <Button variant="secondary" disabled={busy || exhausted !== undefined} onClick={onRelay}>
        {t('create_safe.review_dialog.relay_button')}
      </Button>
    </Section>
  )
}

function WalletSection({
  chain,
  wallet,
  busy,
  awaitingWallet,
  onCreate,
}: {
  chain: ChainInfo
  wallet: DeployWallet
  busy: boolean
  awaitingWallet: boolean
  onCreate: () => void
}) {
  const [switchError, setSwitchError] = useState<string>()
  const chainId = Number(chain.chainId)
  let action: ReactNode
  if (wallet.status !== 'connected' || !wallet.address)
    action = (
      <Button disabled={!wallet.connect || wallet.status === 'connecting'} onClick={() => wallet.connect?.()}>
        <Icon name="wallet" />
        {t('create_safe.review_dialog.connect')}
      </Button>
    )
  else if (wallet.chainId !== chainId)
    action = (
      <Button
        onClick={() =>
          wallet.switchChain(chainId).then(
            () => setSwitchError(undefined),
            (error: unknown) => setSwitchError(describeSafeTxError(error, 'transaction')),
          )
        }
      >
        {t('create_safe.review_dialog.switch', { chain: chain.chainName })}
      </Button>
    )
  else
    action = (
      <Button size="lg" disabled={busy} onClick={onCreate}>
        {awaitingWallet && <Spinner className="size-4 text-on-accent" />}
        {awaitingWallet
          ? t('create_safe.review_dialog.confirm_in_wallet')
          : t('create_safe.review_dialog.create')}
      </Button>
    )
  return (
    <Section label={t('create_safe.review_dialog.from_wallet')}>
      <p className="text-sm text-ink-muted">{t('create_safe.review_dialog.from_wallet_body')}</p>
      {switchError && <Notice tone="danger">{switchError}</Notice>}
      {action}
    </Section>
  )
}

/**
 * The creation's review: the predicted address (computed in the browser), what will be deployed
 * (singleton, factory, fallback handler from the canonical deployments), the owners and threshold, the
 * estimated cost; then "Create Safe" from the wallet or "Create for free" through the relay. A Safe
 * already at the predicted address is found before anything is sent. Once confirmed and indexed, the
 * new Safe's dashboard opens.
 */
export function CreateSafeReview({ chain, creation, name, wallet, onClose, onOpen }: ReviewProps) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<Step>({ step: 'review' })
  // Any account can estimate the creation: its gas does not depend on who sends it.
  const from = wallet.address ?? creation.owners[0] ?? creation.factory
  const checks = useQuery({
    queryKey: ['chain', chain.chainId, 'safe-creation-checks', creation.address, from] as const,
    queryFn: () => readCreationChecks(chain, { creation, from }),
    retry: 1,
    gcTime: 0,
  })
  const relay = useOwnerRelayQuotas(chain.chainId, creation.owners)
  const nameOf = useAddressNames(chain.chainId)
  const busy = state.step !== 'review'
  const problem = state.step === 'review' ? state.problem : undefined
  const { symbol } = chain.nativeCurrency
  const ready = checks.data?.status === 'ready'

  /** The creation is confirmed: save its name, and open its dashboard once the gateway has indexed it. */
  async function open(hash: Hash | undefined, indexing: Promise<SafeInfo>) {
    setState({ step: 'opening', hash })
    if (name) saveAddressBookEntries(chain.chainId, [{ address: creation.address, name }])
    try {
      // Opened with its info already there, the dashboard shows the owners at once, not "not indexed".
      queryClient.setQueryData(safeQueryKeys.info(chain.chainId, creation.address), await indexing)
    } catch {
      // Not indexed after 30 s: the dashboard says so, and live updates fill it in.
    }
    void queryClient.invalidateQueries({ queryKey: ownedSafesQueryKeyPrefix })
    onOpen(creation.address)
  }

  function fail(next: DeployProblem) {
    setState({ step: 'review', problem: next })
    // The failure may have been a creation by someone else: read the address again.
    void checks.refetch()
  }

  async function createFromWallet() {
    setState({ step: 'awaiting_wallet' })
    let hash: Hash | undefined
    try {
      // The last look before sending: someone may have used these inputs since the review opened.
      if (await isDeployed(chain, creation.address)) return fail({ code: 'already_deployed' })
      hash = await wallet.send({
        to: creation.factory,
        data: creation.data,
        description: t('create_safe.recent_transaction', { address: shortenAddress(creation.address) }),
      })
      setState({ step: 'mining', hash })
    } catch (error) {
      return fail(toDeployProblem(error))
    }
    // The gateway is asked from now on, while the receipt is read: the indexer may see the block first.
    const stop = new AbortController()
    const indexing = waitForIndexedSafe(chain.chainId, creation.address, { signal: stop.signal })
    indexing.catch(() => {})
    try {
      if ((await wallet.waitForReceipt(hash)) !== 'success') {
        stop.abort()
        return fail({ code: 'reverted', hash })
      }
    } catch {
      stop.abort()
      return fail({ code: 'unconfirmed', hash })
    }
    await open(hash, indexing)
  }

  async function createThroughRelay() {
    // Busy from the click on: a second click must not spend the owners' free relays twice.
    setState({ step: 'relaying' })
    const stop = new AbortController()
    try {
      const { taskId } = await relaySafeTx(
        { chainId: chain.chainId },
        { version: creation.version, to: creation.factory, data: creation.data },
      )
      void queryClient.invalidateQueries({ queryKey: ['gateway', 'relay-count', chain.chainId] })
      // Sent: the gateway is asked from now on, while the relay's status is followed.
      const indexing = waitForIndexedSafe(chain.chainId, creation.address, { signal: stop.signal })
      indexing.catch(() => {})
      const result = await waitForRelayedCreation(chain.chainId, taskId)
      if (result.outcome !== 'success') {
        stop.abort()
        return fail({ code: result.outcome === 'failed' ? 'relay_failed' : 'relay_timeout' })
      }
      await open(result.hash, indexing)
    } catch (error) {
      stop.abort()
      fail(toDeployProblem(error))
    }
  }

  const explorerOf = (address: string) => findExplorerUrl(chain, { address })
  const alreadyThere = checks.data?.status === 'deployed' || problem?.code === 'already_deployed'
  return (
    <Dialog
      title={t('create_safe.review_dialog.title')}
      description={t('create_safe.review_dialog.description', { chain: chain.chainName })}
      onClose={onClose}
    >
      <div className="flex flex-col gap-2 rounded-control bg-surface-muted px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('create_safe.review_dialog.address')}
        </p>
        <div data-testid="predicted-address">
          <AddressRow
            address={creation.address}
            name={name || nameOf(creation.address)}
            explorerUrl={explorerOf(creation.address)}
            wrap
          />
        </div>
        <p className="text-xs text-ink-muted">{t('create_safe.review_dialog.address_hint')}</p>
      </div>

      <dl className="@container -my-2 divide-y divide-line">
        <DetailRow label={t('create_safe.review_dialog.network')}>
          <ChainBadge
            name={chain.chainName}
            textColor={chain.theme.textColor}
            backgroundColor={chain.theme.backgroundColor}
          />
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.threshold')}>
          <span data-testid="creation-threshold" className="font-semibold">
            {t('create_safe.threshold_explained', {
              threshold: Number(creation.threshold),
              owners: creation.owners.length,
            })}
          </span>
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.owners')}>
          <ul className="flex flex-col gap-2">
            {creation.owners.map((owner) => (
              <li key={owner}>
                <AddressRow address={owner} name={nameOf(owner)} explorerUrl={explorerOf(owner)} wrap />
              </li>
            ))}
          </ul>
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.singleton')}>
          <AddressRow
            address={creation.singleton}
            name={`${creation.singletonName} ${creation.version}`}
            explorerUrl={explorerOf(creation.singleton)}
            wrap
          />
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.factory')}>
          <AddressRow
            address={creation.factory}
            name={`SafeProxyFactory ${creation.version}`}
            explorerUrl={explorerOf(creation.factory)}
            wrap
          />
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.fallback_handler')}>
          <AddressRow
            address={creation.fallbackHandler}
            name={`CompatibilityFallbackHandler ${creation.version}`}
            explorerUrl={explorerOf(creation.fallbackHandler)}
            wrap
          />
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.salt_nonce')}>
          <span className="font-mono text-xs break-all">{creation.saltNonce.toString()}</span>
        </DetailRow>
        <DetailRow label={t('create_safe.review_dialog.cost')}>
          <CostValue chain={chain} checks={checks.data} />
        </DetailRow>
      </dl>

      {checks.status === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('create_safe.review_dialog.checking', { chain: chain.chainName })}
        </p>
      )}
      {checks.status === 'error' && (
        <Notice tone="danger">
          {t('create_safe.review_dialog.checks_failed', {
            chain: chain.chainName,
            reason: describeSafeTxError(checks.error),
          })}
        </Notice>
      )}
      {checks.data?.status === 'missing_contracts' && (
        <Notice tone="danger">
          {t('create_safe.review_dialog.missing_contracts', {
            version: creation.version,
            chain: chain.chainName,
            contracts: checks.data.missing.join(', '),
          })}
        </Notice>
      )}
      {problem && problem.code !== 'already_deployed' && (
        <Notice tone="danger" testId="creation-problem">
          {deployProblemMessage(problem, { symbol })}
        </Notice>
      )}
      {alreadyThere && (
        <div className="flex flex-col gap-2">
          <Notice tone="warning" testId="already-deployed">
            {t('create_safe.review_dialog.already_deployed')}
          </Notice>
          <Button variant="secondary" className="self-start" onClick={() => onOpen(creation.address)}>
            {t('create_safe.review_dialog.open_existing')}
            <Icon name="arrowRight" />
          </Button>
        </div>
      )}

      {state.step === 'mining' && (
        <Progress chain={chain} label={t('create_safe.review_dialog.mining')} hash={state.hash} />
      )}
      {state.step === 'relaying' && (
        <Progress chain={chain} label={t('create_safe.review_dialog.relaying')} />
      )}
      {state.step === 'opening' && (
        <Progress chain={chain} label={t('create_safe.review_dialog.opening')} hash={state.hash} />
      )}

      {ready &&
        !alreadyThere &&
        state.step !== 'mining' &&
        state.step !== 'relaying' &&
        state.step !== 'opening' && (
          <div className="flex flex-col gap-3">
            <WalletSection
              chain={chain}
              wallet={wallet}
              busy={busy}
              awaitingWallet={state.step === 'awaiting_wallet'}
              onCreate={() => void createFromWallet()}
            />
            {relay && relay.limit > 0 && (
              <RelaySection quota={relay} busy={busy} onRelay={() => void createThroughRelay()} />
            )}
          </div>
        )}

      {!busy && (
        <Button variant="ghost" className="self-start" onClick={onClose}>
          {t('create_safe.review_dialog.back')}
        </Button>
      )}
    </Dialog>
  )
}
