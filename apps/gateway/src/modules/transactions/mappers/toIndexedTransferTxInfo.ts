import type { TransferRow } from '../../../db/tables/safeData.ts'
import type { TransferTxInfo } from '../transactions.schema.ts'
import { toDirection } from './findTokenTransfer.ts'
import { type MappingContext, named } from './mappingContext.ts'

/**
 * txInfo of a transfer the indexer saw (history, incoming transfers, transfer details): the token's
 * `trusted` flag, `imitation` false until `flagImitations` looks at its neighbours (§6.6).
 */
export function toIndexedTransferTxInfo(transfer: TransferRow, ctx: MappingContext): TransferTxInfo {
  const common = {
    type: 'Transfer' as const,
    sender: named(ctx, transfer.from),
    recipient: named(ctx, transfer.to),
    direction: toDirection(ctx.safe.address, transfer.from, transfer.to),
    humanDescription: null,
  }
  const token = transfer.token_address === null ? undefined : ctx.tokens.get(transfer.token_address)
  if (transfer.type === 'NATIVE_COIN' || transfer.token_address === null)
    return { ...common, transferInfo: { type: 'NATIVE_COIN', value: transfer.value } }
  if (transfer.type === 'ERC721')
    return {
      ...common,
      transferInfo: {
        type: 'ERC721',
        tokenAddress: transfer.token_address,
        tokenId: transfer.token_id ?? '0',
        tokenName: token?.name ?? null,
        tokenSymbol: token?.symbol ?? null,
        logoUri: token?.logo_uri ?? null,
        trusted: token ? token.trusted === 1 : null,
      },
    }
  return {
    ...common,
    transferInfo: {
      type: 'ERC20',
      tokenAddress: transfer.token_address,
      value: transfer.value ?? '0',
      tokenName: token?.name ?? null,
      tokenSymbol: token?.symbol ?? null,
      logoUri: token?.logo_uri ?? null,
      decimals: token?.decimals ?? null,
      trusted: token ? token.trusted === 1 : null,
      imitation: false,
    },
  }
}
