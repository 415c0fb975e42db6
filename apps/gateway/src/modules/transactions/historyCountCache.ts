import type { SafeChangeBus } from '../../live/safeChanges.ts'

/**
 * History totals by Safe. Counting a long history walks every row of the Safe, which would dominate a
 * page that itself reads only a few index entries; the total only changes when the Safe does, and
 * every such change goes through the Safe change bus (indexer, write routes; across replicas too).
 * The TTL bounds staleness should a writer ever not publish.
 */
export type HistoryCountCache = {
  get(key: HistoryCountKey, compute: () => Promise<number>): Promise<number>
  close(): void
}

export type HistoryCountKey = { chainId: number; safe: string; trusted: boolean }

export function createHistoryCountCache(
  changes: Pick<SafeChangeBus, 'subscribe'>,
  {
    ttlMs = 10_000,
    maxEntries = 10_000,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): HistoryCountCache {
  const entries = new Map<string, { count: number; expiresAt: number }>()
  // A change for a Safe can land while its count is being computed; that result must not be cached.
  const generations = new Map<string, number>()
  const safeKey = (chainId: number, safe: string) => `${chainId}:${safe.toLowerCase()}`
  const unsubscribe = changes.subscribe((change) => {
    const key = safeKey(change.chainId, change.safe)
    generations.set(key, (generations.get(key) ?? 0) + 1)
    for (const trusted of [true, false]) entries.delete(`${key}:${trusted}`)
  })
  return {
    async get({ chainId, safe, trusted }, compute) {
      const key = `${safeKey(chainId, safe)}:${trusted}`
      const cached = entries.get(key)
      if (cached && cached.expiresAt > now()) return cached.count
      const generation = generations.get(safeKey(chainId, safe)) ?? 0
      const count = await compute()
      if ((generations.get(safeKey(chainId, safe)) ?? 0) === generation) {
        if (entries.size >= maxEntries) entries.clear()
        entries.set(key, { count, expiresAt: now() + ttlMs })
      }
      return count
    },
    close: unsubscribe,
  }
}
