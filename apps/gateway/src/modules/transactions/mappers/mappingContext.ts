import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { AddressEx } from '../../contracts/addressInfo.ts'
import { plainAddress } from '../../contracts/addressInfo.ts'
import type { ContractRegistry } from '../../contracts/contractRegistry.ts'
import type { SafeAppInfo } from '../../safe-apps/safeApps.schema.ts'

/** The Safe as the mappers need it: current nonce, owners and threshold (latest `safe_states` row). */
export type SafeSnapshot = { address: string; nonce: number; threshold: number; owners: readonly string[] }

export type NativeCurrency = { name: string; symbol: string; decimals: number; logoUri: string }

/**
 * Everything the pure mappers look up, loaded beforehand by the service in a few batched queries:
 * names (TOKEN then CONTRACT, and CONTRACT only), tokens and the contract registry.
 */
export type MappingContext = {
  safe: SafeSnapshot
  now: number
  nativeCurrency: NativeCurrency
  /** TOKEN then CONTRACT lookups (gateway-contract.md §4.2). */
  names: ReadonlyMap<string, AddressEx>
  /** CONTRACT-only lookups (modules, creator, implementation, factory, settings targets). */
  contractNames: ReadonlyMap<string, AddressEx>
  tokens: ReadonlyMap<string, TokenRow>
  registry: ContractRegistry
  /** The Safe App of the chain's catalog with this URL, as `safeAppInfo`; null when none. */
  findSafeApp: (url: string) => SafeAppInfo | null
}

export function named(ctx: MappingContext, address: string): AddressEx {
  return ctx.names.get(address) ?? plainAddress(address)
}

export function contractNamed(ctx: MappingContext, address: string): AddressEx {
  return ctx.contractNames.get(address) ?? plainAddress(address)
}

export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
}

export const zeroAddress = '0x0000000000000000000000000000000000000000'
