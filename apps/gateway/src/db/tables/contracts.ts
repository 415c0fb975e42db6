import type { Insertable, Selectable } from 'kysely'

/** A contract from the config file's per-chain `contracts`, synced at start (`syncConfigContracts`). */
export interface ConfigContractTable {
  chain_id: number
  /** EIP-55 checksummed. */
  address: string
  name: string
  display_name: string
  logo_uri: string | null
  /** JSON array (the contract's ABI) or null. */
  abi: string | null
  /** 0/1: delegatecalls to it are expected (gateway-contract.md §6.4). */
  trusted_for_delegate_call: number
}

export type ConfigContractRow = Selectable<ConfigContractTable>
export type NewConfigContractRow = Insertable<ConfigContractTable>
