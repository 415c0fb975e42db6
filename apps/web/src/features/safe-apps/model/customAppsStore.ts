import { useCallback } from 'react'
import * as z from 'zod/mini'
import { useStoredValue } from '../../../config/storedValue.ts'
import { findNormalizedAppUrl } from './appUrl.ts'

/** An app the person added by URL (its manifest checked then), kept per chain in this browser. */
export type CustomApp = { url: string; name: string; description: string; iconUrl: string | null }

const CustomAppSchema = z.object({
  url: z.pipe(
    z.url({ protocol: /^https?$/ }),
    z.transform((url) => findNormalizedAppUrl(url) ?? url),
  ),
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  description: z.catch(z.string().check(z.maxLength(200)), ''),
  iconUrl: z.catch(z.nullable(z.url({ protocol: /^https?$/ })), null),
})

// One unreadable entry is dropped, not the list.
const StoredCustomAppsSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const app = CustomAppSchema.safeParse(item)
      return app.success ? [app.data] : []
    }),
  ),
)

const none: CustomApp[] = []

export function customAppsStorageKey(chainId: string): string {
  return `coffer.safeApps.custom.${chainId}`
}

export function useCustomApps(chainId: string) {
  const [apps, setApps] = useStoredValue(customAppsStorageKey(chainId), StoredCustomAppsSchema, none)
  const add = useCallback(
    (app: CustomApp) => setApps([...apps.filter((existing) => existing.url !== app.url), app]),
    [apps, setApps],
  )
  const remove = useCallback(
    (url: string) => setApps(apps.filter((existing) => existing.url !== url)),
    [apps, setApps],
  )
  return { apps, add, remove }
}
