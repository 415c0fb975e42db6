import { createCoalescer } from './createCoalescer.ts'
import type { SafeChangeBus } from './safeChanges.ts'

/**
 * Values computed from one Safe's indexed data (a response, a total), kept until that Safe changes. Every
 * change goes through the Safe change bus (indexer, write routes; across replicas too), so a reader that
 * polls — the leading product's browsers poll every 15 s — costs a map lookup instead of a trip through
 * the database. Identical requests that arrive while a value is computed share that computation, so a
 * burst after a change costs one. The TTL bounds staleness should a writer ever not publish.
 */
export type SafeScopedCache<T> = {
  /**
   * `validUntil` ends an entry sooner than the TTL, for a value that changes with time alone (a deadline
   * passing): the unix ms from which it is no longer true, if any.
   */
  get(
    scope: SafeScope,
    key: string,
    compute: () => Promise<T>,
    validUntil?: (value: T) => number | undefined,
  ): Promise<T>
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
  // A change can land while a value is being computed from the old data; that value must not be kept,
  // nor shared with a request that arrives after the change.
  const generations = new Map<string, number>()
  const coalesce = createCoalescer<T>()
  const scopeKey = ({ chainId, safe }: SafeScope) => `${chainId}:${safe.toLowerCase()}`
  const unsubscribe = changes.subscribe((change) => {
    const key = scopeKey(change)
    generations.set(key, (generations.get(key) ?? 0) + 1)
    size -= bySafe.get(key)?.size ?? 0
    bySafe.delete(key)
  })
  const keep = (safeKey: string, key: string, value: T, expiresAt: number) => {
    if (size >= maxEntries) {
      bySafe.clear()
      size = 0
    }
    const entries = bySafe.get(safeKey) ?? new Map<string, { value: T; expiresAt: number }>()
    if (!entries.has(key)) size += 1
    entries.set(key, { value, expiresAt })
    bySafe.set(safeKey, entries)
  }
  return {
    async get(scope, key, compute, validUntil) {
      const safeKey = scopeKey(scope)
      const cached = bySafe.get(safeKey)?.get(key)
      if (cached && cached.expiresAt > now()) return cached.value
      const generation = generations.get(safeKey) ?? 0
      return coalesce(`${safeKey}\n${generation}\n${key}`, async () => {
        const value = await compute()
        if ((generations.get(safeKey) ?? 0) === generation)
          keep(safeKey, key, value, Math.min(now() + ttlMs, validUntil?.(value) ?? Number.POSITIVE_INFINITY))
        return value
      })
    },
    close: unsubscribe,
  }
}
