import { getSafeTxTypedData, toSafeTx } from '@coffer/safe'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { formatUnits, isAddressEqual } from 'viem'
import { useAddressBook, useAddressNames } from '../../address-book/addressBookStore.ts'
import { Field, TextInput } from '../../components/ui/Field/Field.tsx'
import { safePath } from '../../config/paths.ts'
import { describeGatewayError } from '../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../gateway/getSafeInfo.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
// The loading label is the host's too, so it stays in the app's table.
import { t as appT } from '../../i18n/t.ts'
import { DecodedCall } from '../../transactions/components/DecodedDataView.tsx'
import { NamedAddress } from '../../transactions/components/NamedAddress.tsx'
import { useSafeTokenUnits } from '../../transactions/useSafeTokenUnits.ts'
import { getNonces, getTxPreview, proposeSafeTx, simulateSafeTx } from '../api/safeTxGateway.ts'
import { t } from '../i18n/t.ts'
import { preValidatedSignature } from '../model/assembleSignatures.ts'
import { findLookAlikes } from '../model/findLookAlike.ts'
import { checkNonce, parseNonceInput } from '../model/nonceWarnings.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import { computeSafeTxHashes } from '../model/safeTxHashes.ts'
import { sendTargets } from '../model/sendTargets.ts'
import { canSignAndExecute } from '../model/signAndExecute.ts'
import { isTrustedDelegateCallTarget } from '../model/trustedDelegateCall.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { useProposerRole } from '../useProposerRole.ts'
import { ExecutePanel } from './ExecutePanel.tsx'
import { ModeChoice } from './ModeChoice.tsx'
import { RelayQuota } from './RelayQuota.tsx'
import { DoneLink, DoneState, HashesPanel, Loading, Notice, WalletGate } from './reviewParts.tsx'
import { SignAndSend } from './SignAndSend.tsx'
import { SimulationResult } from './SimulationResult.tsx'
import { useReviewNamer } from './useReviewNamer.ts'

type NewRequest = Extract<SafeTxReviewRequest, { kind: 'new' }>

/** Review of a transaction that does not exist yet: nonce, checks, hashes, then sign and propose (or execute). */
export function NewSafeTxReview({
  request,
  wallet,
  onClose,
  onDone,
}: {
  request: NewRequest
  wallet: ReviewWallet
  onClose: () => void
  /** Called as the review turns into its success screen. */
  onDone?: () => void
}) {
  const { chain, safe, draft } = request
  const chainId = Number(chain.chainId)
  const parameters = { chainId: chain.chainId, safeAddress: safe }
  const queryClient = useQueryClient()
  const nonceId = useId()
  const info = useSafeInfo(parameters)
  const nonces = useQuery({
    queryKey: [...safeQueryKeys.queue(chain.chainId, safe), 'nonces'],
    queryFn: () => getNonces(parameters),
  })
  const draftKey = [draft.to, draft.value.toString(), draft.data, draft.operation] as const
  const preview = useQuery({
    queryKey: [...safeQueryKeys.all(chain.chainId, safe), 'preview', ...draftKey],
    queryFn: () => getTxPreview(parameters, draft),
    retry: false,
  })
  const simulation = useQuery({
    queryKey: [...safeQueryKeys.all(chain.chainId, safe), 'simulation', ...draftKey],
    queryFn: () => simulateSafeTx(parameters, draft),
    retry: false,
  })
  const { entries } = useAddressBook(chain.chainId)
  const nameOf = useAddressNames(chain.chainId)
  const namer = useReviewNamer(chain, safe, request.addressNames)
  const tokenUnitsOf = useSafeTokenUnits(chain.chainId, safe)
  const [nonceInput, setNonceInput] = useState<string | undefined>(
    request.nonce === undefined ? undefined : String(request.nonce),
  )
  const [mode, setMode] = useState<'sign' | 'execute'>('sign')
  const [done, setDoneState] = useState<'proposed' | 'executed' | 'relayed' | undefined>()
  const setDone = (outcome: 'proposed' | 'executed' | 'relayed') => {
    setDoneState(outcome)
    onDone?.()
  }
  const { role, pending: rolePending } = useProposerRole({
    chainId: chain.chainId,
    safe,
    owners: info.data?.owners.map((owner) => owner.value),
    address: wallet.address,
  })

  if (info.status === 'error') return <Notice tone="danger">{describeGatewayError(info.error)}</Notice>
  if (nonces.status === 'error') return <Notice tone="danger">{describeGatewayError(nonces.error)}</Notice>
  if (!info.data || !nonces.data || rolePending) return <Loading label={appT('safe_tx.loading')} />
  if (done === 'proposed')
    return (
      <DoneState title={t('safe_tx.proposed_title')} body={t('safe_tx.proposed_body')} onClose={onClose}>
        {request.onOpenQueue && (
          <DoneLink
            href={`${safePath(chain.shortName, safe)}/queue`}
            onClose={onClose}
            onNavigate={request.onOpenQueue}
          >
            {t('safe_tx.view_in_queue')}
          </DoneLink>
        )}
      </DoneState>
    )
  if (done)
    return (
      <DoneState
        title={t('safe_tx.executed_title')}
        body={done === 'relayed' ? t('safe_tx.relayed_body') : t('safe_tx.executed_body')}
        onClose={onClose}
      >
        {done === 'relayed' && <RelayQuota chainId={chain.chainId} safe={safe} />}
      </DoneState>
    )

  const safeInfo = info.data
  const version = safeInfo.version
  const owners = safeInfo.owners.map((owner) => owner.value)
  const input = nonceInput ?? String(nonces.data.recommendedNonce)
  const nonce = parseNonceInput(input)
  const nonceCheck =
    nonce === undefined
      ? ({ level: 'error', code: 'invalid' } as const)
      : checkNonce(nonce, { current: nonces.data.currentNonce, recommended: nonces.data.recommendedNonce })
  const safeTx = toSafeTx({ ...draft, nonce: BigInt(nonce ?? 0), safeTxGas: request.safeTxGas ?? 0n })
  const hashes = version ? computeSafeTxHashes({ chainId, safe, safeTx, version }) : undefined
  const lookAlikes = findLookAlikes(
    sendTargets({
      to: draft.to,
      txInfo: preview.data?.txInfo,
      dataDecoded: preview.data?.txData.dataDecoded,
    }),
    [
      ...entries.map((entry) => ({ address: entry.address, name: entry.name })),
      ...owners.map((address) => ({ address, name: nameOf(address) })),
    ],
  )
  // The title shortens these; the "To" line already shows the address called in full.
  const titleAddresses = [...new Set(request.titleAddresses ?? [])].filter(
    (address) => !isAddressEqual(address, draft.to),
  )
  const untrustedDelegateCall = draft.operation === 1 && !isTrustedDelegateCallTarget(draft.to)
  const toSelf = isAddressEqual(draft.to, safe)
  // The Reject action's transaction: an empty call to itself, only there to use up a nonce.
  const isRejection =
    request.nonce !== undefined &&
    toSelf &&
    draft.value === 0n &&
    draft.data === '0x' &&
    draft.operation === 0
  const blocked = nonceCheck.level === 'error' || !hashes || !version
  // A new transaction has no confirmations yet: the connected owner's is the last one needed only on a
  // 1-of-n Safe, and only the Safe's current nonce can run now.
  const canExecuteDirectly = canSignAndExecute({
    threshold: safeInfo.threshold,
    confirmations: 0,
    isOwner:
      wallet.address !== undefined &&
      owners.some((owner) => owner.toLowerCase() === wallet.address?.toLowerCase()),
    hasSigned: false,
    nonce,
    safeNonce: nonces.data.currentNonce,
  })

  async function invalidate() {
    await queryClient.invalidateQueries({ queryKey: safeQueryKeys.all(chain.chainId, safe) })
  }

  return (
    <div className="flex flex-col gap-4">
      {request.details && request.details.length > 0 && (
        <dl
          data-testid="review-details"
          className="flex flex-col gap-3 rounded-control border border-line bg-surface-muted px-4 py-3 text-sm"
        >
          {request.details.map((detail) => (
            <div key={detail.label} className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{detail.label}</dt>
              <dd className="max-h-48 overflow-y-auto font-mono text-xs break-all whitespace-pre-wrap">
                {detail.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* One level of groups under the <dl>, as the list's semantics require: a row of short facts
          wraps, the longer ones take a whole line. */}
      <dl className="flex flex-wrap gap-x-6 gap-y-3 rounded-control border border-line bg-surface px-4 py-3 text-sm">
        {titleAddresses.map((address) => (
          <div key={address} className="flex min-w-0 basis-full flex-col gap-1" data-testid="title-address">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('safe_tx.title_address')}
            </dt>
            <dd>
              <NamedAddress namer={namer} address={address} />
            </dd>
          </div>
        ))}
        <div className="flex min-w-0 basis-full flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('safe_tx.to')}</dt>
          <dd>
            <NamedAddress namer={namer} address={draft.to} name={preview.data?.txData.to.name} />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('safe_tx.value')}
          </dt>
          <dd className="tabular-nums">
            {formatUnits(draft.value, chain.nativeCurrency.decimals)} {chain.nativeCurrency.symbol}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('safe_tx.operation')}
          </dt>
          <dd>{draft.operation === 1 ? t('safe_tx.delegatecall') : t('safe_tx.call')}</dd>
        </div>
        {safeTx.safeTxGas > 0n && (
          <div className="flex flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('safe_tx.safe_tx_gas')}
            </dt>
            <dd className="tabular-nums">{safeTx.safeTxGas.toString()}</dd>
          </div>
        )}
        {preview.data?.txData.dataDecoded && (
          <div className="flex min-w-0 basis-full flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('safe_tx.call_data')}
            </dt>
            <dd>
              <DecodedCall
                data={preview.data.txData.dataDecoded}
                to={draft.to}
                names={{ namer, index: preview.data.txData.addressInfoIndex, tokenUnitsOf }}
                nativeSymbol={chain.nativeCurrency}
              />
            </dd>
          </div>
        )}
        {!preview.data?.txData.dataDecoded && draft.data !== '0x' && (
          <div className="flex min-w-0 basis-full flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('safe_tx.call_data')}
            </dt>
            <dd className="font-mono text-xs break-all">{draft.data}</dd>
          </div>
        )}
      </dl>

      {isRejection && request.nonce !== undefined && (
        <Notice tone="neutral" testId="rejection-note">
          {t('safe_tx.rejection_note', { nonce: request.nonce })}
        </Notice>
      )}
      {untrustedDelegateCall && (
        <Notice tone="danger" testId="delegatecall-warning">
          <strong>{t('safe_tx.delegatecall_warning_title')}</strong>
          <span className="font-normal">{t('safe_tx.delegatecall_warning_body', { address: draft.to })}</span>
        </Notice>
      )}
      {lookAlikes.map((lookAlike) => (
        <Notice key={lookAlike.address} tone="danger" testId="look-alike-warning">
          {t('safe_tx.look_alike', {
            address: lookAlike.address,
            known: lookAlike.name ? `${lookAlike.name} (${lookAlike.knownAs})` : lookAlike.knownAs,
          })}
        </Notice>
      ))}

      <Field
        id={nonceId}
        label={t('safe_tx.nonce')}
        error={
          nonceCheck.level === 'error'
            ? nonceCheck.code === 'invalid'
              ? t('safe_tx.nonce_invalid')
              : t('safe_tx.nonce_below', { current: nonceCheck.current })
            : undefined
        }
        hint={
          request.nonce !== undefined
            ? t('safe_tx.nonce_fixed')
            : t('safe_tx.nonce_hint', { recommended: nonces.data.recommendedNonce })
        }
      >
        <TextInput
          id={nonceId}
          inputMode="numeric"
          value={input}
          disabled={request.nonce !== undefined}
          invalid={nonceCheck.level === 'error'}
          onChange={(event) => setNonceInput(event.target.value)}
          className="h-10 w-32 tabular-nums"
        />
      </Field>
      {nonceCheck.level === 'warning' && nonce !== undefined && (
        <Notice tone="warning" testId="nonce-warning">
          {nonceCheck.code === 'gap'
            ? t('safe_tx.nonce_gap', { nonce, recommended: nonceCheck.recommended })
            : t('safe_tx.nonce_far', { nonce, recommended: nonceCheck.recommended })}
        </Notice>
      )}

      <SimulationResult simulation={simulation} />
      {!version && <Notice tone="danger">{t('safe_tx.unknown_version')}</Notice>}
      {hashes && <HashesPanel hashes={hashes} />}

      {role.kind === 'delegate' && (
        <Notice tone="neutral" testId="delegate-proposes">
          {t('safe_tx.delegate_proposes', { delegator: namer.nameOf(role.delegator) ?? role.delegator })}
        </Notice>
      )}
      {/* A delegate of an owner may propose (not confirm): the gateway checks the delegation again. */}
      <WalletGate wallet={wallet} chain={chain} owners={owners} requireOwner={role.kind !== 'delegate'}>
        {wallet.address && hashes && version && (
          <>
            {canExecuteDirectly && (
              <ModeChoice
                label={t('safe_tx.mode_choose')}
                options={[
                  { mode: 'sign', label: t('safe_tx.mode_propose') },
                  { mode: 'execute', label: t('safe_tx.mode_execute') },
                ]}
                value={mode}
                onChange={setMode}
              />
            )}
            {mode === 'execute' && canExecuteDirectly ? (
              blocked ? null : (
                <>
                  <Notice tone="neutral" testId="sign-and-execute-note">
                    {t('safe_tx.last_signature.note_new')}
                  </Notice>
                  <ExecutePanel
                    wallet={wallet}
                    chain={chain}
                    safe={safe}
                    safeTx={safeTx}
                    // The executing owner's own approval (msg.sender) is the one signature threshold 1 needs.
                    signatures={preValidatedSignature(wallet.address)}
                    version={version}
                    label={t('safe_tx.last_signature.button')}
                    allowRelay={false}
                    sticky
                    onExecuted={({ relayed }) => {
                      void invalidate()
                      request.onSubmitted?.({ safeTxHash: hashes.safeTxHash })
                      setDone(relayed ? 'relayed' : 'executed')
                    }}
                  />
                </>
              )
            ) : (
              <SignAndSend
                key={hashes.safeTxHash}
                wallet={wallet}
                account={wallet.address}
                kind="propose"
                hash={hashes.safeTxHash}
                signTyped={() =>
                  wallet.signSafeTx(getSafeTxTypedData({ chainId, safe, tx: safeTx, version }))
                }
                label={t('safe_tx.sign_and_propose')}
                disabled={blocked}
                send={async (signature) => {
                  const account = wallet.address
                  if (!account) throw new Error(t('safe_tx.wallet.connect_body'))
                  await proposeSafeTx(parameters, {
                    safeTx,
                    safeTxHash: hashes.safeTxHash,
                    sender: account,
                    signature,
                    ...(request.origin ? { origin: request.origin } : {}),
                  })
                  request.onSubmitted?.({ safeTxHash: hashes.safeTxHash })
                  setDone('proposed')
                  void invalidate()
                }}
              />
            )}
          </>
        )}
      </WalletGate>
    </div>
  )
}
