import type { Address } from 'viem'

/**
 * What the relay allows a creation (gateway-contract.md §12.1 counts it against every owner): the
 * fewest free relays any owner has left, and the owners who have none. `limit` 0: no relay here.
 */
export type OwnerRelayQuota = { limit: number; remaining: number; exhausted: readonly Address[] }

export function toOwnerRelayQuota(
  counts: readonly { owner: Address; remaining: number; limit: number }[],
): OwnerRelayQuota {
  if (counts.length === 0) return { limit: 0, remaining: 0, exhausted: [] }
  return {
    limit: Math.min(...counts.map((count) => count.limit)),
    remaining: Math.min(...counts.map((count) => count.remaining)),
    exhausted: counts.filter((count) => count.remaining === 0).map((count) => count.owner),
  }
}
