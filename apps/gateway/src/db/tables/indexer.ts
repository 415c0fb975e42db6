import type { Selectable } from 'kysely'

/**
 * The indexer's own bookkeeping (migration 0003), never read by API modules except the indexing status
 * route. Same conventions as `safeData.ts`.
 */

/** How far a chain is indexed. Written in the same transaction as the range it covers. */
export interface IndexerCursorTable {
  chain_id: number
  /** Last block whose logs are all committed; `startBlock - 1` before the first range. */
  block_number: number
  /** Hash of `block_number` (null before the first range): checked against the node to detect a reorg. */
  block_hash: string | null
  /** Timestamp (ms) of `block_number`; null before the first range. */
  block_timestamp: number | null
  /** The newest head the indexer has seen, and its timestamp (ms): the indexing status compares with it. */
  head_block_number: number | null
  head_block_timestamp: number | null
  /** When the indexer last wrote this row (ms). */
  updated_at: number
}

/**
 * Hashes of indexed blocks that are still reversible (every block with indexed logs and every range end,
 * newer than the chain's confirmation depth). A reorg is found by comparing them with the node.
 */
export interface IndexerBlockTable {
  chain_id: number
  block_number: number
  block_hash: string
  /** ms. */
  timestamp: number
}

/** Safes indexed on a chain in `watched` mode. */
export interface IndexerWatchedSafeTable {
  chain_id: number
  address: string
  /** ms. */
  added_at: number
  /**
   * Next block of this Safe's own backfill (from the chain's start block up to the main cursor); null once
   * it has caught up and the main ranges include it.
   */
  backfill_next_block: number | null
}

export type IndexerCursorRow = Selectable<IndexerCursorTable>
export type IndexerBlockRow = Selectable<IndexerBlockTable>
export type IndexerWatchedSafeRow = Selectable<IndexerWatchedSafeTable>
