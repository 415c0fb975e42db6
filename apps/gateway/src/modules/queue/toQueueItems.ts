import type { PageRequest } from '../../http/paging.ts'

/** A queue list item (gateway-contract.md §6.7), over whatever stands for a transaction. */
export type QueueItem<T> =
  | { type: 'LABEL'; label: 'Next' | 'Queued' }
  | { type: 'CONFLICT_HEADER'; nonce: number }
  | { type: 'TRANSACTION'; transaction: T; conflictType: 'None' | 'HasNext' | 'End' }

/**
 * The rows to read for a page: the page plus one transaction after it (is the last nonce continued on
 * the next page?) and, past the first page, one before it (did the first nonce start on the previous page?).
 */
export function toQueueWindow({ limit, offset }: PageRequest): PageRequest {
  return offset === 0 ? { limit: limit + 1, offset: 0 } : { limit: limit + 2, offset: offset - 1 }
}

/**
 * CGW's queue grouping (§6.7 steps 3-5), pure: `fetched` is the window of `toQueueWindow` in queue order
 * (nonce, then submission), `hasMore` whether queued transactions exist beyond it. The window's first
 * transaction past page one is kept: a page repeats the previous page's last transaction, marked `End`
 * or `HasNext`, so a conflict group split across pages still reads as one.
 */
export function toQueueItems<T>(
  fetched: readonly T[],
  {
    page,
    safeNonce,
    hasMore,
    nonceOf,
  }: { page: PageRequest; safeNonce: number; hasMore: boolean; nonceOf: (tx: T) => number },
): QueueItem<T>[] {
  const first = fetched[0]
  const last = fetched.at(-1)
  const prevLast = page.offset > 0 && first !== undefined ? nonceOf(first) : undefined
  const nextFirst = hasMore && last !== undefined ? nonceOf(last) : undefined
  const shown = hasMore ? fetched.slice(0, -1) : fetched

  // Groups by nonce in ascending order, keeping the queue order inside a group.
  const groups: { nonce: number; txs: T[] }[] = []
  for (const tx of shown) {
    const nonce = nonceOf(tx)
    const group = groups.find((candidate) => candidate.nonce === nonce)
    if (group) group.txs.push(tx)
    else groups.push({ nonce, txs: [tx] })
  }
  groups.sort((a, b) => a.nonce - b.nonce)

  const items: QueueItem<T>[] = []
  let previousNonce = prevLast ?? -1
  for (const { nonce, txs } of groups) {
    if (previousNonce < safeNonce && nonce === safeNonce) items.push({ type: 'LABEL', label: 'Next' })
    else if (previousNonce <= safeNonce && nonce > safeNonce) items.push({ type: 'LABEL', label: 'Queued' })
    previousNonce = nonce
    const edge = nonce === nextFirst
    const fromPrevious = nonce === prevLast
    const conflict = txs.length > 1 || edge
    if (conflict && !fromPrevious) items.push({ type: 'CONFLICT_HEADER', nonce })
    txs.forEach((transaction, index) => {
      const conflictType =
        index === 0
          ? conflict
            ? 'HasNext'
            : fromPrevious
              ? 'End'
              : 'None'
          : index < txs.length - 1 || edge
            ? 'HasNext'
            : 'End'
      items.push({ type: 'TRANSACTION', transaction, conflictType })
    })
  }
  return items
}
