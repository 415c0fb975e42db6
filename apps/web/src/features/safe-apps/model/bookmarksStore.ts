import { useCallback, useMemo } from 'react'
import * as z from 'zod/mini'
import { useStoredValue } from '../../../config/storedValue.ts'

const StoredBookmarksSchema = z.catch(z.array(z.string()), [])
const none: string[] = []

/** The apps the person bookmarked on a chain (normalized URLs), kept in this browser. */
export function bookmarksStorageKey(chainId: string): string {
  return `coffer.safeApps.bookmarks.${chainId}`
}

export function useBookmarks(chainId: string) {
  const [stored, setStored] = useStoredValue(bookmarksStorageKey(chainId), StoredBookmarksSchema, none)
  const bookmarks = useMemo(() => new Set(stored), [stored])
  const toggle = useCallback(
    (url: string) =>
      setStored(bookmarks.has(url) ? stored.filter((entry) => entry !== url) : [...stored, url]),
    [bookmarks, stored, setStored],
  )
  return { bookmarks, toggle }
}
