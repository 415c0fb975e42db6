import { z } from 'zod'

/**
 * GET /v1/chains/{chainId}/about/indexing (gateway-contract §5.4): `lastSync`/`synced` as SDK 3.23.1
 * types them, plus the block fields CGW HEAD adds. Our one indexer reads ERC-20 transfers and Safe
 * events in the same ranges, so the `erc20*` and `masterCopies*` fields are the same cursor.
 */
export const IndexingStatusSchema = z.object({
  /** Timestamp (ms) of the last indexed block; 0 before the first range. */
  lastSync: z.number().int(),
  synced: z.boolean(),
  currentBlockNumber: z.number().int(),
  /** ISO-8601. */
  currentBlockTimestamp: z.string(),
  erc20BlockNumber: z.number().int(),
  erc20BlockTimestamp: z.string(),
  erc20Synced: z.boolean(),
  masterCopiesBlockNumber: z.number().int(),
  masterCopiesBlockTimestamp: z.string(),
  masterCopiesSynced: z.boolean(),
})
export type IndexingStatus = z.infer<typeof IndexingStatusSchema>
