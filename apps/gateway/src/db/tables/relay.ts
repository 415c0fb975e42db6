import type { Selectable } from 'kysely'

/** Relays used per rate-limited address (gateway-contract.md §12.1); written only by the relay module. */
export interface RelayLimitTable {
  chain_id: number
  /** EIP-55 checksummed Safe, or owner of a Safe being created. */
  address: string
  /** Relays counted in the current window. */
  used: number
  /** Unix milliseconds of the last counted relay: the window ends `windowHours` after it. */
  last_relay_at: number
}

/** What the relay task ids name: one row per transaction the relayer sent. */
export interface RelayTable {
  chain_id: number
  /** The transaction hash, returned as `taskId`. */
  task_id: string
  relayer: string
  target: string
  kind: string
  /** Comma-separated addresses the relay was counted against. */
  limit_addresses: string
  /** 100 pending, 200 success, 400 reverted (see relayStatus.ts). */
  status: number
  /** Unix milliseconds. */
  created_at: number
  updated_at: number
}

export type RelayRow = Selectable<RelayTable>
