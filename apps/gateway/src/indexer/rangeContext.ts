import type { RecoverAddress } from '@coffer/safe'
import type { Insertable } from 'kysely'
import { type Address, type Hex, zeroAddress } from 'viem'
import type {
  ExecutionUpdate,
  ModuleTransactionTable,
  MultisigConfirmationTable,
  NewMultisigTransactionRow,
  SafeStateTable,
  SafeTable,
  SignedMessageTable,
  TransferTable,
} from '../db/tables/safeData.ts'
import type { SafeChangeKind } from '../live/safeChanges.ts'
import type { SafeState } from '../store/findLatestStates.ts'
import { checksumAddress } from './checksumCache.ts'
import { proxyCreationTopic } from './indexerAbi.ts'
import type { BlockInfo, IndexerLog, TransactionInfo } from './readChain.ts'

export type RangeInput = {
  chainId: number
  /** Creation, Safe and Transfer logs of the range, any order (sorted here). */
  logs: readonly IndexerLog[]
  /** The Safes indexed in this range (known before it, or created in it). */
  safes: ReadonlySet<Address>
  blocks: ReadonlyMap<number, BlockInfo>
  transactions: ReadonlyMap<Hex, TransactionInfo>
  /** Each Safe's state before the range; a Safe missing here starts blank (it is set up in the range). */
  priorStates: ReadonlyMap<Address, SafeState>
  /** Signer recovery; a memoizing one lets the caller recover ahead, while it waits for the node. */
  recover?: RecoverAddress
}

export type RangeWrites = {
  safes: Insertable<SafeTable>[]
  states: Insertable<SafeStateTable>[]
  /** Final owners of every Safe whose state changed: `safe_owners` is rebuilt from them. */
  owners: Map<Address, Address[]>
  multisigTransactions: NewMultisigTransactionRow[]
  executions: ExecutionUpdate[]
  confirmations: Insertable<MultisigConfirmationTable>[]
  moduleTransactions: Insertable<ModuleTransactionTable>[]
  transfers: Insertable<TransferTable>[]
  /** Message hashes Safes signed on chain (`SignMsg`, through SignMessageLib). */
  signedMessages: Insertable<SignedMessageTable>[]
  /** Token contracts seen in transfers, to read metadata for when not known yet. */
  tokens: Map<Address, 'ERC20' | 'ERC721'>
  changes: Map<Address, Set<SafeChangeKind>>
}

type PendingMultisig = {
  log: IndexerLog
  to: Address
  value: bigint
  data: Hex
  operation: number
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  signatures: Hex
  nonce: number
  executor: Address | null
  threshold: number
}

type PendingModule = {
  log: IndexerLog
  module: Address
  to: Address
  value: bigint
  data: Hex
  operation: number
}

type ConfirmationRows = Insertable<MultisigConfirmationTable>[]

/** What the handlers of one range share: its input, the rows built so far, and each Safe's replayed state. */
export type RangeContext = {
  input: RangeInput
  /** The range's logs in chain order. */
  logs: readonly IndexerLog[]
  writes: RangeWrites
  /** The singleton each proxy of the range was created with. */
  creationSingletons: ReadonlyMap<Address, Address>
  /** Each Safe's state at the last log of a block that changed it, by `safe:block`. */
  snapshots: Map<string, Insertable<SafeStateTable>>
  /** L2 execution parameters logged before their ExecutionSuccess/Failure, per Safe. */
  pendingMultisig: Map<Address, PendingMultisig[]>
  /** Module calls logged before their ExecutionFromModuleSuccess/Failure, per Safe. */
  pendingModule: Map<Address, PendingModule[]>
  /** Logs a handler read together with an earlier one (swapOwner's AddedOwner): the walk passes them. */
  consumed: Set<IndexerLog>
  /** `safe:txHash` of every execution, to mark the transfers that happened inside one. */
  executedIn: Set<string>
  /**
   * Confirmations in log order; an execution's wait for its signers' recovery, which is still running
   * (see signerCache.ts), while the rest of the range is built.
   */
  confirmations: (ConfirmationRows | Promise<ConfirmationRows>)[]
  stateOf(safe: Address): SafeState
  /** Records the Safe's state as of `log` (one snapshot per block) and its final owners. */
  snapshot(safe: Address, log: IndexerLog): void
  change(safe: Address, ...kinds: SafeChangeKind[]): void
  timestampOf(log: IndexerLog): number
}

export function createRangeContext(input: RangeInput, logs: readonly IndexerLog[]): RangeContext {
  const { chainId, safes, blocks } = input
  const writes: RangeWrites = {
    safes: [],
    states: [],
    owners: new Map(),
    multisigTransactions: [],
    executions: [],
    confirmations: [],
    moduleTransactions: [],
    transfers: [],
    signedMessages: [],
    tokens: new Map(),
    changes: new Map(),
  }
  const states = new Map<Address, SafeState>()
  const creationSingletons = new Map<Address, Address>()
  for (const log of logs)
    if (log.topics[0] === proxyCreationTopic) {
      const proxy = topicToAddress(log.topics[1])
      if (proxy && safes.has(proxy) && log.data.length >= 66)
        creationSingletons.set(proxy, checksumAddress(`0x${log.data.slice(26, 66)}`))
    }
  const snapshots = new Map<string, Insertable<SafeStateTable>>()
  const change = (safe: Address, ...kinds: SafeChangeKind[]) => {
    const set = writes.changes.get(safe) ?? new Set<SafeChangeKind>()
    for (const kind of kinds) set.add(kind)
    writes.changes.set(safe, set)
  }
  const stateOf = (safe: Address): SafeState => {
    let state = states.get(safe)
    if (!state) {
      const prior = input.priorStates.get(safe)
      state = prior
        ? { ...prior, owners: [...prior.owners], modules: [...prior.modules] }
        : blankState(creationSingletons.get(safe) ?? null)
      states.set(safe, state)
    }
    return state
  }
  return {
    input,
    logs,
    writes,
    creationSingletons,
    snapshots,
    pendingMultisig: new Map(),
    pendingModule: new Map(),
    consumed: new Set(),
    executedIn: new Set(),
    confirmations: [],
    stateOf,
    change,
    timestampOf(log) {
      const block = blocks.get(log.blockNumber)
      if (!block) throw new Error(`Block ${log.blockNumber} was not fetched`)
      return block.timestamp
    },
    snapshot(safe, log) {
      const state = stateOf(safe)
      snapshots.set(`${safe}:${log.blockNumber}`, {
        chain_id: chainId,
        address: safe,
        block_number: log.blockNumber,
        log_index: log.logIndex,
        owners: JSON.stringify(state.owners),
        threshold: state.threshold,
        modules: JSON.stringify(state.modules),
        fallback_handler: state.fallbackHandler,
        guard: state.guard,
        singleton: state.singleton,
        nonce: state.nonce,
      })
      writes.owners.set(safe, [...state.owners])
      change(safe, 'safe')
    },
  }
}

function blankState(singleton: Address | null): SafeState {
  return { owners: [], threshold: 0, modules: [], fallbackHandler: null, guard: null, singleton, nonce: 0 }
}

export function topicToAddress(topic: Hex | undefined): Address | undefined {
  if (topic?.length !== 66) return undefined
  return checksumAddress(`0x${topic.slice(26)}`)
}

export function nonZero(address: Address): Address | null {
  return address === zeroAddress ? null : checksumAddress(address)
}

export function emptyToNull(data: Hex): Hex | null {
  return data === '0x' ? null : lowerHex(data)
}

export function lowerHex(value: Hex): Hex {
  return `0x${value.slice(2).toLowerCase()}`
}
