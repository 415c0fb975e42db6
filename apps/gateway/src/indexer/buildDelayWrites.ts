import { delayModifierAbi, hashDelayTransaction } from '@coffer/safe'
import type { Insertable } from 'kysely'
import { type Address, decodeEventLog, getAddress, type Hex, isHex } from 'viem'
import type { ModuleTransactionTable } from '../db/tables/safeData.ts'
import type { DelayWrites, KnownProposal } from '../modules/recovery/index.ts'
import type { BlockInfo, IndexerLog, TransactionInfo } from './readChain.ts'

/** A Delay's state as read from the chain at the end of a range. */
export type DelayChainState = {
  cooldown: bigint
  expiration: bigint
  txNonce: number
  queueNonce: number
  recoverers: Address[]
}

/** A Safe's `ExecutionFromModuleSuccess` of a Delay with no `SafeModuleTransaction` (an L1 Safe). */
export type BareModuleExecution = { safe: Address; module: Address; log: IndexerLog }

export const emptyDelayWrites = (): DelayWrites => ({
  moduleTransactions: [],
  modules: [],
  states: [],
  proposals: [],
  events: [],
  changedSafes: new Set(),
})

export type DelayRangeInput = {
  chainId: number
  to: number
  /** Every Delay followed in the range, with its Safe; `detectedAt` for the ones first seen in it. */
  delays: ReadonlyMap<Address, { safe: Address; detectedAt?: number }>
  /** The Delays' own logs in the range. */
  logs: readonly IndexerLog[]
  /** The range's module transactions (every Safe's): the ones a Delay made are its executions. */
  moduleTransactions: readonly Insertable<ModuleTransactionTable>[]
  blocks: ReadonlyMap<number, BlockInfo>
  /** The transactions of the `TransactionAdded` logs (who queued the proposal). */
  transactions: ReadonlyMap<Hex, TransactionInfo>
  /** State at the end of the range of every Delay active in it. */
  statesAfter: ReadonlyMap<Address, DelayChainState>
  /** The latest stored state of those Delays (none for one first seen in the range). */
  statesBefore: ReadonlyMap<Address, { txNonce: number }>
  /** Stored proposals of those Delays at or above their stored `txNonce`. */
  pendingBefore: readonly KnownProposal[]
  /** Executions by a Delay the Safe logged without their parameters (L1 Safes), in log order. */
  bareExecutions?: readonly BareModuleExecution[]
}

/**
 * The Delays that may have changed in a range: logs of their own, a module transaction, first seen, or
 * any event of their Safe (the owners' settings calls and `setTxNonce` come through the Safe, and the
 * Delay does not log them all).
 */
export function activeDelays(
  input: Pick<DelayRangeInput, 'delays' | 'logs' | 'moduleTransactions'> & {
    safesWithEvents: ReadonlySet<Address>
  },
): Set<Address> {
  const active = new Set<Address>()
  for (const log of input.logs) if (input.delays.has(log.address)) active.add(log.address)
  for (const [module, delay] of input.delays) if (input.safesWithEvents.has(delay.safe)) active.add(module)
  for (const tx of input.moduleTransactions) {
    const module = getAddress(tx.module)
    if (input.delays.has(module)) active.add(module)
  }
  for (const [module, delay] of input.delays) if (delay.detectedAt !== undefined) active.add(module)
  return active
}

/**
 * Turns one range's Delay activity into rows: first sightings, a state snapshot per active Delay at the
 * range's end, the proposals queued, and what became of proposals (executed through the Safe, or passed
 * by the Delay's nonce without running: cancelled). Pure.
 */
export function buildDelayWrites(input: DelayRangeInput): DelayWrites {
  const writes = emptyDelayWrites()
  const timeOf = (block: number) => {
    const info = input.blocks.get(block)
    if (!info) throw new Error(`Block ${block} was not fetched`)
    return info.timestamp
  }
  for (const [module, delay] of input.delays)
    if (delay.detectedAt !== undefined) {
      writes.modules.push({
        chain_id: input.chainId,
        module,
        safe: delay.safe,
        detected_block: delay.detectedAt,
      })
      writes.changedSafes.add(delay.safe)
    }

  const proposals = new Map<string, KnownProposal>()
  const key = (module: string, nonce: number) => `${module}:${nonce}`
  for (const known of input.pendingBefore) proposals.set(key(known.module, known.queueNonce), known)

  for (const log of input.logs) {
    const delay = input.delays.get(log.address)
    if (!delay) continue
    writes.changedSafes.add(delay.safe)
    const event = decodeDelayLog(log)
    if (!event) continue
    const queueNonce = Number(event.queueNonce)
    const at = timeOf(log.blockNumber)
    const tx = input.transactions.get(log.transactionHash)
    const txHash = event.txHash.toLowerCase()
    writes.proposals.push({
      chain_id: input.chainId,
      module: log.address,
      queue_nonce: queueNonce,
      safe: delay.safe,
      tx_hash: txHash,
      to: getAddress(event.to),
      value: event.value.toString(),
      data: event.data === '0x' ? null : event.data.toLowerCase(),
      operation: event.operation,
      // The recoverer called the Delay itself; through another contract the sender is not the recoverer.
      proposer: tx && tx.to !== null && getAddress(tx.to) === log.address ? getAddress(tx.from) : null,
      block_number: log.blockNumber,
      log_index: log.logIndex,
      transaction_hash: log.transactionHash,
      added_at: at,
    })
    proposals.set(key(log.address, queueNonce), {
      module: log.address,
      queueNonce,
      txHash,
      safe: delay.safe,
      call: {
        to: getAddress(event.to),
        value: event.value.toString(),
        data: event.data === '0x' ? null : event.data.toLowerCase(),
        operation: event.operation,
      },
      addedAt: at,
    })
    const cooldown = input.statesAfter.get(log.address)?.cooldown ?? 0n
    writes.events.push({
      kind: 'proposed',
      chainId: input.chainId,
      safe: delay.safe,
      module: log.address,
      queueNonce,
      txHash,
      blockNumber: log.blockNumber,
      at,
      executableAt: at + Number(cooldown) * 1000,
    })
  }

  // An L1 Safe logs only that the Delay executed: the Delay runs its next nonce (past expired ones, which
  // executeNextTx refuses), so that proposal's call is what ran.
  const nextNonce = new Map<Address, number>()
  for (const bare of input.bareExecutions ?? []) {
    const settings = input.statesAfter.get(bare.module)
    const at = timeOf(bare.log.blockNumber)
    let nonce = nextNonce.get(bare.module) ?? input.statesBefore.get(bare.module)?.txNonce ?? 0
    let proposal = proposals.get(key(bare.module, nonce))
    while (proposal && settings && isExpired(proposal, settings, at))
      proposal = proposals.get(key(bare.module, ++nonce))
    if (!proposal) continue
    nextNonce.set(bare.module, nonce + 1)
    writes.moduleTransactions.push({
      chain_id: input.chainId,
      safe: bare.safe,
      module_tx_id: `i${bare.log.transactionHash.slice(2)}${bare.log.logIndex}`,
      module: bare.module,
      to: proposal.call.to,
      value: proposal.call.value,
      data: proposal.call.data,
      operation: proposal.call.operation,
      success: 1,
      block_number: bare.log.blockNumber,
      tx_hash: bare.log.transactionHash,
      log_index: bare.log.logIndex,
      executed_at: at,
    })
  }

  const executed = new Set<string>()
  for (const tx of [...input.moduleTransactions, ...writes.moduleTransactions]) {
    const module = getAddress(tx.module)
    const delay = input.delays.get(module)
    if (!delay || tx.success !== 1) continue
    writes.changedSafes.add(delay.safe)
    const hash = hashDelayTransaction({
      to: getAddress(tx.to),
      value: BigInt(tx.value),
      data: toHex(tx.data),
      operation: tx.operation === 1 ? 1 : 0,
    })
    // The Delay runs its lowest pending nonce whose hash matches (skipExpired passes the others silently).
    const match = [...proposals.values()]
      .filter((p) => p.module === module && p.txHash === hash && !executed.has(key(module, p.queueNonce)))
      .sort((a, b) => a.queueNonce - b.queueNonce)[0]
    if (!match) continue
    executed.add(key(module, match.queueNonce))
    writes.events.push({
      kind: 'executed',
      chainId: input.chainId,
      safe: delay.safe,
      module,
      queueNonce: match.queueNonce,
      txHash: match.txHash,
      blockNumber: tx.block_number,
      at: tx.executed_at,
      transactionHash: tx.tx_hash,
    })
  }

  for (const [module, state] of input.statesAfter) {
    const delay = input.delays.get(module)
    if (!delay) continue
    writes.changedSafes.add(delay.safe)
    writes.states.push({
      chain_id: input.chainId,
      module,
      block_number: input.to,
      cooldown: state.cooldown.toString(),
      expiration: state.expiration.toString(),
      tx_nonce: state.txNonce,
      queue_nonce: state.queueNonce,
      recoverers: JSON.stringify(state.recoverers),
    })
    const before = input.statesBefore.get(module)
    if (!before) continue
    // Passed by the nonce without running: the owners' setTxNonce (or an expiry skipped), said at range end.
    for (const proposal of proposals.values())
      if (
        proposal.module === module &&
        proposal.queueNonce >= before.txNonce &&
        proposal.queueNonce < state.txNonce &&
        !executed.has(key(module, proposal.queueNonce))
      )
        writes.events.push({
          kind: 'cancelled',
          chainId: input.chainId,
          safe: delay.safe,
          module,
          queueNonce: proposal.queueNonce,
          txHash: proposal.txHash,
          blockNumber: input.to,
          at: timeOf(input.to),
        })
  }
  return writes
}

function isExpired(proposal: KnownProposal, settings: DelayChainState, at: number): boolean {
  return (
    settings.expiration !== 0n &&
    proposal.addedAt + Number(settings.cooldown + settings.expiration) * 1000 < at
  )
}

function decodeDelayLog(log: IndexerLog) {
  try {
    const [signature, ...rest] = log.topics
    if (!signature) return undefined
    const event = decodeEventLog({ abi: delayModifierAbi, topics: [signature, ...rest], data: log.data })
    return event.eventName === 'TransactionAdded' ? event.args : undefined
  } catch {
    return undefined
  }
}

function toHex(data: string | null | undefined): Hex {
  return isHex(data, { strict: true }) ? data : '0x'
}
