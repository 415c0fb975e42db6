import type { AbiFunction } from 'viem'
import type { ChainRuntime, Deps } from '../../createDeps.ts'
import type {
  ModuleTransactionRow,
  MultisigTransactionRow,
  SafeRow,
  TokenRow,
  TransferRow,
} from '../../store/safeData.table.ts'
import { type AddressEx, lookupAddresses } from '../contracts/addressInfo.ts'
import { loadContractRegistry } from '../contracts/contractRegistry.ts'
import { type ContractAbiLookup, decodeCallData } from '../decoder/decodeCallData.ts'
import type { DataDecoded } from '../decoder/decoder.types.ts'
import { erc20Abi, erc721Abi } from '../decoder/functionSignatures.ts'
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
  /** Decoded data by safeTxHash (multisig) and module tx id (module). */
  decoded: ReadonlyMap<string, DataDecoded | null>
}

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
  deps: Pick<Deps, 'db' | 'now'>,
  { chain, safe, rows }: { chain: ChainRuntime; safe: SafeSnapshot; rows: MappingRows },
): Promise<LoadedMapping> {
  const { db } = deps
  const chainId = chain.config.chainId
  const multisig = rows.multisig ?? []
  const modules = rows.modules ?? []
  const transfers = rows.transfers ?? []
  const calls = [
    ...multisig.map((tx) => ({ key: tx.safe_tx_hash, to: tx.to, data: tx.data })),
    ...modules.map((tx) => ({ key: tx.module_tx_id, to: tx.to, data: tx.data })),
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
  const creation = rows.creation
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
    },
    decoded,
  }
}
