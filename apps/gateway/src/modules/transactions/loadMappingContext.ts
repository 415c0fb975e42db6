import type { AbiFunction } from 'viem'
import type {
  ModuleTransactionRow,
  MultisigTransactionRow,
  SafeRow,
  TokenRow,
  TransferRow,
} from '../../db/tables/safeData.ts'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { type AddressEx, lookupAddresses } from '../contracts/addressInfo.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { type ContractAbiLookup, decodeCallData } from '../decoder/decodeCallData.ts'
import type { DataDecoded } from '../decoder/decoder.types.ts'
import { erc20Abi, erc721Abi } from '../decoder/functionSignatures.ts'
import { getSafeAppCatalog, toSafeAppInfo } from '../safe-apps/index.ts'
import type { MappingContext, SafeSnapshot } from './mappers/mappingContext.ts'
import { collectDecodedAddresses, multiSendTransactions } from './mappers/toTransactionData.ts'
import { findTokens } from './transactions.repository.ts'

export type MappingRows = {
  multisig?: readonly MultisigTransactionRow[]
  modules?: readonly ModuleTransactionRow[]
  transfers?: readonly TransferRow[]
  creation?: SafeRow
}

export type LoadedMapping = {
  ctx: MappingContext
  /** Decoded data by safeTxHash (multisig), module tx id (module) and `creationKey` (the creation's setup). */
  decoded: ReadonlyMap<string, DataDecoded | null>
}

/** The key of the creation's decoded setup call in `decoded`: no safeTxHash or module id looks like it. */
export const creationKey = 'creation'

function tokenFunctions(token: TokenRow | undefined): readonly AbiFunction[] | undefined {
  if (!token) return undefined
  return token.type === 'ERC721' ? erc721Abi : erc20Abi
}

function toTokenName(token: TokenRow): AddressEx {
  return { value: token.address, name: token.name || null, logoUri: token.logo_uri || null }
}

/**
 * Everything the pure mappers need for a set of rows, in a few batched queries: decode every call with
 * the chain's registry (and token ABIs), then name every address the responses can show.
 */
export async function loadMappingContext(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  { chain, safe, rows }: { chain: ChainRuntime; safe: SafeSnapshot; rows: MappingRows },
): Promise<LoadedMapping> {
  const { db } = deps
  const chainId = chain.config.chainId
  const multisig = rows.multisig ?? []
  const modules = rows.modules ?? []
  const transfers = rows.transfers ?? []
  const creation = rows.creation
  const calls = [
    ...multisig.map((tx) => ({ key: tx.safe_tx_hash, to: tx.to, data: tx.data })),
    ...modules.map((tx) => ({ key: tx.module_tx_id, to: tx.to, data: tx.data })),
    // The setup call the factory made on the new proxy runs the singleton's code: decoded with its ABI.
    ...(creation?.singleton && creation.setup_data
      ? [{ key: creationKey, to: creation.singleton, data: creation.setup_data }]
      : []),
  ]
  const registry = await loadContractRegistry(db, chainId)
  const tokens = await findTokens(db, chainId, [
    ...calls.map((call) => call.to),
    ...multisig.map((tx) => tx.gas_token),
    ...transfers.flatMap((transfer) => (transfer.token_address === null ? [] : [transfer.token_address])),
  ])
  const lookupAbi: ContractAbiLookup = (address) =>
    registry.find(address)?.functions ?? tokenFunctions(tokens.get(address))
  const decoded = new Map(calls.map((call) => [call.key, decodeCallData(call.data, call.to, lookupAbi)]))

  const decodedAddresses = [...decoded.values()].flatMap(collectDecodedAddresses)
  const innerTargets = [...decoded.values()].flatMap((data) => multiSendTransactions(data).map((tx) => tx.to))
  const everyAddress = [
    ...new Set([
      ...calls.map((call) => call.to),
      ...transfers.flatMap((transfer) => [transfer.from, transfer.to]),
      ...decodedAddresses,
      ...innerTargets,
      ...modules.map((tx) => tx.module),
      ...(creation ? [creation.creator, creation.factory, creation.singleton].filter((a) => a !== null) : []),
    ]),
  ]
  const missing = everyAddress.filter((address) => !tokens.has(address))
  for (const [address, token] of await findTokens(db, chainId, missing)) tokens.set(address, token)
  const contractNames = await lookupAddresses(db, chainId, everyAddress, ['CONTRACT'])
  const names = new Map<string, AddressEx>()
  for (const address of everyAddress) {
    const token = tokens.get(address)
    const contract = contractNames.get(address)
    if (token) names.set(address, toTokenName(token))
    else if (contract) names.set(address, contract)
  }
  const { nativeCurrency } = chain.config
  const safeApps = getSafeAppCatalog(deps.config)
  return {
    ctx: {
      safe,
      now: deps.now(),
      nativeCurrency: {
        name: nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        decimals: nativeCurrency.decimals,
        logoUri: nativeCurrency.logoUri,
      },
      names,
      contractNames,
      tokens,
      registry,
      findSafeApp: (url) => {
        const app = safeApps.findByUrl(chainId, url)
        return app ? toSafeAppInfo(app) : null
      },
    },
    decoded,
  }
}
