import { getDeleteRequestTypedData, getSafeTxTypedData } from '@coffer/safe'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getAddress } from 'viem'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { describeGatewayError } from '../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../gateway/getSafeInfo.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
// The loading label is the host's too, so it stays in the app's table.
import { t as appT } from '../../i18n/t.ts'
import { ConfirmationsList } from '../../transactions/components/ConfirmationsList.tsx'
import { DecodedCall, HexData } from '../../transactions/components/DecodedDataView.tsx'
import { TransactionAppTag } from '../../transactions/components/TransactionAppTag.tsx'
import { TransactionInfoDetails } from '../../transactions/components/TransactionInfoDetails.tsx'
import { TransactionKindIcon } from '../../transactions/components/TransactionKindIcon.tsx'
import { describeTransaction } from '../../transactions/describeTransaction.ts'
import { transactionDetailsQueryOptions } from '../../transactions/getTransactionDetails.ts'
import { useSafeTokenUnits } from '../../transactions/useSafeTokenUnits.ts'
import { confirmSafeTx, deleteSafeTx, simulateSafeTx } from '../api/safeTxGateway.ts'
import { t } from '../i18n/t.ts'
import { assembleExecutionSignatures } from '../model/assembleSignatures.ts'
import { describeSafeTxError } from '../model/describeSafeTxError.ts'
import { reviewCounterparty } from '../model/reviewCounterparty.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import { computeSafeTxHashes } from '../model/safeTxHashes.ts'
import { canSignAndExecute } from '../model/signAndExecute.ts'
import { isTrustedDelegateCallTarget } from '../model/trustedDelegateCall.ts'
import { checkConfirmations } from '../model/verifyConfirmations.ts'
import { type StoredSafeTxProblem, verifyStoredSafeTx } from '../model/verifyStoredSafeTx.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { useProposerRole } from '../useProposerRole.ts'
import { ExecutePanel } from './ExecutePanel.tsx'
import { ModeChoice } from './ModeChoice.tsx'
import { RelayQuota } from './RelayQuota.tsx'
import { DoneState, HashesPanel, Loading, Notice, WalletGate } from './reviewParts.tsx'
import { SignAndSend } from './SignAndSend.tsx'
import { SimulationResult } from './SimulationResult.tsx'
import { useReviewNamer } from './useReviewNamer.ts'

type StoredRequest = Extract<SafeTxReviewRequest, { kind: 'stored' }>

function problemText(problem: StoredSafeTxProblem): string {
  switch (problem.code) {
    case 'hash_mismatch':
      return t('safe_tx.refuse.hash_mismatch', { expected: problem.expected, computed: problem.computed })
    case 'unknown_version':
      return t('safe_tx.refuse.unknown_version')
    case 'malformed':
      return t('safe_tx.refuse.malformed', { field: problem.field })
    case 'not_multisig':
      return t('safe_tx.refuse.not_multisig')
  }
}

/**
 * Review of a stored (queued) transaction: its hash is recomputed from what the gateway sent and the
 * stored confirmations are recovered before anything is signed or executed; any mismatch refuses.
 */
export function StoredSafeTxReview({
  request,
  wallet,
  onClose,
  onDone,
}: {
  request: StoredRequest
  wallet: ReviewWallet
  onClose: () => void
  /** Called as the review turns into its success screen. */
  onDone?: () => void
}) {
  const { chain, safe, safeTxHash, action } = request
  const chainId = Number(chain.chainId)
  const queryClient = useQueryClient()
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: safe })
  const details = useQuery(
    transactionDetailsQueryOptions({
      chainId: chain.chainId,
      safeAddress: safe,
      txId: `multisig_${safe}_${safeTxHash}`,
    }),
  )
  const namer = useReviewNamer(chain, safe)
  const tokenUnitsOf = useSafeTokenUnits(chain.chainId, safe)
  const [done, setDoneState] = useState<'confirmed' | 'executed' | 'relayed' | 'deleted' | undefined>()
  const setDone = (outcome: 'confirmed' | 'executed' | 'relayed' | 'deleted') => {
    setDoneState(outcome)
    onDone?.()
  }
  const [deleteState, setDeleteState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  // Unset until the owner picks: when theirs is the last signature, executing is what they came for.
  const [confirmMode, setConfirmMode] = useState<'confirm' | 'execute'>()
  const { role } = useProposerRole({
    chainId: chain.chainId,
    safe,
    owners: info.data?.owners.map((owner) => owner.value),
    address: action === 'confirm' ? wallet.address : undefined,
  })

  const verified =
    details.data && info.data
      ? verifyStoredSafeTx(details.data, { chainId, safe, version: info.data.version })
      : undefined
  const execution =
    details.data?.detailedExecutionInfo?.type === 'MULTISIG' ? details.data.detailedExecutionInfo : undefined
  const confirmations = useQuery({
    queryKey: [
      'safe-tx',
      'confirmation-checks',
      safeTxHash,
      execution?.confirmations.map((c) => c.signature),
    ],
    queryFn: () =>
      checkConfirmations(
        (execution?.confirmations ?? []).map((c) => ({ signer: c.signer.value, signature: c.signature })),
        safeTxHash,
      ),
    enabled: verified?.ok === true && execution !== undefined,
  })
  // Only what hashes to the safeTxHash is simulated: the call the owners actually sign.
  const checkedTx = verified?.ok ? verified.value.safeTx : undefined
  const simulation = useQuery({
    queryKey: ['safe-tx', 'stored-simulation', chain.chainId, safe, safeTxHash],
    queryFn: () =>
      simulateSafeTx(
        { chainId: chain.chainId, safeAddress: safe },
        {
          to: checkedTx?.to ?? safe,
          value: checkedTx?.value ?? 0n,
          data: checkedTx?.data ?? '0x',
          operation: checkedTx?.operation === 1 ? 1 : 0,
        },
      ),
    enabled: checkedTx !== undefined && action !== 'delete',
    retry: false,
  })

  // First: once done, the transaction may be gone (deleted) or changed, and refetches must not replace the outcome.
  if (done === 'relayed')
    return (
      <DoneState title={t('safe_tx.executed_title')} body={t('safe_tx.relayed_body')} onClose={onClose}>
        <RelayQuota chainId={chain.chainId} safe={safe} />
      </DoneState>
    )
  if (done)
    return <DoneState title={t(`safe_tx.${done}_title`)} body={t(`safe_tx.${done}_body`)} onClose={onClose} />

  if (info.status === 'error') return <Notice tone="danger">{describeGatewayError(info.error)}</Notice>
  if (details.status === 'error')
    return (
      <Notice tone="danger">
        {describeGatewayError(details.error, { notFound: t('safe_tx.not_found') })}
      </Notice>
    )
  if (!verified || !info.data || !details.data) return <Loading label={appT('safe_tx.loading')} />

  if (!verified.ok)
    return (
      <div className="flex flex-col gap-3" data-testid="hash-refusal">
        <Notice tone="danger">
          <strong>{t('safe_tx.refuse.title')}</strong>
          <span className="font-normal">{problemText(verified.problem)}</span>
        </Notice>
        <Button variant="secondary" onClick={onClose}>
          {t('safe_tx.close')}
        </Button>
      </div>
    )

  const version = info.data.version ?? ''
  const owners = info.data.owners.map((owner) => owner.value)
  const { safeTx } = verified.value
  const hashes = computeSafeTxHashes({ chainId, safe, safeTx, version })
  const invalidate = () => queryClient.invalidateQueries({ queryKey: safeQueryKeys.all(chain.chainId, safe) })
  const checks = confirmations.data ?? []
  const badChecks = checks.flatMap((check) => (check.ok ? [] : [check]))
  const goodSignatures = checks.flatMap((check) => (check.ok ? [check.value] : []))

  let actionBody = null
  if (action === 'confirm' && wallet.address) {
    const account = wallet.address
    const alreadySigned = execution?.confirmations.some(
      (c) => c.signer.value.toLowerCase() === account.toLowerCase(),
    )
    const lastSignature =
      confirmations.status === 'success' &&
      canSignAndExecute({
        threshold: info.data.threshold,
        confirmations: goodSignatures.length,
        isOwner: owners.some((owner) => owner.toLowerCase() === account.toLowerCase()),
        hasSigned: alreadySigned === true,
        nonce: safeTx.nonce,
        safeNonce: info.data.nonce,
      })
    const assembled = lastSignature
      ? assembleExecutionSignatures({
          confirmations: goodSignatures,
          threshold: info.data.threshold,
          owners,
          executor: account,
        })
      : undefined
    const confirmOnly = (
      <SignAndSend
        wallet={wallet}
        account={account}
        kind="confirm"
        hash={hashes.safeTxHash}
        signTyped={() => wallet.signSafeTx(getSafeTxTypedData({ chainId, safe, tx: safeTx, version }))}
        label={t('safe_tx.sign_and_confirm')}
        send={async (signature) => {
          await confirmSafeTx({ chainId: chain.chainId }, hashes.safeTxHash, signature)
          setDone('confirmed')
          void invalidate()
        }}
      />
    )
    const mode = confirmMode ?? 'execute'
    actionBody = alreadySigned ? (
      <Notice tone="neutral">{t('safe_tx.already_signed')}</Notice>
    ) : confirmations.isLoading ? (
      // Not "Sign and confirm" yet: if this is the last signature, the default is to execute, and a
      // button that changes under the pointer could be pressed for the wrong one.
      <Loading label={t('safe_tx.checking_signatures')} />
    ) : assembled?.ok ? (
      // A fragment, not a box: the review's own column is the sticky action's containing block, so the
      // action stays on screen while anything above it scrolls.
      <>
        <ModeChoice
          label={t('safe_tx.last_signature.choose')}
          options={[
            { mode: 'confirm', label: t('safe_tx.last_signature.mode_confirm') },
            { mode: 'execute', label: t('safe_tx.last_signature.mode_execute') },
          ]}
          value={mode}
          onChange={setConfirmMode}
        />
        {mode === 'execute' ? (
          <>
            <Notice tone="neutral" testId="sign-and-execute-note">
              {t('safe_tx.last_signature.note')}
            </Notice>
            <ExecutePanel
              wallet={wallet}
              chain={chain}
              safe={safe}
              safeTx={safeTx}
              signatures={assembled.signatures}
              version={version}
              label={t('safe_tx.last_signature.button')}
              allowRelay={false}
              sticky
              onExecuted={() => {
                void invalidate()
                setDone('executed')
              }}
            />
          </>
        ) : (
          confirmOnly
        )}
      </>
    ) : (
      confirmOnly
    )
  } else if (action === 'execute' && wallet.address) {
    if (confirmations.status === 'pending') actionBody = <Loading label={t('safe_tx.checking_signatures')} />
    else {
      const assembled = assembleExecutionSignatures({
        confirmations: goodSignatures,
        threshold: info.data.threshold,
        owners,
        executor: wallet.address,
      })
      actionBody = assembled.ok ? (
        <ExecutePanel
          wallet={wallet}
          chain={chain}
          safe={safe}
          safeTx={safeTx}
          signatures={assembled.signatures}
          version={version}
          allowRelay={!assembled.usesExecutorApproval}
          onExecuted={({ relayed }) => {
            void invalidate()
            setDone(relayed ? 'relayed' : 'executed')
          }}
        />
      ) : (
        <Notice tone="warning">{t('safe_tx.missing_signatures', { missing: assembled.missing })}</Notice>
      )
    }
  } else if (action === 'delete' && wallet.address) {
    const account = wallet.address
    // The proposer, or the delegate who proposed for them (the gateway checks it is still their delegate).
    const isProposer = [execution?.proposer, execution?.proposedByDelegate].some(
      (proposer) => proposer?.value.toLowerCase() === account.toLowerCase(),
    )
    actionBody = !isProposer ? (
      <Notice tone="warning">{t('safe_tx.delete_not_proposer')}</Notice>
    ) : (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink-muted">{t('safe_tx.delete_body')}</p>
        {deleteState.error && <Notice tone="danger">{deleteState.error}</Notice>}
        <Button
          variant="danger"
          size="lg"
          className="w-full"
          disabled={deleteState.busy}
          onClick={() => {
            setDeleteState({ busy: true })
            void (async () => {
              try {
                const signature = await wallet.signDeleteRequest(
                  getDeleteRequestTypedData({ chainId, safe, safeTxHash: hashes.safeTxHash }),
                )
                await deleteSafeTx({ chainId: chain.chainId }, hashes.safeTxHash, signature)
                // Done first: the refetch that follows finds the transaction gone (404).
                setDone('deleted')
                void invalidate()
              } catch (error) {
                setDeleteState({ busy: false, error: describeSafeTxError(error) })
              }
            })()
          }}
        >
          {deleteState.busy && <Spinner className="size-4 text-on-danger" />}
          {t('safe_tx.delete_button')}
        </Button>
      </div>
    )
  }

  const { txInfo, txData } = details.data
  // The line above the details names a counterparty as review titles do (address book, else 6…4): the
  // details below show every address whole, where a look-alike sharing the ends can be told apart.
  const description = describeTransaction(details.data, {
    nativeCurrency: chain.nativeCurrency,
    nameOf: (address) => reviewCounterparty(getAddress(address.value), namer.nameOf(address.value)),
  })
  const isRejection = txInfo.type === 'Custom' && txInfo.isCancellation

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-control border border-line bg-surface px-4 py-3">
        <p className="flex items-center gap-3 text-sm font-semibold" data-testid="stored-tx-title">
          <TransactionKindIcon kind={description.kind} />
          <span className="min-w-0 break-words">{description.title}</span>
        </p>
        <TransactionAppTag app={details.data.safeAppInfo} />
        <dl className="@container divide-y divide-line border-t border-line">
          <TransactionInfoDetails info={txInfo} namer={namer} />
        </dl>
        {/* Transfers and settings changes are described above; any other call is shown as signed. */}
        {txInfo.type === 'Transfer' || txInfo.type === 'SettingsChange' ? null : txData?.dataDecoded ? (
          <DecodedCall
            data={txData.dataDecoded}
            to={txData.to.value}
            names={{ namer, index: txData.addressInfoIndex, tokenUnitsOf }}
            nativeSymbol={chain.nativeCurrency}
          />
        ) : (
          txData?.hexData && txData.hexData !== '0x' && <HexData value={txData.hexData} />
        )}
      </div>
      {isRejection && (
        <Notice tone="neutral" testId="rejection-note">
          {t('safe_tx.rejection_note', { nonce: Number(safeTx.nonce) })}
        </Notice>
      )}
      <p className="text-sm text-ink-muted">{t('safe_tx.nonce_line', { nonce: Number(safeTx.nonce) })}</p>
      {execution && <ConfirmationsList execution={execution} namer={namer} you={wallet.address} />}
      {safeTx.operation === 1 && !isTrustedDelegateCallTarget(safeTx.to) && (
        <Notice tone="danger" testId="delegatecall-warning">
          <strong>{t('safe_tx.delegatecall_warning_title')}</strong>
          <span className="font-normal">
            {t('safe_tx.delegatecall_warning_body', { address: safeTx.to })}
          </span>
        </Notice>
      )}
      {badChecks.map((check) => (
        <Notice key={check.signer} tone="danger" testId="bad-confirmation">
          {t(`safe_tx.bad_confirmation.${check.reason}`, { signer: check.signer })}
        </Notice>
      ))}
      {action !== 'delete' && <SimulationResult simulation={simulation} />}
      {/* A deletion signs a DeleteRequest, not this SafeTx: its hashes are not what the device shows. */}
      {action !== 'delete' && <HashesPanel hashes={hashes} />}
      {action === 'confirm' && role.kind === 'delegate' && wallet.address ? (
        <Notice tone="warning" testId="delegate-cannot-confirm">
          {t('safe_tx.delegate_cannot_confirm', { address: wallet.address })}
        </Notice>
      ) : (
        <WalletGate wallet={wallet} chain={chain} owners={owners} requireOwner={action === 'confirm'}>
          {actionBody}
        </WalletGate>
      )}
    </div>
  )
}
