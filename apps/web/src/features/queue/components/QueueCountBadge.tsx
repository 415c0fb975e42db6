import type { Address } from 'viem'
import { CountBadge } from '../../../components/ui/CountBadge/CountBadge.tsx'
import { t } from '../../../i18n/t.ts'
import { useQueue } from '../api/getQueuePage.ts'
import { countQueued, groupQueue } from '../model/groupQueue.ts'

/** The number of transactions waiting, beside the Queue tab; nothing when none (or not known yet). */
export function QueueCountBadge({ chainId, safeAddress }: { chainId: string; safeAddress: Address }) {
  const queue = useQueue({ chainId, safeAddress })
  const count = queue.data ? countQueued(groupQueue(queue.data, undefined)) : 0
  return <CountBadge count={count} label={t('queue.pending_count', { count })} />
}
