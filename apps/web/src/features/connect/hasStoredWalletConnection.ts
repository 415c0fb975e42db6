import * as z from 'zod/mini'

// wagmi persists its state under `wagmi.store` (createStorage's default key and prefix).
const WagmiStoreSchema = z.object({
  state: z.object({
    current: z.nullish(z.string()),
    connections: z.optional(z.object({ value: z.array(z.unknown()) })),
  }),
})

/** Whether wagmi left a connection in this browser to restore, so the wallet stack must load now. */
export function hasStoredWalletConnection(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem('wagmi.store')
    if (!raw) return false
    const parsed = WagmiStoreSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return false
    return Boolean(parsed.data.state.current) || (parsed.data.state.connections?.value.length ?? 0) > 0
  } catch {
    return false
  }
}
