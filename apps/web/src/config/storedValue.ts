import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type * as z from 'zod/mini'

/**
 * Small per-browser preferences and lists (address book, hidden tokens, chosen currency) kept in
 * localStorage, read through a zod schema (house rule 1: storage is a boundary), shared by every
 * component that uses the same key and kept in step across tabs by the `storage` event.
 */

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function findStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage blocked (privacy settings): everything still works, nothing persists.
    return undefined
  }
}

// What this tab wrote but storage refused (blocked or full): this tab still reads it.
const written = new Map<string, string>()
const listeners = new Map<string, Set<() => void>>()

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys = event.key === null ? [...listeners.keys()] : [event.key]
    for (const key of keys) {
      written.delete(key)
      notify(key)
    }
  })
}

function readRaw(key: string): string | null {
  const storage = findStorage()
  const unsaved = written.get(key)
  if (!storage || unsaved !== undefined) return unsaved ?? null
  try {
    return storage.getItem(key)
  } catch {
    return written.get(key) ?? null
  }
}

/** Parses stored JSON; `fallback` when absent or unreadable, so old or hand-edited data never crashes a page. */
export function parseStoredValue<Schema extends z.ZodMiniType>(
  raw: string | null,
  schema: Schema,
  fallback: z.output<Schema>,
): z.output<Schema> {
  if (raw === null) return fallback
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

/** The stored keys that start with `prefix` (those storage refused but this tab wrote included). */
export function listStoredKeys(prefix: string): string[] {
  const keys = new Set([...written.keys()].filter((key) => key.startsWith(prefix)))
  const storage = findStorage()
  try {
    if (storage instanceof Storage)
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)
        if (key?.startsWith(prefix)) keys.add(key)
      }
  } catch {
    // Storage blocked: what this tab wrote is all there is.
  }
  return [...keys]
}

export function readStoredValue<Schema extends z.ZodMiniType>(
  key: string,
  schema: Schema,
  fallback: z.output<Schema>,
): z.output<Schema> {
  return parseStoredValue(readRaw(key), schema, fallback)
}

export function writeStoredValue(key: string, value: unknown): void {
  const raw = JSON.stringify(value)
  const storage = findStorage()
  try {
    if (!storage) throw new Error('no storage')
    storage.setItem(key, raw)
    written.delete(key)
  } catch {
    // A full or blocked storage only costs persistence; this tab still sees the change.
    written.set(key, raw)
  }
  notify(key)
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set()
  set.add(listener)
  listeners.set(key, set)
  return () => {
    set.delete(listener)
  }
}

/**
 * `[value, setValue]` for a stored key; every component on the same key re-renders together.
 * `schema` and `fallback` must be stable (module constants): they key the parse.
 */
export function useStoredValue<Schema extends z.ZodMiniType>(
  key: string,
  schema: Schema,
  fallback: z.output<Schema>,
): [z.output<Schema>, (next: z.output<Schema>) => void] {
  const raw = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readRaw(key),
    () => null,
  )
  const value = useMemo(() => parseStoredValue(raw, schema, fallback), [raw, schema, fallback])
  const setValue = useCallback((next: z.output<Schema>) => writeStoredValue(key, next), [key])
  return [value, setValue]
}
