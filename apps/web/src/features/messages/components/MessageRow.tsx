import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { AppTag } from '../../../components/ui/AppIcon/AppTag.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import type { SafeMessage } from '../../../safe-message/api/SafeMessageSchema.ts'
import { prefetchSafeMessageSign } from '../../../safe-message/components/SafeMessageSignHost.tsx'
import { explanationTag } from '../../../safe-message/model/describeExplanation.ts'
import { explainTypedData } from '../../../safe-message/model/explainTypedData.ts'
import { findMessageApp } from '../../../safe-message/model/findMessageApp.ts'
import { verifyStoredSafeMessage } from '../../../safe-message/model/verifyStoredSafeMessage.ts'
import { openSafeMessageSign } from '../../../safe-message/safeMessageSignStore.ts'
import { formatTimeOfDay } from '../../../transactions/formatTransactionTime.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { messageActions } from '../model/messageActions.ts'
import { messageTitle } from '../model/messageTitle.ts'
import { MessageStatusBadge } from './MessageStatusBadge.tsx'

/**
 * One message: what it says (hashed here first: a message that does not match its hash is named so),
 * how many have signed, and Confirm for an owner who has not.
 */
export function MessageRow({
  message,
  chain,
  safeAddress,
  safeId,
  safeInfo,
}: {
  message: SafeMessage
  chain: ChainInfo
  safeAddress: Address
  safeId: string
  safeInfo: SafeInfo | undefined
}) {
  const wallet = useWalletSnapshot()
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  const version = safeInfo?.version ?? null
  const verified = useMemo(
    () =>
      safeInfo
        ? verifyStoredSafeMessage(message, { chainId: Number(chain.chainId), safe: safeAddress, version })
        : undefined,
    [message, chain.chainId, safeAddress, version, safeInfo],
  )
  const content = verified?.ok ? verified.value.content : undefined
  const explanation =
    content !== undefined && typeof content !== 'string'
      ? explainTypedData(content, { safe: safeAddress })
      : undefined
  const actions = messageActions({
    status: message.status,
    verified: verified?.ok === true,
    wallet: wallet.address,
    owners: safeInfo?.owners.map((owner) => owner.value) ?? [],
    signers: message.confirmations.map((confirmation) => confirmation.owner.value),
  })
  const title =
    content !== undefined
      ? messageTitle(content)
      : verified
        ? t('messages.mismatch_title')
        : t('messages.checking')
  const app = findMessageApp(message)

  return (
    <div
      className="flex flex-col gap-2 border-b border-line px-4 py-3 last:border-b-0 sm:px-5"
      data-testid="message-row"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon name="message" className="size-4" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <Link
            to="/safe/$safeId/messages/$messageHash"
            params={{ safeId, messageHash: message.messageHash }}
            className="line-clamp-2 text-sm font-semibold wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {title || t('messages.empty_text')}
          </Link>
          <span className="text-xs text-ink-muted tabular-nums">
            {t('messages.confirmations', {
              submitted: message.confirmationsSubmitted,
              required: message.confirmationsRequired,
            })}
            {' · '}
            {formatTimeOfDay(message.creationTimestamp, timeZone)}
          </span>
          {app && <AppTag name={app.name} iconUrl={app.iconUrl} label={t('messages.from_app')} />}
        </span>
        <MessageStatusBadge status={message.status} />
      </div>
      {(explanation || (verified && !verified.ok) || message.signedOnChain !== null || actions.confirm) && (
        <div className="flex flex-wrap items-center gap-2 pl-12">
          {verified && !verified.ok && (
            <Badge tone="danger">
              <Icon name="alert" className="size-3" />
              {t('messages.mismatch')}
            </Badge>
          )}
          {explanation && (
            <Badge tone="danger">
              <Icon name="alert" className="size-3" />
              {explanationTag(explanation)}
            </Badge>
          )}
          {message.signedOnChain !== null && <Badge tone="success">{t('messages.signed_on_chain')}</Badge>}
          {actions.confirm && (
            <Button
              size="sm"
              className="ml-auto"
              onMouseEnter={prefetchSafeMessageSign}
              onFocus={prefetchSafeMessageSign}
              onClick={() =>
                openSafeMessageSign({
                  kind: 'stored',
                  chain,
                  safe: safeAddress,
                  messageHash: message.messageHash,
                })
              }
            >
              <Icon name="check" />
              {t('messages.confirm')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
