import type { Selectable } from 'kysely'

/** Addresses allowed to propose for a delegator (gateway-contract.md §10); written by the delegate routes. */
export interface DelegateTable {
  chain_id: number
  /** EIP-55 checksummed owner who granted the delegation. */
  delegator: string
  delegate: string
  /** The Safe the delegation is limited to, or '' for every Safe of the delegator. */
  safe: string
  label: string
  /** Unix milliseconds. */
  created_at: number
}

export type DelegateRow = Selectable<DelegateTable>
