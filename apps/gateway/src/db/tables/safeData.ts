import type { Insertable, Selectable } from 'kysely'
import type { Address, Hex } from 'viem'

/**
 * What the indexer knows about Safes, written by `indexer/` and read by the API modules. Every row that
 * came from a block carries that block's number so a reorg can remove it (`rollbackFrom`).
 *
 * Conventions, the same in SQLite and PostgreSQL:
 * - addresses are EIP-55 checksummed text; hashes and hex data are lowercase 0x-prefixed text;
 * - wei amounts, gas values and token ids are base-10 text (they exceed 2^53);
 * - times are unix milliseconds, block numbers and nonces are integers (bigint in PostgreSQL, parsed
 *   back to numbers by `createDatabase`);
 * - booleans are 0/1 integers, because SQLite has no boolean type and both drivers must agree.
 */

/** One row per Safe the indexer has discovered, from its `ProxyCreation` (or first sighting). */
export interface SafeTable {
  chain_id: number
  address: string
  /** Block of the creation; null when the Safe was first seen without its creation (e.g. created before the scan start). */
  created_block: number | null
  created_tx_hash: string | null
  created_log_index: number | null
  created_at: number | null
  /** `from` of the creation transaction. */
  creator: string | null
  factory: string | null
  /** The singleton the proxy was created with. */
  singleton: string | null
  setup_data: string | null
  salt_nonce: string | null
}

/**
 * The Safe's complete configuration after every block in which it changed (setup, owners, threshold,
 * modules, guard, fallback handler, singleton, nonce). The current state is the row with the highest
 * `block_number`; a reorg deletes the rows of the reorged blocks and the previous row is current again.
 */
export interface SafeStateTable {
  chain_id: number
  address: string
  block_number: number
  /** Log index of the last event applied in that block. */
  log_index: number
  /** JSON array of checksummed owner addresses, in the order `getOwners()` returns them. */
  owners: string
  threshold: number
  /** JSON array of checksummed module addresses, in the order `getModulesPaginated` returns them. */
  modules: string
  fallback_handler: string | null
  guard: string | null
  singleton: string | null
  /** The Safe's nonce after this block: executed multisig transactions so far. */
  nonce: number
}

/** Current ownership, for "Safes owned by X". Rebuilt for a Safe whenever its latest state changes. */
export interface SafeOwnerTable {
  chain_id: number
  owner: string
  safe: string
}

/**
 * Multisig transactions: proposals (issue 4) and executions seen on chain. A row created only from the
 * chain has `proposed_at` null and is deleted by a reorg of its block; a proposal keeps its row and only
 * loses the execution columns.
 */
export interface MultisigTransactionTable {
  chain_id: number
  safe: string
  safe_tx_hash: string
  to: string
  value: string
  /** null for no data. */
  data: string | null
  operation: number
  safe_tx_gas: string
  base_gas: string
  gas_price: string
  gas_token: string
  refund_receiver: string
  nonce: number
  /** Who proposed it through the API (null when only seen on chain). */
  proposer: string | null
  proposed_by_delegate: string | null
  proposed_at: number | null
  /** CGW `origin`: a JSON string from the proposing app, or null. */
  origin: string | null
  /** 1 when proposed or confirmed by an owner or delegate (always 1 for executed). */
  trusted: number
  /** Last change (proposal, confirmation, execution): drives `txQueuedTag` and `txHistoryTag`. */
  modified_at: number
  /** Threshold that applied: the Safe's threshold at execution (from `SafeMultiSigTransaction`). */
  confirmations_required: number | null
  /** Execution (null while queued). */
  executed_block: number | null
  executed_tx_hash: string | null
  executed_log_index: number | null
  executed_at: number | null
  executor: string | null
  /** 1 ExecutionSuccess, 0 ExecutionFailure, null not executed. */
  success: number | null
  /** The signatures bytes passed to `execTransaction`. */
  signatures: string | null
}

/** Owner confirmations of a safeTxHash, from the API, from `ApproveHash`, or from an execution's signatures. */
export interface MultisigConfirmationTable {
  chain_id: number
  safe_tx_hash: string
  owner: string
  /** Hex signature; for an on-chain approved hash the pre-validated form (r = owner, v = 1). */
  signature: string | null
  signature_type: 'EOA' | 'ETH_SIGN' | 'APPROVED_HASH' | 'CONTRACT_SIGNATURE'
  submitted_at: number
  /** Set when the confirmation came from a block (removed by a reorg of it). */
  block_number: number | null
}

/** Transactions executed by an enabled module (`SafeModuleTransaction` + `ExecutionFromModule*`). */
export interface ModuleTransactionTable {
  chain_id: number
  safe: string
  /** CGW module id: `i` + tx hash without 0x + the log index of `SafeModuleTransaction`. */
  module_tx_id: string
  module: string
  to: string
  value: string
  data: string | null
  operation: number
  success: number
  block_number: number
  tx_hash: string
  log_index: number
  executed_at: number
}

/**
 * Value moving into or out of a Safe: ERC-20 and ERC-721 `Transfer` logs and native `SafeReceived`.
 * A transfer between two known Safes has one row per Safe.
 */
export interface TransferTable {
  chain_id: number
  safe: string
  /** CGW transfer id: `e` + tx hash without 0x + log index (tokens), `i` + tx hash + log index (native). */
  transfer_id: string
  type: 'ERC20' | 'ERC721' | 'NATIVE_COIN'
  /** null for the native coin. */
  token_address: string | null
  from: string
  to: string
  /** Amount in base units (ERC-20, native); null for ERC-721. */
  value: string | null
  /** ERC-721 token id; null otherwise. */
  token_id: string | null
  block_number: number
  tx_hash: string
  log_index: number
  executed_at: number
  /**
   * 1 when the same chain transaction is an execution of this Safe (multisig or module): history shows
   * that execution instead of a separate incoming/outgoing transfer item.
   */
  in_safe_tx: number
}

/** Tokens the indexer has seen in a `Transfer` to or from a Safe; metadata read once from the chain. */
export interface TokenTable {
  chain_id: number
  address: string
  type: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number | null
  logo_uri: string | null
  /** 1 when listed as trusted in the config (or the devchain's own demo tokens). */
  trusted: number
}

/**
 * A message hash a Safe signed on chain (`SignMsg`, emitted through a delegatecall to SignMessageLib): the
 * Safe's `isValidSignature(hash, 0x)` holds from that block on. Removed with its block on a reorg.
 */
export interface SignedMessageTable {
  chain_id: number
  block_number: number
  log_index: number
  safe: string
  /** The Safe message hash, lowercase hex. */
  message_hash: string
  tx_hash: string
  /** Block time, unix milliseconds. */
  signed_at: number
}

export type SafeRow = Selectable<SafeTable>
export type SafeStateRow = Selectable<SafeStateTable>
export type MultisigTransactionRow = Selectable<MultisigTransactionTable>
export type NewMultisigTransactionRow = Insertable<MultisigTransactionTable>
export type MultisigConfirmationRow = Selectable<MultisigConfirmationTable>
export type ModuleTransactionRow = Selectable<ModuleTransactionTable>
export type TransferRow = Selectable<TransferTable>
export type TokenRow = Selectable<TokenTable>
export type SignedMessageRow = Selectable<SignedMessageTable>

/**
 * An execution seen on chain whose parameters are unknown (L1 Safe called through another contract): the
 * execution columns it sets on the stored multisig transaction of `safeTxHash`. The indexer writes it; the
 * delivery module tells of it.
 */
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

/**
 * The execution columns of a multisig transaction nobody has executed: a proposal, a preview, or an
 * execution a reorg took back (which keeps the proposal and forgets only these).
 */
export const notExecutedColumns = {
  confirmations_required: null,
  executed_block: null,
  executed_tx_hash: null,
  executed_log_index: null,
  executed_at: null,
  executor: null,
  success: null,
  signatures: null,
} as const satisfies Partial<MultisigTransactionRow>
