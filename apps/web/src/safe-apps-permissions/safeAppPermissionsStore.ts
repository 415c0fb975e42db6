import { useCallback, useMemo } from 'react'
import * as z from 'zod/mini'
import { readStoredValue, useStoredValue, writeStoredValue } from '../config/storedValue.ts'

/**
 * What the person allowed each Safe App, kept in this browser per app origin (like Safe{Wallet}'s
 * `SafeApps__safePermissions`). The app host records a grant when an app asks; Settings lists it so it can
 * be taken back. The host keeps no refusal, so an app may ask again; a refusal stored by an older version
 * is listed (and revocable) but grants nothing.
 */

/** What an app may only do with the person's permission (the SDK's RestrictedMethods). */
export const safeAppCapabilities = ['requestAddressBook'] as const
export type SafeAppCapability = (typeof safeAppCapabilities)[number]

export function isSafeAppCapability(name: string): name is SafeAppCapability {
  return safeAppCapabilities.some((capability) => capability === name)
}

export type PermissionDecision = { granted: boolean /** ms since the epoch */; date: number }

export type PermissionEntry = PermissionDecision & { origin: string; capability: SafeAppCapability }

const DecisionSchema = z.object({ granted: z.boolean(), date: z.number() })

type StoredDecisions = Record<string, Partial<Record<SafeAppCapability, PermissionDecision>>>

// One unreadable origin or capability (hand-edited storage, a capability this version does not know) is
// dropped, not everything the person decided.
const StoredDecisionsSchema = z.pipe(
  z.record(z.string(), z.record(z.string(), z.unknown())),
  z.transform((stored): StoredDecisions => {
    const decisions: StoredDecisions = {}
    for (const [origin, byCapability] of Object.entries(stored)) {
      const key = findPermissionOrigin(origin)
      if (key === undefined) continue
      for (const [capability, raw] of Object.entries(byCapability)) {
        const decision = DecisionSchema.safeParse(raw)
        if (!isSafeAppCapability(capability) || !decision.success) continue
        decisions[key] = { ...decisions[key], [capability]: decision.data }
      }
    }
    return decisions
  }),
)

export const safeAppPermissionsStorageKey = 'coffer.safeApps.permissions'
const none: StoredDecisions = {}

/** The origin decisions are kept under (scheme, host and port; no path, no trailing slash), or undefined. */
export function findPermissionOrigin(url: string): string | undefined {
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined
  } catch {
    return undefined
  }
}

function read(): StoredDecisions {
  return readStoredValue(safeAppPermissionsStorageKey, StoredDecisionsSchema, none)
}

/** The person's decision on `capability` for the app at `origin`, if they made one. */
export function findPermissionDecision(
  origin: string,
  capability: SafeAppCapability,
): PermissionDecision | undefined {
  return read()[origin]?.[capability]
}

/** Every decision for one origin, granted or refused. */
export function listPermissionDecisions(origin: string): PermissionEntry[] {
  return toEntries({ [origin]: read()[origin] ?? {} })
}

export function recordPermissionDecision(
  origin: string,
  capability: SafeAppCapability,
  granted: boolean,
  date: number = Date.now(),
): void {
  const stored = read()
  writeStoredValue(safeAppPermissionsStorageKey, {
    ...stored,
    [origin]: { ...stored[origin], [capability]: { granted, date } },
  })
}

/** Forgets a decision: the app will ask again next time. */
export function revokePermissionDecision(origin: string, capability: SafeAppCapability): void {
  writeStoredValue(safeAppPermissionsStorageKey, withoutDecision(read(), origin, capability))
}

function withoutDecision(
  stored: StoredDecisions,
  origin: string,
  capability: SafeAppCapability,
): StoredDecisions {
  const { [capability]: _removed, ...rest } = stored[origin] ?? {}
  const { [origin]: _origin, ...others } = stored
  return Object.keys(rest).length > 0 ? { ...others, [origin]: rest } : others
}

function toEntries(stored: StoredDecisions): PermissionEntry[] {
  return Object.entries(stored)
    .flatMap(([origin, byCapability]) =>
      safeAppCapabilities.flatMap((capability) => {
        const decision = byCapability[capability]
        return decision ? [{ origin, capability, ...decision }] : []
      }),
    )
    .sort((a, b) => a.origin.localeCompare(b.origin) || a.capability.localeCompare(b.capability))
}

/** Every decision, sorted by origin, kept current across components and tabs. */
export function useSafeAppPermissions(): {
  entries: PermissionEntry[]
  revoke: (origin: string, capability: SafeAppCapability) => void
} {
  const [stored, setStored] = useStoredValue(safeAppPermissionsStorageKey, StoredDecisionsSchema, none)
  const entries = useMemo(() => toEntries(stored), [stored])
  const revoke = useCallback(
    (origin: string, capability: SafeAppCapability) => setStored(withoutDecision(stored, origin, capability)),
    [stored, setStored],
  )
  return { entries, revoke }
}
