import type { SafeChangeBus } from './safeChanges.ts'

/**
 * Values computed from one Safe's indexed data (a response, a total), kept until that Safe changes. Every
 * change goes through the Safe change bus (indexer, write routes; across replicas too), so a reader that
 * polls — the leading product's browsers poll every 15 s — costs a map lookup instead of a trip through
 * the database. The TTL bounds staleness should a writer ever not publish.
 */
export type SafeScopedCache<T> = {
  get(scope: SafeScope, key: string, compute: () => Promise<T>): Promise<T>
  close(): void
}

export type SafeScope = { chainId: number; safe: string }

export function createSafeScopedCache<T>(
  changes: Pick<SafeChangeBus, 'subscribe'>,
  {
    ttlMs = 10_000,
    maxEntries = 10_000,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SafeScopedCache<T> {
  const bySafe = new Map<string, Map<string, { value: T; expiresAt: number }>>()
  let size = 0
  // A change can land while a value is being computed from the old data; that value must not be kept.
  const generations = new Map<string, number>()
  const scopeKey = ({ chainId, safe }: SafeScope) => `${chainId}:${safe.toLowerCase()}`
  const unsubscribe = changes.subscribe((change) => {
    const key = scopeKey(change)
    generations.set(key, (generations.get(key) ?? 0) + 1)
    size -= bySafe.get(key)?.size ?? 0
    bySafe.delete(key)
  })
  return {
    async get(scope, key, compute) {
      const safeKey = scopeKey(scope)
      const cached = bySafe.get(safeKey)?.get(key)
      if (cached && cached.expiresAt > now()) return cached.value
      const generation = generations.get(safeKey) ?? 0
      const value = await compute()
      if ((generations.get(safeKey) ?? 0) === generation) {
        if (size >= maxEntries) {
          bySafe.clear()
          size = 0
        }
        const entries = bySafe.get(safeKey) ?? new Map<string, { value: T; expiresAt: number }>()
        if (!entries.has(key)) size += 1
        entries.set(key, { value, expiresAt: now() + ttlMs })
        bySafe.set(safeKey, entries)
      }
      return value
    },
    close: unsubscribe,
  }
}
