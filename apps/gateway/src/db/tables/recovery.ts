import type { Insertable, Selectable } from 'kysely'

/**
 * Recovery through a Zodiac Delay modifier, as the indexer follows it (conventions of
 * `safeData.ts`: checksummed addresses, lowercase hex, times in unix ms, every row from a
 * block carries that block so a reorg removes it).
 */

/** A Delay enabled on an indexed Safe, from the block in which the indexer first saw it enabled. */
export interface DelayModuleTable {
  chain_id: number
  module: string
  safe: string
  detected_block: number
}

/** The Delay's settings and nonces at the end of a range in which it changed (latest row = now). */
export interface DelayStateTable {
  chain_id: number
  module: string
  block_number: number
  /** Seconds, base-10 text (uint256 on chain). */
  cooldown: string
  /** Seconds, base-10 text; 0 means proposals never expire. */
  expiration: string
  tx_nonce: number
  queue_nonce: number
  /** JSON array of the modules enabled on the Delay (the recoverers), head first. */
  recoverers: string
}

/** A proposal queued on a Delay (`TransactionAdded`): the call it makes through the Safe once due. */
export interface DelayProposalTable {
  chain_id: number
  module: string
  queue_nonce: number
  safe: string
  /** The Delay's `getTransactionHash` of the call. */
  tx_hash: string
  to: string
  value: string
  data: string | null
  operation: number
  /** Who queued it: the sender of the transaction that called the Delay; null through another contract. */
  proposer: string | null
  block_number: number
  log_index: number
  transaction_hash: string
  added_at: number
}

/** A Delay an owner registered for alerts (gateway-contract.md §15). */
export interface RecoveryRegistrationTable {
  chain_id: number
  safe: string
  module: string
  registered_by: string
  created_at: number
}

export type DelayStateRow = Selectable<DelayStateTable>
export type DelayProposalRow = Selectable<DelayProposalTable>
export type NewDelayModuleRow = Insertable<DelayModuleTable>
export type NewDelayStateRow = Insertable<DelayStateTable>
export type NewDelayProposalRow = Insertable<DelayProposalTable>
