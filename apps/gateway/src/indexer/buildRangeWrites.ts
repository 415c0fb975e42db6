import { type RecoverAddress, recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import type { Insertable } from 'kysely'
import { type Address, concat, type Hex, pad, zeroAddress } from 'viem'
import { recoverAddressNative } from '../chain/recoverAddressNative.ts'
import type {
  ModuleTransactionTable,
  MultisigConfirmationTable,
  NewMultisigTransactionRow,
  SafeStateTable,
  SafeTable,
  SignedMessageTable,
  TransferTable,
} from '../db/tables/safeData.ts'
import type { SafeChangeKind } from '../live/safeChanges.ts'
import { addressAt, uintAt } from './abiWords.ts'
import { checksumAddress } from './checksumCache.ts'
import { decodeCreationInput, decodeExecTransactionInput } from './decodeCalls.ts'
import { decodeSafeLog } from './decodeSafeLog.ts'
import {
  executionFailureTopic,
  executionSuccessTopic,
  multisigTransactionTopic,
  proxyCreationTopic,
  transferTopic,
} from './indexerAbi.ts'
import type { BlockInfo, IndexerLog, SafeState, TransactionInfo } from './readChain.ts'

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

/** An execution seen on chain whose parameters are unknown (L1 Safe called through another contract). */
export type ExecutionUpdate = {
  safe: Address
  safeTxHash: Hex
  executed_block: number
  executed_tx_hash: Hex
  executed_log_index: number
  executed_at: number
  executor: Address | null
  success: number
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

/** Executions and creations whose transaction input the range needs (L1 Safes, creators). */
export function findTransactionsToFetch({ logs, safes }: Pick<RangeInput, 'logs' | 'safes'>): Set<Hex> {
  const hashes = new Set<Hex>()
  const l2Executions = new Set<string>()
  for (const log of sortLogs(logs)) {
    const topic = log.topics[0]
    if (topic === proxyCreationTopic) {
      const proxy = topicToAddress(log.topics[1])
      if (proxy && safes.has(proxy)) hashes.add(log.transactionHash)
      continue
    }
    if (!safes.has(log.address)) continue
    // Selectors only: decoding every log here too would double the decoding work of a range.
    if (topic === multisigTransactionTopic) l2Executions.add(`${log.address}:${log.transactionHash}`)
    if (
      (topic === executionSuccessTopic || topic === executionFailureTopic) &&
      !l2Executions.has(`${log.address}:${log.transactionHash}`)
    )
      hashes.add(log.transactionHash)
  }
  return hashes
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

/**
 * Turns one range's logs into rows, replaying each Safe's configuration as `getOwners()` and
 * `getModulesPaginated()` would return it (setup order; addOwner and enableModule prepend; swapOwner,
 * logged as RemovedOwner then AddedOwner, replaces in place). Pure but for signature recovery.
 */
export async function buildRangeWrites(input: RangeInput): Promise<RangeWrites> {
  const { chainId, safes, blocks, transactions } = input
  const logs = sortLogs(input.logs)
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
  const snapshots = new Map<string, Insertable<SafeStateTable>>()
  const pendingMultisig = new Map<Address, PendingMultisig[]>()
  const pendingModule = new Map<Address, PendingModule[]>()
  const executedIn = new Set<string>()
  // Confirmations in log order; an execution's wait for its signers' recovery, which is still running
  // (see signerCache.ts), while the rest of the range is built.
  const confirmations: (
    | Insertable<MultisigConfirmationTable>[]
    | Promise<Insertable<MultisigConfirmationTable>[]>
  )[] = []
  const creationSingletons = new Map<Address, Address>()
  for (const log of logs)
    if (log.topics[0] === proxyCreationTopic) {
      const proxy = topicToAddress(log.topics[1])
      if (proxy && safes.has(proxy) && log.data.length >= 66)
        creationSingletons.set(proxy, checksumAddress(`0x${log.data.slice(26, 66)}`))
    }

  const change = (safe: Address, ...kinds: SafeChangeKind[]) => {
    const set = writes.changes.get(safe) ?? new Set<SafeChangeKind>()
    for (const kind of kinds) set.add(kind)
    writes.changes.set(safe, set)
  }
  const timestampOf = (log: IndexerLog) => {
    const block = blocks.get(log.blockNumber)
    if (!block) throw new Error(`Block ${log.blockNumber} was not fetched`)
    return block.timestamp
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
  const snapshot = (safe: Address, log: IndexerLog) => {
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
  }

  for (let index = 0; index < logs.length; index++) {
    const log = logs[index]
    if (!log) continue
    const topic = log.topics[0]

    if (topic === proxyCreationTopic) {
      const proxy = topicToAddress(log.topics[1])
      if (!proxy || !safes.has(proxy)) continue
      const tx = transactions.get(log.transactionHash)
      const call = tx && tx.to === log.address ? decodeCreationInput(tx.input) : undefined
      writes.safes.push({
        chain_id: chainId,
        address: proxy,
        created_block: log.blockNumber,
        created_tx_hash: log.transactionHash,
        created_log_index: log.logIndex,
        created_at: timestampOf(log),
        creator: tx?.from ?? null,
        factory: log.address,
        singleton: creationSingletons.get(proxy) ?? null,
        setup_data: call ? emptyToNull(call.initializer) : null,
        salt_nonce: call ? call.saltNonce.toString() : null,
      })
      // Also the first state of a proxy created without an initializer (set up later, or never).
      const state = stateOf(proxy)
      state.singleton ??= creationSingletons.get(proxy) ?? null
      snapshot(proxy, log)
      change(proxy, 'safe', 'history')
      continue
    }

    if (topic === transferTopic) {
      addTransfer(writes, chainId, safes, log, timestampOf(log))
      continue
    }

    if (!safes.has(log.address)) continue
    const safe = log.address
    const event = decodeSafeLog(log)
    if (!event) continue
    const state = stateOf(safe)
    switch (event.eventName) {
      case 'SafeSetup': {
        state.owners = event.args.owners.map((owner) => checksumAddress(owner))
        state.threshold = Number(event.args.threshold)
        state.fallbackHandler = nonZero(event.args.fallbackHandler)
        snapshot(safe, log)
        change(safe, 'messages')
        break
      }
      case 'AddedOwner': {
        state.owners = [event.args.owner, ...state.owners.filter((owner) => owner !== event.args.owner)]
        snapshot(safe, log)
        change(safe, 'messages')
        break
      }
      case 'RemovedOwner': {
        const next = logs[index + 1]
        const added = next && isSwapPartner(log, next) ? decodeSafeLog(next) : undefined
        if (added?.eventName === 'AddedOwner') {
          // swapOwner: the new owner takes the old one's place in the linked list.
          state.owners = state.owners.map((owner) => (owner === event.args.owner ? added.args.owner : owner))
          index++
          snapshot(safe, next ?? log)
        } else {
          state.owners = state.owners.filter((owner) => owner !== event.args.owner)
          snapshot(safe, log)
        }
        // Who counts as a confirmation, and so a message's status, depends on the owners.
        change(safe, 'messages')
        break
      }
      case 'ChangedThreshold':
        state.threshold = Number(event.args.threshold)
        snapshot(safe, log)
        // Messages are CONFIRMED against the current threshold.
        change(safe, 'messages')
        break
      case 'EnabledModule':
        state.modules = [event.args.module, ...state.modules.filter((module) => module !== event.args.module)]
        snapshot(safe, log)
        break
      case 'DisabledModule':
        state.modules = state.modules.filter((module) => module !== event.args.module)
        snapshot(safe, log)
        break
      case 'ChangedGuard':
        state.guard = nonZero(event.args.guard)
        snapshot(safe, log)
        break
      case 'ChangedFallbackHandler':
        state.fallbackHandler = nonZero(event.args.handler)
        snapshot(safe, log)
        break
      case 'ChangedMasterCopy':
        state.singleton = nonZero(event.args.singleton)
        snapshot(safe, log)
        break
      case 'SafeMultiSigTransaction': {
        const info = decodeAdditionalInfo(event.args.additionalInfo)
        const stack = pendingMultisig.get(safe) ?? []
        stack.push({
          log,
          to: event.args.to,
          value: event.args.value,
          data: event.args.data,
          operation: event.args.operation,
          safeTxGas: event.args.safeTxGas,
          baseGas: event.args.baseGas,
          gasPrice: event.args.gasPrice,
          gasToken: event.args.gasToken,
          refundReceiver: event.args.refundReceiver,
          signatures: event.args.signatures,
          nonce: info?.nonce ?? state.nonce,
          executor: info?.sender ?? null,
          threshold: info?.threshold ?? state.threshold,
        })
        pendingMultisig.set(safe, stack)
        break
      }
      case 'ExecutionSuccess':
      case 'ExecutionFailure': {
        const safeTxHash = event.args.txHash
        const success = event.eventName === 'ExecutionSuccess' ? 1 : 0
        const executedAt = timestampOf(log)
        const stack = pendingMultisig.get(safe) ?? []
        const top = stack.at(-1)
        const pending = top && top.log.transactionHash === log.transactionHash ? stack.pop() : undefined
        const fromInput = pending
          ? undefined
          : decodeExecTransaction(transactions.get(log.transactionHash), safe)
        const params =
          pending ??
          (fromInput ? { ...fromInput, nonce: state.nonce, threshold: state.threshold } : undefined)
        const execution = {
          executed_block: log.blockNumber,
          executed_tx_hash: log.transactionHash,
          executed_log_index: log.logIndex,
          executed_at: executedAt,
          success,
        }
        if (params) {
          writes.multisigTransactions.push({
            chain_id: chainId,
            safe,
            safe_tx_hash: safeTxHash,
            to: params.to,
            value: params.value.toString(),
            data: emptyToNull(params.data),
            operation: params.operation,
            safe_tx_gas: params.safeTxGas.toString(),
            base_gas: params.baseGas.toString(),
            gas_price: params.gasPrice.toString(),
            gas_token: params.gasToken,
            refund_receiver: params.refundReceiver,
            nonce: params.nonce,
            proposer: null,
            proposed_by_delegate: null,
            proposed_at: null,
            origin: null,
            trusted: 1,
            modified_at: executedAt,
            confirmations_required: params.threshold,
            ...execution,
            executor: params.executor,
            signatures: emptyToNull(params.signatures),
          })
          confirmations.push(
            signaturesToConfirmations(params.signatures, {
              chainId,
              safeTxHash,
              submittedAt: executedAt,
              blockNumber: log.blockNumber,
              recover: input.recover ?? recoverAddressNative,
            }),
          )
        } else {
          writes.executions.push({
            safe,
            safeTxHash,
            ...execution,
            executor: transactions.get(log.transactionHash)?.from ?? null,
          })
        }
        state.nonce += 1
        snapshot(safe, log)
        executedIn.add(`${safe}:${log.transactionHash}`)
        change(safe, 'history', 'queue', 'balances')
        break
      }
      case 'SafeModuleTransaction': {
        const stack = pendingModule.get(safe) ?? []
        stack.push({ log, ...event.args })
        pendingModule.set(safe, stack)
        break
      }
      case 'ExecutionFromModuleSuccess':
      case 'ExecutionFromModuleFailure': {
        const stack = pendingModule.get(safe) ?? []
        const top = stack.at(-1)
        // An L1 Safe logs no SafeModuleTransaction: without its parameters there is nothing to show.
        if (!top || top.log.transactionHash !== log.transactionHash || top.module !== event.args.module) break
        stack.pop()
        writes.moduleTransactions.push({
          chain_id: chainId,
          safe,
          module_tx_id: `i${top.log.transactionHash.slice(2)}${top.log.logIndex}`,
          module: top.module,
          to: top.to,
          value: top.value.toString(),
          data: emptyToNull(top.data),
          operation: top.operation,
          success: event.eventName === 'ExecutionFromModuleSuccess' ? 1 : 0,
          block_number: top.log.blockNumber,
          tx_hash: top.log.transactionHash,
          log_index: top.log.logIndex,
          executed_at: timestampOf(log),
        })
        executedIn.add(`${safe}:${log.transactionHash}`)
        change(safe, 'history', 'balances')
        break
      }
      case 'ApproveHash': {
        const owner = event.args.owner
        confirmations.push([
          {
            chain_id: chainId,
            safe_tx_hash: event.args.approvedHash,
            owner,
            signature: lowerHex(concat([pad(owner), pad('0x'), '0x01'])),
            signature_type: 'APPROVED_HASH',
            submitted_at: timestampOf(log),
            block_number: log.blockNumber,
          },
        ])
        change(safe, 'queue')
        break
      }
      case 'SafeReceived': {
        writes.transfers.push({
          chain_id: chainId,
          safe,
          transfer_id: `i${log.transactionHash.slice(2)}${log.logIndex}`,
          type: 'NATIVE_COIN',
          token_address: null,
          from: event.args.sender,
          to: safe,
          value: event.args.value.toString(),
          token_id: null,
          block_number: log.blockNumber,
          tx_hash: log.transactionHash,
          log_index: log.logIndex,
          executed_at: timestampOf(log),
          in_safe_tx: 0,
        })
        change(safe, 'history', 'balances')
        break
      }
      case 'SignMsg':
        writes.signedMessages.push({
          chain_id: chainId,
          block_number: log.blockNumber,
          log_index: log.logIndex,
          safe,
          message_hash: lowerHex(event.args.msgHash),
          tx_hash: log.transactionHash,
          signed_at: timestampOf(log),
        })
        change(safe, 'messages')
        break
    }
  }

  for (const transfer of writes.transfers)
    if (executedIn.has(`${transfer.safe}:${transfer.tx_hash}`)) transfer.in_safe_tx = 1
  writes.states = [...snapshots.values()]
  writes.confirmations = (await Promise.all(confirmations)).flat()
  return writes
}

function addTransfer(
  writes: RangeWrites,
  chainId: number,
  safes: ReadonlySet<Address>,
  log: IndexerLog,
  executedAt: number,
): void {
  const from = topicToAddress(log.topics[1])
  const to = topicToAddress(log.topics[2])
  if (!from || !to) return
  const isErc721 = log.topics.length === 4
  // Hex lengths, not viem's size(): a log is validated hex already, and this runs for every transfer.
  if (!isErc721 && (log.topics.length !== 3 || log.data.length !== 66)) return
  const amount = isErc721 ? undefined : BigInt(log.data)
  const tokenId = isErc721 && log.topics[3] ? BigInt(log.topics[3]) : undefined
  const type = isErc721 ? 'ERC721' : 'ERC20'
  for (const safe of new Set([from, to])) {
    if (!safes.has(safe)) continue
    writes.transfers.push({
      chain_id: chainId,
      safe,
      transfer_id: `e${log.transactionHash.slice(2)}${log.logIndex}`,
      type,
      token_address: log.address,
      from,
      to,
      value: amount === undefined ? null : amount.toString(),
      token_id: tokenId === undefined ? null : tokenId.toString(),
      block_number: log.blockNumber,
      tx_hash: log.transactionHash,
      log_index: log.logIndex,
      executed_at: executedAt,
      in_safe_tx: 0,
    })
    writes.tokens.set(log.address, type)
    const set = writes.changes.get(safe) ?? new Set<SafeChangeKind>()
    set.add('history')
    set.add('balances')
    if (isErc721) set.add('collectibles')
    writes.changes.set(safe, set)
  }
}

/** One confirmation per signer of an executed transaction; a part that cannot be recovered is skipped. */
async function signaturesToConfirmations(
  signatures: Hex,
  {
    chainId,
    safeTxHash,
    submittedAt,
    blockNumber,
    recover,
  }: { chainId: number; safeTxHash: Hex; submittedAt: number; blockNumber: number; recover: RecoverAddress },
): Promise<Insertable<MultisigConfirmationTable>[]> {
  let parts: ReturnType<typeof splitSafeSignatures>
  try {
    parts = splitSafeSignatures(signatures)
  } catch {
    return []
  }
  const rows: Insertable<MultisigConfirmationTable>[] = []
  for (const part of parts) {
    try {
      const owner = await recoverSafeSignatureOwner(part, safeTxHash, recover)
      rows.push({
        chain_id: chainId,
        safe_tx_hash: safeTxHash,
        owner,
        signature: part.signature,
        signature_type: part.type,
        submitted_at: submittedAt,
        block_number: blockNumber,
      })
    } catch {
      // A malformed ECDSA part: the Safe accepted the execution, so another part carried the consent.
    }
  }
  return rows
}

/** `additionalInfo` of SafeMultiSigTransaction: abi.encode(nonce, msg.sender, threshold). */
function decodeAdditionalInfo(data: Hex): { nonce: number; sender: Address; threshold: number } | undefined {
  try {
    return { nonce: Number(uintAt(data, 0)), sender: addressAt(data, 1), threshold: Number(uintAt(data, 2)) }
  } catch {
    return undefined
  }
}

/** The parameters of a direct `execTransaction` call to `safe` (how an L1 Safe's execution is read). */
function decodeExecTransaction(tx: TransactionInfo | undefined, safe: Address) {
  if (!tx || tx.to !== safe) return undefined
  const args = decodeExecTransactionInput(tx.input)
  if (!args) return undefined
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] =
    args
  return {
    to,
    value,
    data,
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken,
    refundReceiver,
    signatures,
    executor: tx.from,
  }
}

function isSwapPartner(removed: IndexerLog, next: IndexerLog): boolean {
  return (
    next.address === removed.address &&
    next.transactionHash === removed.transactionHash &&
    next.logIndex === removed.logIndex + 1
  )
}

/** Logs in chain order, one per (block, log index). Logs already in that order (as a node returns them) are only checked. */
export function sortLogs(logs: readonly IndexerLog[]): IndexerLog[] {
  if (isStrictlyOrdered(logs)) return [...logs]
  const unique = new Map<string, IndexerLog>()
  for (const log of logs) unique.set(`${log.blockNumber}:${log.logIndex}`, log)
  return [...unique.values()].sort(compareLogs)
}

function isStrictlyOrdered(logs: readonly IndexerLog[]): boolean {
  for (let index = 1; index < logs.length; index++) {
    const previous = logs[index - 1]
    const log = logs[index]
    if (previous && log && compareLogs(previous, log) >= 0) return false
  }
  return true
}

function compareLogs(a: IndexerLog, b: IndexerLog): number {
  return a.blockNumber - b.blockNumber || a.logIndex - b.logIndex
}

function blankState(singleton: Address | null): SafeState {
  return { owners: [], threshold: 0, modules: [], fallbackHandler: null, guard: null, singleton, nonce: 0 }
}

export function topicToAddress(topic: Hex | undefined): Address | undefined {
  if (topic?.length !== 66) return undefined
  return checksumAddress(`0x${topic.slice(26)}`)
}

function nonZero(address: Address): Address | null {
  return address === zeroAddress ? null : checksumAddress(address)
}

function emptyToNull(data: Hex): Hex | null {
  return data === '0x' ? null : lowerHex(data)
}

function lowerHex(value: Hex): Hex {
  return `0x${value.slice(2).toLowerCase()}`
}
