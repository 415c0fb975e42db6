import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import { type KnownContract, knownContracts } from './knownContracts.ts'

/** CGW `AddressInfo` (gateway-contract.md §4.2): name and logo are null, never absent or "". */
export type AddressEx = { value: string; name: string | null; logoUri: string | null }

/** Where a name may come from, tried in the order given (§4.2 "address info lookup"). */
export type AddressSource = 'TOKEN' | 'CONTRACT'

export function plainAddress(value: string): AddressEx {
  return { value, name: null, logoUri: null }
}

const knownByAddress = new Map(knownContracts.map((contract) => [contract.address.toLowerCase(), contract]))

export function findKnownContract(address: string): KnownContract | undefined {
  return knownByAddress.get(address.toLowerCase())
}

/**
 * Names many addresses at once: TOKEN = tokens the indexer saw, CONTRACT = the contract registry (config
 * contracts, then the built-in Safe/Zodiac ones).
 * Returns an entry for every input (checksummed addresses expected); unknown ones are plain.
 */
export async function lookupAddresses(
  db: Kysely<Database>,
  chainId: number,
  addresses: readonly string[],
  sources: readonly AddressSource[] = ['TOKEN', 'CONTRACT'],
): Promise<Map<string, AddressEx>> {
  const unique = [...new Set(addresses)]
  const result = new Map<string, AddressEx>()
  const tokens =
    sources.includes('TOKEN') && unique.length > 0
      ? await db
          .selectFrom('tokens')
          .select(['address', 'name', 'logo_uri'])
          .where('chain_id', '=', chainId)
          .where('address', 'in', unique)
          .execute()
      : []
  const tokenByAddress = new Map(tokens.map((token) => [token.address, token]))
  // Contracts from the config (synced into the database at start) name addresses before built-in ones.
  const configured =
    sources.includes('CONTRACT') && unique.length > 0
      ? await db
          .selectFrom('config_contracts')
          .select(['address', 'name', 'display_name', 'logo_uri'])
          .where('chain_id', '=', chainId)
          .where('address', 'in', unique)
          .execute()
      : []
  const configuredByAddress = new Map(configured.map((contract) => [contract.address, contract]))
  for (const address of unique) {
    for (const source of sources) {
      if (source === 'TOKEN') {
        const token = tokenByAddress.get(address)
        if (token) {
          result.set(address, { value: address, name: token.name || null, logoUri: token.logo_uri || null })
          break
        }
      } else {
        const configuredContract = configuredByAddress.get(address)
        if (configuredContract) {
          result.set(address, {
            value: address,
            name: configuredContract.display_name || configuredContract.name || null,
            logoUri: configuredContract.logo_uri || null,
          })
          break
        }
        const contract = findKnownContract(address)
        if (contract) {
          result.set(address, {
            value: address,
            name: contract.displayName || contract.name || null,
            logoUri: contract.logoUri || null,
          })
          break
        }
      }
    }
    if (!result.has(address)) result.set(address, plainAddress(address))
  }
  return result
}

export async function lookupAddress(
  db: Kysely<Database>,
  chainId: number,
  address: string,
  sources?: readonly AddressSource[],
): Promise<AddressEx> {
  return (await lookupAddresses(db, chainId, [address], sources)).get(address) ?? plainAddress(address)
}
