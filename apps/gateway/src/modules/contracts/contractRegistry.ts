import type { Kysely } from 'kysely'
import type { Abi, AbiFunction } from 'viem'
import type { Database } from '../../db/database.ts'
import { erc20Abi, erc721Abi } from '../decoder/functionSignatures.ts'
import { findKnownContract } from './addressInfo.ts'
import { parseAbiFunctions } from './parseAbiFunctions.ts'

/** One registry entry (gateway-contract.md §8.2) plus the functions that decode calls to it. */
export type RegistryContract = {
  address: string
  name: string
  displayName: string
  logoUri: string | null
  /** The ABI served by GET contracts, as JSON fragments. */
  abi: readonly Record<string, unknown>[] | null
  functions: readonly AbiFunction[]
  trustedForDelegateCall: boolean
}

export type ContractRegistry = {
  /** Config contracts first (an operator's word wins), then the built-in Safe/Zodiac ones, then tokens. */
  find(address: string): RegistryContract | undefined
}

/**
 * The registry of one chain, loaded for a request: every config contract of the chain (few), the
 * built-in contracts, and the tokens among `tokenAddresses` (checksummed) that the indexer saw.
 */
export async function loadContractRegistry(
  db: Kysely<Database>,
  chainId: number,
  tokenAddresses: readonly string[] = [],
): Promise<ContractRegistry> {
  const configRows = await db
    .selectFrom('config_contracts')
    .selectAll()
    .where('chain_id', '=', chainId)
    .execute()
  const unique = [...new Set(tokenAddresses)]
  const tokenRows =
    unique.length === 0
      ? []
      : await db
          .selectFrom('tokens')
          .select(['address', 'type', 'name', 'logo_uri'])
          .where('chain_id', '=', chainId)
          .where('address', 'in', unique)
          .execute()
  const configured = new Map(
    configRows.map((row): [string, RegistryContract] => [
      row.address.toLowerCase(),
      {
        address: row.address,
        name: row.name,
        displayName: row.display_name,
        logoUri: row.logo_uri,
        abi: parseAbiJson(row.abi),
        functions: parseAbiFunctions(row.abi),
        trustedForDelegateCall: row.trusted_for_delegate_call === 1,
      },
    ]),
  )
  const tokens = new Map(
    tokenRows.map((row): [string, RegistryContract] => {
      const functions = row.type === 'ERC721' ? erc721Abi : erc20Abi
      return [
        row.address.toLowerCase(),
        {
          address: row.address,
          name: row.name,
          displayName: row.name,
          logoUri: row.logo_uri,
          abi: [...functions],
          functions,
          trustedForDelegateCall: false,
        },
      ]
    }),
  )
  return {
    find(address) {
      const key = address.toLowerCase()
      const fromConfig = configured.get(key)
      if (fromConfig) return fromConfig
      const builtIn = findKnownContract(address)
      if (builtIn)
        return {
          address: builtIn.address,
          name: builtIn.name,
          displayName: builtIn.displayName,
          logoUri: builtIn.logoUri,
          abi: builtIn.abi ? [...builtIn.abi] : null,
          functions: builtIn.abi ? functionsOf(builtIn.abi) : [],
          trustedForDelegateCall: builtIn.trustedForDelegateCall,
        }
      return tokens.get(key)
    },
  }
}

function functionsOf(abi: Abi): AbiFunction[] {
  return abi.filter((item): item is AbiFunction => item.type === 'function')
}

function parseAbiJson(abi: string | null): Record<string, unknown>[] | null {
  if (abi === null) return null
  try {
    const parsed: unknown = JSON.parse(abi)
    return Array.isArray(parsed) ? parsed.filter(isRecord) : null
  } catch {
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
