import type { QueuedTransactionItem, QueueItem } from './QueuePageSchema.ts'

/** Transactions that share a nonce: only one of them can ever execute. */
export type QueueGroup = {
  nonce: number
  /** "Next": the group that can execute now; "Queued": waits for the ones before. */
  label: 'next' | 'queued'
  conflict: boolean
  transactions: QueuedTransactionItem[]
}

function nonceOf(item: QueuedTransactionItem): number | undefined {
  const info = item.transaction.executionInfo
  return info?.type === 'MULTISIG' ? info.nonce : undefined
}

/**
 * The queue as the page shows it: one group per nonce, ascending, in the gateway's order inside a
 * group. Built from the transactions themselves rather than the gateway's labels and headers, because
 * concatenated pages repeat an edge transaction (§6.7 step 3) and a header can sit on another page
 * than its transactions. `safeNonce` decides "Next"; without it the lowest nonce is next.
 */
export function groupQueue(items: readonly QueueItem[], safeNonce: number | undefined): QueueGroup[] {
  const seen = new Set<string>()
  const byNonce = new Map<number, QueuedTransactionItem[]>()
  for (const item of items) {
    if (item.type !== 'TRANSACTION' || seen.has(item.transaction.id)) continue
    const nonce = nonceOf(item)
    if (nonce === undefined) continue
    seen.add(item.transaction.id)
    const group = byNonce.get(nonce)
    if (group) group.push(item)
    else byNonce.set(nonce, [item])
  }
  const nonces = [...byNonce.keys()].sort((a, b) => a - b)
  const next = safeNonce ?? nonces[0]
  return nonces.map((nonce) => {
    const transactions = byNonce.get(nonce) ?? []
    return {
      nonce,
      label: nonce === next ? 'next' : 'queued',
      conflict: transactions.length > 1,
      transactions,
    }
  })
}

/** How many distinct transactions wait, for the tab's badge. */
export function countQueued(groups: readonly QueueGroup[]): number {
  return groups.reduce((sum, group) => sum + group.transactions.length, 0)
}
