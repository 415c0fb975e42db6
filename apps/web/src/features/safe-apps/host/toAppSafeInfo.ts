import type { Address } from 'viem'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'

/** What `getSafeInfo` answers (the SDK's SafeInfoExtended). */
export type AppSafeInfo = {
  safeAddress: Address
  /** A number here, a decimal string in getChainInfo: the SDK's types, and wagmi's safe() connector, say so. */
  chainId: number
  threshold: number
  owners: Address[]
  /** True unless the connected wallet is an owner: apps hide actions nobody here can sign. */
  isReadOnly: boolean
  nonce: number
  implementation: Address
  modules: Address[] | null
  fallbackHandler: Address | null
  guard: Address | null
  version: string | null
}

/**
 * The gateway's Safe as apps see it. Addresses stay EIP-55 checksummed: the provider compares
 * `wallet_sendCalls`' `from` with `safeAddress` strictly.
 */
export function toAppSafeInfo(
  safe: SafeInfo,
  { connected }: { connected: Address | undefined },
): AppSafeInfo {
  const owners = safe.owners.map((owner) => owner.value)
  return {
    safeAddress: safe.address.value,
    chainId: Number(safe.chainId),
    threshold: safe.threshold,
    owners,
    isReadOnly:
      connected === undefined || !owners.some((owner) => owner.toLowerCase() === connected.toLowerCase()),
    nonce: safe.nonce,
    implementation: safe.implementation.value,
    modules: safe.modules.length > 0 ? safe.modules.map((module) => module.value) : null,
    fallbackHandler: safe.fallbackHandler?.value ?? null,
    guard: safe.guard?.value ?? null,
    version: safe.version,
  }
}
