import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../db/database.ts'
import type { IndexerCursorRow } from '../db/tables/indexer.ts'
import { listStoredBlocks } from './indexer.repository.ts'
import { findBlock } from './readChain.ts'

/** Stored hashes compared with the node per round trip while looking for the fork point. */
const batch = 32

/**
 * The first block to roll back, or undefined when the cursor's block still has the stored hash. On a
 * mismatch (or a chain rewound below the cursor) it walks the stored recent hashes from the newest down
 * to the newest one the node still agrees with: everything above it is re-read.
 */
export async function findForkBlock(
  client: PublicClient,
  db: Kysely<Database>,
  { chainId, cursor }: { chainId: number; cursor: IndexerCursorRow },
): Promise<number | undefined> {
  if (cursor.block_hash === null) return undefined
  const current = await findBlock(client, cursor.block_number)
  if (current?.hash === cursor.block_hash) return undefined

  const stored = await listStoredBlocks(db, chainId)
  for (let start = 0; start < stored.length; start += batch) {
    const slice = stored.slice(start, start + batch)
    const nodeBlocks = await Promise.all(slice.map((block) => findBlock(client, block.number)))
    for (const [index, block] of slice.entries())
      if (nodeBlocks[index]?.hash === block.hash) return block.number + 1
  }
  // Deeper than every kept hash: re-read from the oldest kept block (older ones are final by config).
  return stored.at(-1)?.number ?? cursor.block_number
}
