import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'

/** An ERC-20 the Safe has ever received or sent, with the metadata the indexer read. */
export type SafeToken = {
  address: string
  name: string
  symbol: string
  decimals: number
  logoUri: string | null
  trusted: boolean
}

/**
 * Every ERC-20 in the Safe's transfers, from the `tokens` table. Tokens whose decimals could not be read
 * are left out: their balance cannot be expressed.
 */
export async function listSafeErc20Tokens(
  db: Kysely<Database>,
  { chainId, safe, trustedOnly }: { chainId: number; safe: string; trustedOnly: boolean },
): Promise<SafeToken[]> {
  let query = db
    .selectFrom('tokens')
    .select(['address', 'name', 'symbol', 'decimals', 'logo_uri', 'trusted'])
    .where('chain_id', '=', chainId)
    .where('type', '=', 'ERC20')
    .where('decimals', 'is not', null)
    .where('address', 'in', (eb) =>
      eb
        .selectFrom('transfers')
        .select('token_address')
        .where('chain_id', '=', chainId)
        .where('safe', '=', safe)
        .where('type', '=', 'ERC20')
        .where('token_address', 'is not', null)
        .distinct(),
    )
  if (trustedOnly) query = query.where('trusted', '=', 1)
  const rows = await query.orderBy('address').execute()
  return rows.flatMap((row) =>
    row.decimals === null
      ? []
      : [
          {
            address: row.address,
            name: row.name,
            symbol: row.symbol,
            decimals: row.decimals,
            logoUri: row.logo_uri,
            trusted: row.trusted === 1,
          },
        ],
  )
}
