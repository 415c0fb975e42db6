import { knownSingletons } from '@coffer/safe'
import { zeroAddress } from 'viem'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import { lookupAddresses, plainAddress } from '../contracts/addressInfo.ts'
import {
  findHighestTrustedNonce,
  findSafeState,
  getSafeChangeTimes,
  type SafeState,
} from './safes.repository.ts'
import type { Nonces, SafeInfo } from './safes.schema.ts'
import { toImplementationVersionState } from './toImplementationVersionState.ts'
import { toTag } from './toTag.ts'

export type SafesDeps = Pick<Deps, 'db' | 'chains'>

/**
 * Called when a Safe is not in the database, before answering 404: lets a chain indexed in `watched`
 * mode start backfilling it so a later request finds it.
 */
export type OnUnknownSafe = (chainId: number, address: string) => Promise<void>

/** The Safe's current state on a configured chain; 404 when the chain or the Safe is unknown. */
export async function getSafeState(
  deps: SafesDeps & { onUnknownSafe?: OnUnknownSafe },
  { chainId, safeAddress }: { chainId: string; safeAddress: string },
): Promise<SafeState> {
  const chain = getChainRuntime(deps, chainId)
  const state = await findSafeState(deps.db, { chainId: chain.config.chainId, address: safeAddress })
  if (!state) {
    await deps.onUnknownSafe?.(chain.config.chainId, safeAddress)
    throw new NotFoundError(`Safe ${safeAddress} is not indexed on chain ${chainId}`)
  }
  return state
}

const isNonZero = (address: string | null): address is string => address !== null && address !== zeroAddress

/** gateway-contract.md §7.1. */
export async function getSafeInfo(
  deps: SafesDeps & { onUnknownSafe?: OnUnknownSafe },
  params: { chainId: string; safeAddress: string },
): Promise<SafeInfo> {
  const chain = getChainRuntime(deps, params.chainId)
  const state = await getSafeState(deps, params)
  const chainId = chain.config.chainId
  const singleton = state.singleton ?? zeroAddress
  const fallbackHandler = isNonZero(state.fallbackHandler) ? state.fallbackHandler : null
  const guard = isNonZero(state.guard) ? state.guard : null
  const [names, changeTimes] = await Promise.all([
    lookupAddresses(
      deps.db,
      chainId,
      [singleton, ...state.modules, ...(fallbackHandler ? [fallbackHandler] : []), ...(guard ? [guard] : [])],
      ['CONTRACT'],
    ),
    getSafeChangeTimes(deps.db, { chainId, address: state.address, nonce: state.nonce }),
  ])
  const named = (address: string) => names.get(address) ?? plainAddress(address)
  const known = knownSingletons.find((s) => s.address.toLowerCase() === singleton.toLowerCase())
  const version = known?.version ?? null
  return {
    address: plainAddress(state.address),
    chainId: String(chainId),
    nonce: state.nonce,
    threshold: state.threshold,
    owners: state.owners.map(plainAddress),
    implementation: named(singleton),
    implementationVersionState: toImplementationVersionState({
      version,
      recommendedVersion: chain.config.recommendedMasterCopyVersion,
      isKnownSingleton: known !== undefined,
    }),
    collectiblesTag: toTag(changeTimes.collectibles),
    txQueuedTag: toTag(changeTimes.queued),
    txHistoryTag: toTag(changeTimes.history),
    messagesTag: toTag(changeTimes.messages),
    modules: state.modules.length > 0 ? state.modules.map(named) : null,
    fallbackHandler: fallbackHandler ? named(fallbackHandler) : null,
    guard: guard ? named(guard) : null,
    version,
  }
}

/** gateway-contract.md §6.21: the next nonce a new transaction should take. */
export async function getNonces(
  deps: SafesDeps & { onUnknownSafe?: OnUnknownSafe },
  params: { chainId: string; safeAddress: string },
): Promise<Nonces> {
  const state = await getSafeState(deps, params)
  const highest = await findHighestTrustedNonce(deps.db, { chainId: state.chainId, address: state.address })
  return {
    currentNonce: state.nonce,
    recommendedNonce: highest === null ? state.nonce : Math.max(state.nonce, highest + 1),
  }
}
