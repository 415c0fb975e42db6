import type { ModuleTransactionRow } from '../../../db/tables/safeData.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'

/** A module transaction as the Transaction Service lists it (api-kit `SafeModuleTransaction`). */
export type TxServiceModuleTransaction = {
  created: string
  executionDate: string
  blockNumber: number
  isSuccessful: boolean
  transactionHash: string
  safe: string
  module: string
  to: string
  value: string
  data: string | null
  operation: number
  dataDecoded: DataDecoded | null
  moduleTransactionId: string
}

export function toModuleTransaction(
  tx: ModuleTransactionRow,
  decoded: DataDecoded | null,
): TxServiceModuleTransaction {
  const executionDate = new Date(tx.executed_at).toISOString()
  return {
    created: executionDate,
    executionDate,
    blockNumber: tx.block_number,
    isSuccessful: tx.success === 1,
    transactionHash: tx.tx_hash,
    safe: tx.safe,
    module: tx.module,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    operation: tx.operation,
    dataDecoded: decoded,
    moduleTransactionId: tx.module_tx_id,
  }
}
