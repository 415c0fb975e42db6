import type { Selectable } from 'kysely'

/**
 * Cache of ERC-721 `tokenURI` metadata, one row per token. `ok = 0` records a failed read or fetch, so it
 * is retried only after the failure TTL; `ok = 1` rows are refreshed after the cache TTL.
 */
export interface NftMetadataTable {
  chain_id: number
  address: string
  /** Base-10 token id. */
  token_id: string
  /** `tokenURI(id)` as the contract returned it; null when the call failed. */
  uri: string | null
  /** The metadata JSON object as text; null when there is none. */
  metadata: string | null
  /** Unix ms. */
  fetched_at: number
  ok: number
}

export type NftMetadataRow = Selectable<NftMetadataTable>
