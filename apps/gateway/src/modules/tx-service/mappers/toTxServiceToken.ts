import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { TxServiceToken } from '../txService.schema.ts'

/** A token row as the Transaction Service shows it: in its token list and as a transfer's `tokenInfo`. */
export function toTxServiceToken(row: TokenRow): TxServiceToken {
  return {
    type: row.type,
    address: row.address,
    name: row.name,
    symbol: row.symbol,
    decimals: row.decimals,
    logoUri: row.logo_uri ?? '',
    trusted: row.trusted === 1,
  }
}
