import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { IndexerCursorRow } from '../../db/tables/indexer.ts'

export async function findIndexerCursor(
  db: Kysely<Database>,
  chainId: number,
): Promise<IndexerCursorRow | undefined> {
  return db.selectFrom('indexer_cursors').selectAll().where('chain_id', '=', chainId).executeTakeFirst()
}
