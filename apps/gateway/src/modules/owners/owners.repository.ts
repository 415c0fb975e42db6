import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'

/** Safes the address currently owns on one chain, by Safe address. */
export async function listOwnedSafes(
  db: Kysely<Database>,
  { chainId, owner }: { chainId: number; owner: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('safe_owners')
    .select('safe')
    .where('chain_id', '=', chainId)
    .where('owner', '=', owner)
    .orderBy('safe')
    .execute()
  return rows.map((row) => row.safe)
}

/** Safes the address currently owns on every chain, grouped by chain id. */
export async function listOwnedSafesOnAllChains(
  db: Kysely<Database>,
  { owner }: { owner: string },
): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('safe_owners')
    .select(['chain_id', 'safe'])
    .where('owner', '=', owner)
    .orderBy('chain_id')
    .orderBy('safe')
    .execute()
  const byChain = new Map<number, string[]>()
  for (const row of rows) byChain.set(row.chain_id, [...(byChain.get(row.chain_id) ?? []), row.safe])
  return byChain
}
