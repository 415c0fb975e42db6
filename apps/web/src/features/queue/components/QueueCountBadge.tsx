import type { Address } from 'viem'
import { t } from '../../../i18n/t.ts'
import { useQueue } from '../api/getQueuePage.ts'
import { countQueued, groupQueue } from '../model/groupQueue.ts'

/** The number of transactions waiting, beside the Queue tab; nothing when none (or not known yet). */
export function QueueCountBadge({ chainId, safeAddress }: { chainId: string; safeAddress: Address }) {
  const queue = useQueue({ chainId, safeAddress })
  const count = queue.data ? countQueued(groupQueue(queue.data, undefined)) : 0
  if (count === 0) return null
  return (
    <span
      className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs leading-5 font-bold text-on-accent tabular-nums"
      title={t('queue.pending_count', { count })}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{t('queue.pending_count', { count })}</span>
    </span>
  )
}
