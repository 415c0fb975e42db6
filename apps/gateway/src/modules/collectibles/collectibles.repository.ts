import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { NftMetadataRow } from '../../db/tables/collectibles.ts'
import type { Erc721TransferRow } from './toOwnedTokens.ts'

/** Every ERC-721 transfer into or out of the Safe. */
export async function listErc721Transfers(
  db: Kysely<Database>,
  { chainId, safe }: { chainId: number; safe: string },
): Promise<Erc721TransferRow[]> {
  return db
    .selectFrom('transfers')
    .select(['token_address', 'token_id', 'to', 'block_number', 'log_index'])
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('type', '=', 'ERC721')
    .execute()
}

export type NftContract = {
  address: string
  name: string
  symbol: string
  logoUri: string | null
  trusted: boolean
}

/** What the indexer read about these ERC-721 contracts, by address. */
export async function findNftContracts(
  db: Kysely<Database>,
  { chainId, addresses }: { chainId: number; addresses: readonly string[] },
): Promise<Map<string, NftContract>> {
  if (addresses.length === 0) return new Map()
  const rows = await db
    .selectFrom('tokens')
    .select(['address', 'name', 'symbol', 'logo_uri', 'trusted'])
    .where('chain_id', '=', chainId)
    .where('address', 'in', [...new Set(addresses)])
    .execute()
  return new Map(
    rows.map((row) => [
      row.address,
      {
        address: row.address,
        name: row.name,
        symbol: row.symbol,
        logoUri: row.logo_uri,
        trusted: row.trusted === 1,
      },
    ]),
  )
}

export async function findNftMetadata(
  db: Kysely<Database>,
  { chainId, address, tokenId }: { chainId: number; address: string; tokenId: string },
): Promise<NftMetadataRow | undefined> {
  return db
    .selectFrom('nft_metadata')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .where('token_id', '=', tokenId)
    .executeTakeFirst()
}

export async function saveNftMetadata(db: Kysely<Database>, row: NftMetadataRow): Promise<void> {
  await db
    .insertInto('nft_metadata')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['chain_id', 'address', 'token_id'])
        .doUpdateSet({ uri: row.uri, metadata: row.metadata, fetched_at: row.fetched_at, ok: row.ok }),
    )
    .execute()
}
