import type { Insertable } from 'kysely'
import type { Address } from 'viem'
import type { NewDelayModuleRow, NewDelayProposalRow, NewDelayStateRow } from '../../db/tables/recovery.ts'
import type { ModuleTransactionTable } from '../../db/tables/safeData.ts'

// What the indexer and this module hand each other: the indexer reads the Delays' logs and builds a range's
// rows, this module stores them and turns their events into alerts (`writeDelayRange`), and tells the
// indexer which proposals it already knows (`findPendingProposals`). The types live here, below the
// indexer, so both sides import them downwards.

/** A proposal known before the range (stored), with the call it makes. */
export type KnownProposal = {
  module: Address
  queueNonce: number
  txHash: string
  safe: Address
  call: { to: string; value: string; data: string | null; operation: number }
  addedAt: number
}

/** What happened to a Delay's proposal in a range, for the alerts of registered Delays. */
export type DelayEvent = {
  kind: 'proposed' | 'executed' | 'cancelled'
  chainId: number
  safe: Address
  module: Address
  queueNonce: number
  txHash: string
  /** The block of the change (a reorg that removes it retracts the alert) and its time (ms). */
  blockNumber: number
  at: number
  /** Proposed: when the cooldown ends (ms). Executed: the transaction that ran it. */
  executableAt?: number
  transactionHash?: string
}

export type DelayWrites = {
  /** Module transactions of L1 Safes' Delays, rebuilt from the proposal they ran (history shows them). */
  moduleTransactions: Insertable<ModuleTransactionTable>[]
  modules: NewDelayModuleRow[]
  states: NewDelayStateRow[]
  proposals: NewDelayProposalRow[]
  events: DelayEvent[]
  /** Safes whose recovery changed: their Safe info (and the web's recovery card under it) is refetched. */
  changedSafes: Set<Address>
}
