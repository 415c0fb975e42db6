import type { TokenRow, TransferRow } from '../../../db/tables/safeData.ts'
import type { TxServiceToken } from '../txService.schema.ts'
import { toTxServiceToken } from './toTxServiceToken.ts'

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
  tokenInfo: TxServiceToken | null
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
    tokenInfo: token ? toTxServiceToken(token) : null,
  }
}
