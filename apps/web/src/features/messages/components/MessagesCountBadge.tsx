import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { CountBadge } from '../../../components/ui/CountBadge/CountBadge.tsx'
// Drawn on every Safe page: its label is in the app's table, not the lazily loaded Messages strings.
import { t } from '../../../i18n/t.ts'
import { safeMessagesQueryOptions } from '../../../safe-message/api/safeMessageGateway.ts'
import { countPendingMessages } from '../model/countPendingMessages.ts'

/**
 * The number of messages still needing signatures, beside the Messages link; nothing when none (or not known
 * yet). It shares the Messages page's query, so a live `messages` change updates both. Counted over the pages
 * loaded (the first one unless the Messages page loaded more): the newest, where pending messages are.
 */
export function MessagesCountBadge({ chainId, safeAddress }: { chainId: string; safeAddress: Address }) {
  const messages = useInfiniteQuery(safeMessagesQueryOptions({ chainId, safeAddress }))
  const count = countPendingMessages(messages.data?.pages.flatMap((page) => page.items) ?? [])
  return <CountBadge count={count} label={t('safe_message.pending_count', { count })} />
}
