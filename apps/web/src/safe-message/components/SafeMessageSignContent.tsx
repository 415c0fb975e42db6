import {
  getSafeMessageHashes,
  type SafeMessageHashes,
  safeMessageTypedData,
  TypedDataError,
  type TypedDataProblem,
} from '@coffer/safe'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Address, Hex } from 'viem'
import { AppTag } from '../../components/ui/AppIcon/AppTag.tsx'
import { Button } from '../../components/ui/Button/Button.tsx'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { safePath } from '../../config/paths.ts'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../gateway/getSafeInfo.ts'
import type { SafeInfo } from '../../gateway/SafeInfoSchema.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
// The title and the loading label are the host's too, so they stay in the app's table.
import { t as appT } from '../../i18n/t.ts'
import { DoneLink, DoneState, Loading, Notice, WalletGate } from '../../safe-tx/components/reviewParts.tsx'
import { SignAndSend } from '../../safe-tx/components/SignAndSend.tsx'
import { useReviewNamer } from '../../safe-tx/components/useReviewNamer.ts'
import { t as safeTxT } from '../../safe-tx/i18n/t.ts'
import { openSafeTxReview } from '../../safe-tx/safeTxReviewStore.ts'
import type { SafeMessage } from '../api/SafeMessageSchema.ts'
import { confirmSafeMessage, proposeSafeMessage, safeMessageQueryOptions } from '../api/safeMessageGateway.ts'
import { t } from '../i18n/t.ts'
import { buildSignMessageOnChainDraft } from '../model/buildSignMessageOnChainDraft.ts'
import { explainTypedData } from '../model/explainTypedData.ts'
import { findMessageApp } from '../model/findMessageApp.ts'
import type { MessageWallet } from '../model/messageWallet.ts'
import { otherChainOf } from '../model/otherChainOf.ts'
import { storedSafeMessageProblemText } from '../model/storedSafeMessageProblemText.ts'
import type { SafeMessageContent } from '../model/toSafeMessageContent.ts'
import { typedDataProblemText } from '../model/typedDataProblemText.ts'
import { verifyStoredSafeMessage } from '../model/verifyStoredSafeMessage.ts'
import type { SafeMessageSignRequest } from '../safeMessageSignStore.ts'
import { ExplanationNotice } from './ExplanationNotice.tsx'
import { MessageContentView } from './MessageContentView.tsx'
import { SafeMessageHashesPanel } from './SafeMessageHashesPanel.tsx'

type NewRequest = Extract<SafeMessageSignRequest, { kind: 'new' }>
type StoredRequest = Extract<SafeMessageSignRequest, { kind: 'stored' }>

/** The dialog around either request; free of wagmi so it renders with any MessageWallet. */
export function SafeMessageSignContent({
  request,
  wallet,
  onClose,
}: {
  request: SafeMessageSignRequest
  wallet: MessageWallet
  onClose: () => void
}) {
  // The subtitle is about checking what is signed: once it is done, the success screen says what happened.
  const [done, setDone] = useState(false)
  const onDone = () => setDone(true)
  return (
    <Dialog
      title={appT(`safe_message.titles.${request.kind === 'new' ? 'new' : 'confirm'}`)}
      description={done ? undefined : t('safe_message.description')}
      onClose={onClose}
    >
      {request.kind === 'new' ? (
        <NewMessageSign request={request} wallet={wallet} onClose={onClose} onDone={onDone} />
      ) : (
        <StoredMessageSign request={request} wallet={wallet} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  )
}

/** A message nobody may have proposed yet: hashed here, then looked up in case another owner already did. */
function NewMessageSign({
  request,
  wallet,
  onClose,
  onDone,
}: {
  request: NewRequest
  wallet: MessageWallet
  onClose: () => void
  onDone: () => void
}) {
  const { chain, safe, content } = request
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: safe })
  const version = info.data?.version ?? null
  let hashes: SafeMessageHashes | undefined
  let hashProblem: TypedDataProblem | undefined
  if (version) {
    try {
      hashes = getSafeMessageHashes({ chainId: Number(chain.chainId), safe, version, message: content })
    } catch (error) {
      // `content` passed parseTypedData; a refusal now (viem's backstop) is still a reason not to sign.
      if (!(error instanceof TypedDataError)) throw error
      hashProblem = error.problem
    }
  }
  const existing = useQuery({
    ...safeMessageQueryOptions({
      chainId: chain.chainId,
      safeAddress: safe,
      messageHash: hashes?.safeMessageHash ?? '',
    }),
    enabled: hashes !== undefined,
  })

  if (info.status === 'error') return <Notice tone="danger">{describeGatewayError(info.error)}</Notice>
  if (!info.data) return <Loading label={appT('safe_message.loading')} />
  if (!version) return <Notice tone="danger">{t('safe_message.unknown_version')}</Notice>
  if (hashProblem || !hashes)
    return (
      <Notice tone="danger">
        {hashProblem ? typedDataProblemText(hashProblem) : t('safe_message.typed_data_errors.invalid_shape')}
      </Notice>
    )
  if (existing.status === 'error')
    return <Notice tone="danger">{describeGatewayError(existing.error)}</Notice>
  if (existing.status === 'pending') return <Loading label={appT('safe_message.loading')} />
  return (
    <MessageSign
      chain={chain}
      safe={safe}
      safeInfo={info.data}
      content={content}
      hashes={hashes}
      existing={existing.data}
      wallet={wallet}
      onClose={onClose}
      onDone={onDone}
      request={request}
    />
  )
}

/** A stored message an owner confirms: its content is hashed here and must match the hash it is stored under. */
function StoredMessageSign({
  request,
  wallet,
  onClose,
  onDone,
}: {
  request: StoredRequest
  wallet: MessageWallet
  onClose: () => void
  onDone: () => void
}) {
  const { chain, safe, messageHash } = request
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress: safe })
  const stored = useQuery(safeMessageQueryOptions({ chainId: chain.chainId, safeAddress: safe, messageHash }))

  if (info.status === 'error') return <Notice tone="danger">{describeGatewayError(info.error)}</Notice>
  if (stored.status === 'error') return <Notice tone="danger">{describeGatewayError(stored.error)}</Notice>
  if (!info.data || stored.status === 'pending') return <Loading label={appT('safe_message.loading')} />
  if (stored.data === null) return <Notice tone="danger">{t('safe_message.not_found')}</Notice>
  const verified = verifyStoredSafeMessage(stored.data, {
    chainId: Number(chain.chainId),
    safe,
    version: info.data.version,
  })
  if (!verified.ok)
    return (
      <div className="flex flex-col gap-3" data-testid="message-hash-refusal">
        <Notice tone="danger">
          <strong>{t('safe_message.refuse.title')}</strong>
          <span className="font-normal wrap-anywhere">{storedSafeMessageProblemText(verified.problem)}</span>
        </Notice>
        <Button variant="secondary" onClick={onClose}>
          {safeTxT('safe_tx.close')}
        </Button>
      </div>
    )
  return (
    <MessageSign
      chain={chain}
      safe={safe}
      safeInfo={info.data}
      content={verified.value.content}
      hashes={verified.value.hashes}
      existing={stored.data}
      wallet={wallet}
      onClose={onClose}
      onDone={onDone}
      request={request}
    />
  )
}

/**
 * What both requests end in: the message as it will be signed, its explanation when it grants something,
 * the hashes, then sign and propose (or confirm, when it is stored already), or sign it on chain instead.
 */
function MessageSign({
  chain,
  safe,
  safeInfo,
  content,
  hashes,
  existing,
  wallet,
  onClose,
  onDone,
  request,
}: {
  chain: ChainInfo
  safe: Address
  safeInfo: SafeInfo
  content: SafeMessageContent
  hashes: SafeMessageHashes
  existing: SafeMessage | null
  wallet: MessageWallet
  onClose: () => void
  /** Called as the dialog turns into its success screen. */
  onDone: () => void
  request: SafeMessageSignRequest
}) {
  const queryClient = useQueryClient()
  const namer = useReviewNamer(chain, safe)
  const [done, setDoneState] = useState<'proposed' | 'confirmed' | undefined>()
  const setDone = (outcome: 'proposed' | 'confirmed') => {
    setDoneState(outcome)
    onDone()
  }
  const chainId = Number(chain.chainId)
  const version = safeInfo.version ?? ''
  const owners = safeInfo.owners.map((owner) => owner.value)
  const explanation = typeof content === 'string' ? undefined : explainTypedData(content, { safe })
  const otherChain = otherChainOf(content, chainId)
  const { safeMessageHash } = hashes
  const onOpenMessage = request.onOpenMessage
  const account = wallet.address
  const alreadySigned =
    account !== undefined &&
    existing?.confirmations.some(
      (confirmation) => confirmation.owner.value.toLowerCase() === account.toLowerCase(),
    ) === true
  // Whoever asked (a Safe App) hears the message's state at once: there is nothing left to sign here.
  const onSigned = request.kind === 'new' ? request.onSigned : undefined
  useEffect(() => {
    if (alreadySigned) onSigned?.({ safeMessageHash })
  }, [alreadySigned, onSigned, safeMessageHash])

  if (done)
    return (
      <DoneState
        title={t(`safe_message.${done}_title`)}
        body={t(`safe_message.${done}_body`)}
        onClose={onClose}
      >
        {onOpenMessage && (
          <DoneLink
            href={`${safePath(chain.shortName, safe)}/messages/${safeMessageHash}`}
            onClose={onClose}
            onNavigate={() => onOpenMessage(safeMessageHash)}
          >
            {t('safe_message.view_message')}
          </DoneLink>
        )}
      </DoneState>
    )

  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: safeQueryKeys.messages(chain.chainId, safe) })
  const canSignOnChain = request.kind === 'new' && request.allowOnChain !== false && !existing

  async function send(signature: Hex) {
    if (existing) {
      await confirmSafeMessage({ chainId: chain.chainId }, safeMessageHash, signature)
      setDone('confirmed')
    } else {
      await proposeSafeMessage(
        { chainId: chain.chainId, safeAddress: safe },
        {
          message: content,
          signature,
          ...(request.kind === 'new' && request.safeAppId !== undefined
            ? { safeAppId: request.safeAppId }
            : {}),
          ...(request.kind === 'new' && request.origin ? { origin: request.origin } : {}),
        },
      )
      setDone('proposed')
    }
    if (request.kind === 'new') request.onSigned?.({ safeMessageHash })
    void invalidate()
  }

  function signOnChain() {
    const onOpenQueue = request.kind === 'new' ? request.onOpenQueue : undefined
    onClose()
    openSafeTxReview({
      kind: 'new',
      chain,
      safe,
      draft: buildSignMessageOnChainDraft({ messageHash: hashes.messageHash, version }),
      title: t('safe_message.on_chain_title'),
      ...(onOpenQueue ? { onOpenQueue } : {}),
    })
  }

  // The app that asked, named first: who wants this signature is the first thing to judge.
  const app = request.kind === 'new' ? request.app : existing ? findMessageApp(existing) : undefined

  return (
    <div className="flex flex-col gap-4">
      {app && (
        <p className="flex min-w-0" data-testid="message-app">
          <AppTag name={app.name} iconUrl={app.iconUrl} label={t('safe_message.requested_by')} />
        </p>
      )}
      {/* The warning first: it is what to read before the details, and before signing. */}
      {explanation && <ExplanationNotice explanation={explanation} chain={chain} safe={safe} namer={namer} />}
      {otherChain !== undefined && (
        <Notice tone="danger" testId="other-chain-warning">
          <strong>{t('safe_message.other_chain.title', { chainId: otherChain })}</strong>
          <span className="font-normal">
            {t('safe_message.other_chain.body', { chainId: otherChain, chain: chain.chainName })}
          </span>
        </Notice>
      )}
      <MessageContentView content={content} namer={namer} />
      {existing && !alreadySigned && (
        <Notice tone="neutral" testId="message-already-proposed">
          {existing.status === 'CONFIRMED'
            ? t('safe_message.is_confirmed')
            : t('safe_message.already_proposed', {
                proposer: namer.nameOf(existing.proposedBy.value) ?? existing.proposedBy.value,
                submitted: existing.confirmationsSubmitted,
                required: existing.confirmationsRequired,
              })}
        </Notice>
      )}
      <SafeMessageHashesPanel hashes={hashes} />
      <WalletGate wallet={wallet} chain={chain} owners={owners} requireOwner>
        {account &&
          (alreadySigned ? (
            <Notice tone="neutral" testId="message-already-signed">
              {t('safe_message.already_signed', {
                submitted: existing?.confirmationsSubmitted ?? 1,
                required: existing?.confirmationsRequired ?? safeInfo.threshold,
              })}
            </Notice>
          ) : (
            <div className="flex flex-col gap-3">
              <SignAndSend
                key={safeMessageHash}
                wallet={wallet}
                account={account}
                kind={existing ? 'confirm' : 'propose'}
                hash={safeMessageHash}
                signTyped={() =>
                  wallet.signSafeMessage(safeMessageTypedData({ chainId, safe, version, message: content }))
                }
                label={existing ? t('safe_message.sign_and_confirm') : t('safe_message.sign_and_propose')}
                send={send}
              />
              {canSignOnChain && (
                <div className="flex flex-col gap-1 border-t border-line pt-3">
                  <Button variant="secondary" size="sm" onClick={signOnChain}>
                    {t('safe_message.on_chain')}
                  </Button>
                  <p className="text-xs text-ink-muted">{t('safe_message.on_chain_hint')}</p>
                </div>
              )}
            </div>
          ))}
      </WalletGate>
    </div>
  )
}
