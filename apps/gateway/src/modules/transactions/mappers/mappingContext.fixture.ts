import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { AddressEx } from '../../contracts/addressInfo.ts'
import type { ContractRegistry, RegistryContract } from '../../contracts/contractRegistry.ts'
import type { MappingContext } from './mappingContext.ts'

export const testSafe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
export const testOwners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const

/** A schema-shaped MappingContext for pure mapper tests; override any part. */
export function buildMappingContext(
  overrides: Partial<Omit<MappingContext, 'registry'>> & { contracts?: RegistryContract[] } = {},
): MappingContext {
  const { contracts = [], ...rest } = overrides
  const registry: ContractRegistry = {
    find: (address) => contracts.find((contract) => contract.address.toLowerCase() === address.toLowerCase()),
  }
  return {
    safe: { address: testSafe, nonce: 5, threshold: 2, owners: [...testOwners] },
    now: 1_800_000_000_000,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    names: new Map<string, AddressEx>(),
    contractNames: new Map<string, AddressEx>(),
    tokens: new Map<string, TokenRow>(),
    registry,
    findSafeApp: () => null,
    ...rest,
  }
}
