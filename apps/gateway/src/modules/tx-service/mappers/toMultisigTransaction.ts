import type { MultisigConfirmationRow, MultisigTransactionRow } from '../../../db/tables/safeData.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import type { TxServiceMultisigTransaction } from '../txService.schema.ts'

export type ToMultisigTransactionParameters = {
  tx: MultisigTransactionRow
  confirmations: readonly MultisigConfirmationRow[]
  decoded: DataDecoded | null
  /** The Safe's threshold now, for a transaction not executed (an executed one carries its own). */
  threshold: number
}

const isoDate = (ms: number) => new Date(ms).toISOString()

/**
 * Maps a stored multisig transaction to the Transaction Service's shape. Gas figures of the execution
 * (gas used, fee, gas prices) are not indexed: null, as the service answers for a transaction not mined.
 */
export function toMultisigTransaction({
  tx,
  confirmations,
  decoded,
  threshold,
}: ToMultisigTransactionParameters): TxServiceMultisigTransaction {
  const executed = tx.executed_block !== null
  return {
    safe: tx.safe,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    operation: tx.operation,
    gasToken: tx.gas_token,
    safeTxGas: tx.safe_tx_gas,
    baseGas: tx.base_gas,
    gasPrice: tx.gas_price,
    refundReceiver: tx.refund_receiver,
    nonce: String(tx.nonce),
    executionDate: tx.executed_at === null ? null : isoDate(tx.executed_at),
    // Seen only on chain: submitted when it was executed.
    submissionDate: isoDate(tx.proposed_at ?? tx.executed_at ?? tx.modified_at),
    modified: isoDate(tx.modified_at),
    blockNumber: tx.executed_block,
    transactionHash: tx.executed_tx_hash,
    safeTxHash: tx.safe_tx_hash,
    executor: tx.executor,
    proposer: tx.proposer,
    proposedByDelegate: tx.proposed_by_delegate,
    isExecuted: executed,
    isSuccessful: tx.success === null ? null : tx.success === 1,
    ethGasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    gasUsed: null,
    fee: null,
    origin: tx.origin,
    dataDecoded: decoded,
    confirmationsRequired: tx.confirmations_required ?? threshold,
    confirmations: confirmations.map((confirmation) => ({
      owner: confirmation.owner,
      submissionDate: isoDate(confirmation.submitted_at),
      transactionHash: null,
      signature: confirmation.signature,
      signatureType: confirmation.signature_type,
    })),
    trusted: tx.trusted === 1,
    signatures: tx.signatures,
  }
}
