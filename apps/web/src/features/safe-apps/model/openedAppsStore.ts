import { useCallback, useMemo } from 'react'
import * as z from 'zod/mini'
import { useStoredValue } from '../../../config/storedValue.ts'

const StoredOpenedSchema = z.catch(z.array(z.string()), [])
const none: string[] = []

/**
 * Apps outside the catalog the person chose to open after the warning (normalized URLs): the warning
 * shows before the first open only.
 */
export const openedAppsStorageKey = 'coffer.safeApps.openedUnlisted'

export function useOpenedApps() {
  const [stored, setStored] = useStoredValue(openedAppsStorageKey, StoredOpenedSchema, none)
  const opened = useMemo(() => new Set(stored), [stored])
  const markOpened = useCallback(
    (url: string) => {
      if (!opened.has(url)) setStored([...stored, url])
    },
    [opened, stored, setStored],
  )
  return { opened, markOpened }
}
