import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Address, Hex } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { AppIcon } from '../../../components/ui/AppIcon/AppIcon.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { safeMessageQueryOptions } from '../../../safe-message/api/safeMessageGateway.ts'
import { ExplanationNotice } from '../../../safe-message/components/ExplanationNotice.tsx'
import { MessageContentView } from '../../../safe-message/components/MessageContentView.tsx'
import { SafeMessageHashesPanel } from '../../../safe-message/components/SafeMessageHashesPanel.tsx'
import { prefetchSafeMessageSign } from '../../../safe-message/components/SafeMessageSignHost.tsx'
import { t as safeMessageT } from '../../../safe-message/i18n/t.ts'
import { explainTypedData } from '../../../safe-message/model/explainTypedData.ts'
import { findMessageApp } from '../../../safe-message/model/findMessageApp.ts'
import { storedSafeMessageProblemText } from '../../../safe-message/model/storedSafeMessageProblemText.ts'
import { verifyStoredSafeMessage } from '../../../safe-message/model/verifyStoredSafeMessage.ts'
import { openSafeMessageSign } from '../../../safe-message/safeMessageSignStore.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { t as safeTxT } from '../../../safe-tx/i18n/t.ts'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { DetailRow } from '../../../transactions/components/DetailRow.tsx'
import { HashValue } from '../../../transactions/components/HashValue.tsx'
import { NamedAddress } from '../../../transactions/components/NamedAddress.tsx'
import { formatDateTime } from '../../../transactions/formatTransactionTime.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { messageActions } from '../model/messageActions.ts'
import { messageTitle } from '../model/messageTitle.ts'
import { MessageConfirmations } from './MessageConfirmations.tsx'
import { MessageStatusBadge } from './MessageStatusBadge.tsx'
import { PreparedSignaturePanel } from './PreparedSignaturePanel.tsx'
import { VerifySignatureDialog } from './VerifySignatureDialog.tsx'

/**
 * One message at a URL owners can share: what it says (hashed here and refused when it does not match
 * its hash), who confirmed, and the prepared signature once it is confirmed.
 */
export function MessagePage({
  chain,
  safeAddress,
  safeId,
  messageHash,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  messageHash: string
}) {
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  const message = useQuery(safeMessageQueryOptions({ chainId: chain.chainId, safeAddress, messageHash }))
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress })
  const wallet = useWalletSnapshot()
  const nameOf = useAddressNames(chain.chainId)
  const namer = useMemo<AddressNamer>(
    () => ({
      chain,
      nameOf: (address: string) =>
        nameOf(address) ??
        (address.toLowerCase() === safeAddress.toLowerCase() ? safeTxT('safe_tx.this_safe') : undefined),
    }),
    [chain, nameOf, safeAddress],
  )
  const [verifying, setVerifying] = useState<{ messageHash: Hex; signature: string } | undefined>()
  const verified = useMemo(
    () =>
      message.data && info.data
        ? verifyStoredSafeMessage(message.data, {
            chainId: Number(chain.chainId),
            safe: safeAddress,
            version: info.data.version,
          })
        : undefined,
    [message.data, info.data, chain.chainId, safeAddress],
  )

  let body: React.ReactNode
  if (message.status === 'error' || info.status === 'error') {
    body = (
      <Notice tone="danger">
        {t('messages.page.load_failed', { reason: describeGatewayError(message.error ?? info.error) })}
      </Notice>
    )
  } else if (message.data === null) {
    body = <Notice tone="danger">{t('messages.page.not_found')}</Notice>
  } else if (!message.data || !info.data || !verified) {
    body = (
      <div className="flex flex-col gap-3" aria-busy>
        <span className="sr-only">{t('messages.page.loading')}</span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-8 w-3/4" />
      </div>
    )
  } else {
    const stored = message.data
    const app = findMessageApp(stored)
    const content = verified.ok ? verified.value.content : undefined
    const explanation =
      content !== undefined && typeof content !== 'string'
        ? explainTypedData(content, { safe: safeAddress })
        : undefined
    const owners = info.data.owners.map((owner) => owner.value)
    const actions = messageActions({
      status: stored.status,
      verified: verified.ok,
      wallet: wallet.address,
      owners,
      signers: stored.confirmations.map((confirmation) => confirmation.owner.value),
    })
    body = (
      <>
        <header className="flex flex-wrap items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon name="message" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <h2 className="text-lg font-bold tracking-tight wrap-anywhere">
              {content !== undefined
                ? messageTitle(content) || t('messages.empty_text')
                : t('messages.mismatch_title')}
            </h2>
            <p className="text-sm text-ink-muted">{formatDateTime(stored.creationTimestamp, timeZone)}</p>
          </div>
          <MessageStatusBadge status={stored.status} />
        </header>
        <dl className="@container divide-y divide-line border-y border-line">
          <DetailRow label={t('messages.page.proposed_by')}>
            <NamedAddress namer={namer} address={stored.proposedBy.value} name={stored.proposedBy.name} />
          </DetailRow>
          {app ? (
            <DetailRow label={t('messages.page.origin')}>
              <span className="flex min-w-0 items-center gap-2" data-testid="message-app">
                <AppIcon name={app.name} iconUrl={app.iconUrl} size="xs" />
                <span className="truncate font-semibold">{app.name}</span>
              </span>
            </DetailRow>
          ) : (
            stored.origin && (
              <DetailRow label={t('messages.page.origin')}>
                <span className="break-all">{stored.origin}</span>
              </DetailRow>
            )
          )}
        </dl>
        {stored.signedOnChain && (
          <Notice tone="success" testId="signed-on-chain">
            <span>
              {t('messages.page.on_chain_body', {
                date: formatDateTime(stored.signedOnChain.timestamp, timeZone),
              })}
            </span>
            <HashValue
              value={stored.signedOnChain.transactionHash}
              explorerUrl={findExplorerUrl(chain, { txHash: stored.signedOnChain.transactionHash })}
            />
          </Notice>
        )}
        {verified.ok ? (
          <>
            {/* The warning first: it is what to read before anything else. */}
            {explanation && (
              <ExplanationNotice explanation={explanation} chain={chain} safe={safeAddress} namer={namer} />
            )}
            <MessageContentView content={verified.value.content} namer={namer} />
            <SafeMessageHashesPanel hashes={verified.value.hashes} />
          </>
        ) : (
          <div data-testid="message-hash-refusal">
            <Notice tone="danger">
              <strong>{safeMessageT('safe_message.refuse.title')}</strong>
              <span className="font-normal wrap-anywhere">
                {storedSafeMessageProblemText(verified.problem)}
              </span>
            </Notice>
          </div>
        )}
        <MessageConfirmations
          message={stored}
          safeMessageHash={stored.messageHash}
          owners={owners}
          wallet={wallet.address}
          namer={namer}
        />
        {actions.confirm && (
          <Button
            size="lg"
            className="self-start"
            onMouseEnter={prefetchSafeMessageSign}
            onFocus={prefetchSafeMessageSign}
            onClick={() =>
              openSafeMessageSign({
                kind: 'stored',
                chain,
                safe: safeAddress,
                messageHash: stored.messageHash,
              })
            }
          >
            <Icon name="check" />
            {t('messages.confirm')}
          </Button>
        )}
        {verified.ok && (
          <PreparedSignaturePanel
            message={stored}
            onVerify={(signature) =>
              setVerifying({ messageHash: verified.value.hashes.messageHash, signature })
            }
          />
        )}
      </>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/safe/$safeId/messages"
        params={{ safeId }}
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-muted hover:text-ink"
      >
        <Icon name="arrowRight" className="size-4 rotate-180" />
        {t('messages.page.back')}
      </Link>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">{body}</Card>
      {verifying && (
        <VerifySignatureDialog
          chain={chain}
          safeAddress={safeAddress}
          initial={verifying}
          onClose={() => setVerifying(undefined)}
        />
      )}
    </div>
  )
}
