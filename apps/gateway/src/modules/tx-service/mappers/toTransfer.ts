import type { TokenRow, TransferRow } from '../../../db/tables/safeData.ts'

/** A transfer as the Transaction Service lists it (api-kit `TransferResponse`). */
export type TxServiceTransfer = {
  type: 'ETHER_TRANSFER' | 'ERC20_TRANSFER' | 'ERC721_TRANSFER'
  executionDate: string
  blockNumber: number
  transactionHash: string
  to: string
  from: string
  value: string | null
  tokenId: string | null
  tokenAddress: string | null
  transferId: string
  tokenInfo: {
    type: 'ERC20' | 'ERC721'
    address: string
    name: string
    symbol: string
    decimals: number | null
    logoUri: string
    trusted: boolean
  } | null
}

const transferTypes = {
  NATIVE_COIN: 'ETHER_TRANSFER',
  ERC20: 'ERC20_TRANSFER',
  ERC721: 'ERC721_TRANSFER',
} as const

export function toTransfer(transfer: TransferRow, token: TokenRow | undefined): TxServiceTransfer {
  return {
    type: transferTypes[transfer.type],
    executionDate: new Date(transfer.executed_at).toISOString(),
    blockNumber: transfer.block_number,
    transactionHash: transfer.tx_hash,
    to: transfer.to,
    from: transfer.from,
    value: transfer.value,
    tokenId: transfer.token_id,
    tokenAddress: transfer.token_address,
    transferId: transfer.transfer_id,
    tokenInfo: token
      ? {
          type: token.type,
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          logoUri: token.logo_uri ?? '',
          trusted: token.trusted === 1,
        }
      : null,
  }
}
