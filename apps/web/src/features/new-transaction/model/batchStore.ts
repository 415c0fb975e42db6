import { useCallback, useSyncExternalStore } from 'react'
import { type Address, getAddress, isAddress, isHex } from 'viem'
import * as z from 'zod/mini'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'

/** One call waiting in the basket, with the words the form used for it ("Send 1 CDT to 0x12…34"). */
export type BatchItem = { id: string; title: string; draft: SafeTxDraft }

// sessionStorage holds JSON: bigints as decimal strings. Read through a schema (storage is a boundary);
// a hand-edited or outdated item is dropped, not the basket.
const StoredItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  to: z.pipe(
    z.string().check(z.refine((value) => isAddress(value, { strict: false }))),
    z.transform((value): Address => getAddress(value)),
  ),
  value: z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.transform((value) => BigInt(value)),
  ),
  data: z.string().check(z.refine((value) => isHex(value, { strict: true }))),
  operation: z.union([z.literal(0), z.literal(1)]),
})
const StoredBasketSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item): BatchItem[] => {
      const parsed = StoredItemSchema.safeParse(item)
      if (!parsed.success || !isHex(parsed.data.data)) return []
      const { id, title, to, value, data, operation } = parsed.data
      return [{ id, title, draft: { to, value, data, operation } }]
    }),
  ),
)

/** Per Safe and network, and per tab: a basket is a scratch pad, not something to find again next week. */
export function batchStorageKey(chainId: string, safe: Address): string {
  return `coffer.batch.${chainId}.${safe}`
}

const empty: readonly BatchItem[] = []
const cache = new Map<string, { raw: string | null; items: readonly BatchItem[] }>()
const listeners = new Map<string, Set<() => void>>()

function findStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

// What storage refused (blocked, full): this tab still sees it until reload.
const unsaved = new Map<string, string>()

function readRaw(key: string): string | null {
  const kept = unsaved.get(key)
  if (kept !== undefined) return kept
  try {
    return findStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function readBatch(key: string): readonly BatchItem[] {
  const raw = readRaw(key)
  const cached = cache.get(key)
  // Same snapshot object for the same text: useSyncExternalStore needs a stable result.
  if (cached && cached.raw === raw) return cached.items
  let items: readonly BatchItem[] = empty
  if (raw !== null) {
    try {
      const parsed = StoredBasketSchema.safeParse(JSON.parse(raw))
      items = parsed.success ? parsed.data : empty
    } catch {
      items = empty
    }
  }
  cache.set(key, { raw, items })
  return items
}

export function writeBatch(key: string, items: readonly BatchItem[]): void {
  const raw = JSON.stringify(
    items.map(({ id, title, draft }) => ({ id, title, ...draft, value: draft.value.toString() })),
  )
  try {
    const storage = findStorage()
    if (!storage) throw new Error('no storage')
    storage.setItem(key, raw)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, raw)
  }
  for (const listener of listeners.get(key) ?? []) listener()
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set()
  set.add(listener)
  listeners.set(key, set)
  return () => {
    set.delete(listener)
  }
}

let nextId = 0

/** The basket of one Safe: add from any form, remove, clear once its batch is proposed or executed. */
export function useBatch(chainId: string, safe: Address) {
  const key = batchStorageKey(chainId, safe)
  const items = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readBatch(key),
    () => empty,
  )
  const add = useCallback(
    (title: string, draft: SafeTxDraft) => {
      nextId += 1
      writeBatch(key, [...readBatch(key), { id: `${Date.now()}-${nextId}`, title, draft }])
    },
    [key],
  )
  const remove = useCallback(
    (id: string) =>
      writeBatch(
        key,
        readBatch(key).filter((item) => item.id !== id),
      ),
    [key],
  )
  const clear = useCallback(() => writeBatch(key, empty), [key])
  return { items, add, remove, clear }
}
