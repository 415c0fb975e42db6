import type { IndexerCursorRow } from '../../db/tables/indexer.ts'
import type { Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'
import { findIndexerCursor } from './indexing.repository.ts'
import type { IndexingStatus } from './indexing.schema.ts'

/** A chain counts as synced while its cursor is at most this many blocks behind the newest head seen. */
export const syncedLagBlocks = 2

/** How far the chain's indexer is, from what it stored (so any replica answers, even with the node down). */
export async function getIndexingStatus(
  deps: Pick<Deps, 'db' | 'chains'>,
  { chainId }: { chainId: string },
): Promise<IndexingStatus> {
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || !deps.chains.has(id))
    throw new NotFoundError(`Chain ${chainId} is not configured`)
  return toIndexingStatus(await findIndexerCursor(deps.db, id))
}

export function toIndexingStatus(cursor: IndexerCursorRow | undefined): IndexingStatus {
  const indexed = Math.max(cursor?.block_number ?? 0, 0)
  const indexedAt = cursor?.block_timestamp ?? 0
  const head = cursor?.head_block_number ?? null
  const synced = head !== null && cursor !== undefined && head - cursor.block_number <= syncedLagBlocks
  const indexedIso = new Date(indexedAt).toISOString()
  return {
    lastSync: indexedAt,
    synced,
    currentBlockNumber: head ?? 0,
    currentBlockTimestamp: new Date(cursor?.head_block_timestamp ?? 0).toISOString(),
    erc20BlockNumber: indexed,
    erc20BlockTimestamp: indexedIso,
    erc20Synced: synced,
    masterCopiesBlockNumber: indexed,
    masterCopiesBlockTimestamp: indexedIso,
    masterCopiesSynced: synced,
  }
}
