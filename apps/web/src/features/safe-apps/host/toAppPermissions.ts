import type { PermissionEntry } from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'

/** The SDK's Permission, as `wallet_getPermissions` and `wallet_requestPermissions` answer it. */
export type AppPermission = {
  parentCapability: string
  invoker: string
  date: number
  caveats: { type: string; value?: unknown }[]
}

/**
 * What the app at `origin` holds: granted capabilities only. A refusal is remembered by the store so the
 * person is not asked again, but it is no permission — the SDK's decorator ignores caveats, so listing it
 * (as Safe{Wallet} does, with a `userRestricted` caveat) would let the app go on and call the method.
 */
export function toAppPermissions(origin: string, entries: readonly PermissionEntry[]): AppPermission[] {
  return entries
    .filter((entry) => entry.origin === origin && entry.granted)
    .map((entry) => ({ parentCapability: entry.capability, invoker: origin, date: entry.date, caveats: [] }))
}
