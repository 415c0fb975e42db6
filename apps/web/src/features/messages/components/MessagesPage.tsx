import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { LoadFailed } from '../../../components/ui/LoadFailed/LoadFailed.tsx'
import { CardRowsSkeleton } from '../../../components/ui/Skeleton/CardRowsSkeleton.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { useSafeInfo } from '../../../gateway/getSafeInfo.ts'
import { safeMessagesQueryOptions } from '../../../safe-message/api/safeMessageGateway.ts'
import { formatDayLabel } from '../../../transactions/formatTransactionTime.ts'
import { t } from '../i18n/t.ts'
import { groupMessages } from '../model/groupMessages.ts'
import { ComposeMessageDialog } from './ComposeMessageDialog.tsx'
import { MessageRow } from './MessageRow.tsx'
import { VerifySignatureDialog } from './VerifySignatureDialog.tsx'

/** The Safe's Messages tab: messages by day with who signed, live; sign a new one, verify a signature. */
export function MessagesPage({
  chain,
  safeAddress,
  safeId,
}: {
  chain: ChainInfo
  safeAddress: Address
  safeId: string
}) {
  const messages = useInfiniteQuery(safeMessagesQueryOptions({ chainId: chain.chainId, safeAddress }))
  const info = useSafeInfo({ chainId: chain.chainId, safeAddress })
  const [dialog, setDialog] = useState<'compose' | 'verify' | undefined>()
  const days = useMemo(
    () => groupMessages(messages.data?.pages.flatMap((page) => page.items) ?? []),
    [messages.data],
  )

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-bold tracking-tight">{t('messages.title')}</h2>
          <p className="text-sm text-ink-muted">{t('messages.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('verify')}>
            <Icon name="shield" />
            {t('messages.verify')}
          </Button>
          <Button onClick={() => setDialog('compose')}>
            <Icon name="pencil" />
            {t('messages.sign')}
          </Button>
        </div>
      </div>
      {messages.status === 'pending' && <CardRowsSkeleton />}
      {messages.status === 'error' && (
        <Card>
          <LoadFailed
            message={t('messages.load_failed', { reason: describeGatewayError(messages.error) })}
            retryLabel={t('messages.retry')}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        </Card>
      )}
      {messages.status === 'success' && days.length === 0 && (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
            <Icon name="message" className="size-6" />
          </span>
          <p className="text-sm font-semibold">{t('messages.empty')}</p>
          <p className="text-sm text-ink-muted">{t('messages.empty_body')}</p>
        </Card>
      )}
      {days.map((day) => {
        const headingId = `messages-day-${day.key}`
        return (
          <section key={day.key} aria-labelledby={headingId} className="flex flex-col gap-2">
            {/* The gateway groups by UTC day, so the day is named in UTC too. */}
            <h3 id={headingId} className="px-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {formatDayLabel(day.timestamp, 'UTC')}
            </h3>
            <Card className="flex flex-col overflow-hidden">
              {day.messages.map((message) => (
                <MessageRow
                  key={message.messageHash}
                  message={message}
                  chain={chain}
                  safeAddress={safeAddress}
                  safeId={safeId}
                  safeInfo={info.data}
                />
              ))}
            </Card>
          </section>
        )
      })}
      {messages.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          {messages.isFetchingNextPage ? t('messages.loading_more') : t('messages.load_more')}
        </Button>
      )}
      {dialog === 'compose' && (
        <ComposeMessageDialog
          chain={chain}
          safeAddress={safeAddress}
          safeId={safeId}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'verify' && (
        <VerifySignatureDialog chain={chain} safeAddress={safeAddress} onClose={() => setDialog(undefined)} />
      )}
    </div>
  )
}
