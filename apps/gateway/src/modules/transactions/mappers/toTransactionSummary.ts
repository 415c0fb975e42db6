import type {
  ModuleTransactionRow,
  MultisigConfirmationRow,
  MultisigTransactionRow,
  SafeRow,
  TransferRow,
} from '../../../db/tables/safeData.ts'
import { plainAddress } from '../../contracts/addressInfo.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import type { TransactionStatus, TransactionSummary, TxInfo } from '../transactions.schema.ts'
import { contractNamed, type MappingContext } from './mappingContext.ts'
import { originToSafeAppInfo } from './originToSafeAppInfo.ts'
import { toIndexedTransferTxInfo } from './toIndexedTransferTxInfo.ts'
import { toNote } from './toNote.ts'
import { type SafeCall, toTxInfo } from './toTxInfo.ts'
import { toMultisigTxStatus } from './toTxStatus.ts'

/** A multisig transaction with what mapping it needs: its confirmations and decoded data. */
export type MultisigInput = {
  tx: MultisigTransactionRow
  confirmations: readonly MultisigConfirmationRow[]
  decoded: DataDecoded | null
}

export type ModuleInput = { tx: ModuleTransactionRow; decoded: DataDecoded | null }

export function multisigTxId(safe: string, safeTxHash: string): string {
  return `multisig_${safe}_${safeTxHash}`
}

export function confirmationsRequired({ tx }: MultisigInput, ctx: MappingContext): number {
  return tx.confirmations_required ?? ctx.safe.threshold
}

export function multisigStatus(input: MultisigInput, ctx: MappingContext): TransactionStatus {
  const { tx, confirmations } = input
  return toMultisigTxStatus(
    {
      executed: tx.executed_block !== null,
      success: tx.success === 1,
      nonce: tx.nonce,
      confirmationsSubmitted: confirmations.length,
      confirmationsRequired: confirmationsRequired(input, ctx),
      modifiedAt: tx.modified_at,
    },
    ctx.safe.nonce,
    ctx.now,
  )
}

export function multisigCall({ tx, decoded }: MultisigInput): SafeCall {
  return {
    to: tx.to,
    value: tx.value,
    data: tx.data,
    operation: tx.operation,
    decoded,
    refund: {
      safeTxGas: tx.safe_tx_gas,
      baseGas: tx.base_gas,
      gasPrice: tx.gas_price,
      gasToken: tx.gas_token,
      refundReceiver: tx.refund_receiver,
    },
  }
}

export function moduleCall({ tx, decoded }: ModuleInput): SafeCall {
  return { to: tx.to, value: tx.value, data: tx.data, operation: tx.operation, decoded }
}

/**
 * A multisig transaction as a list item (§4.5), shared by history, the multisig list and the queue:
 * `missingSigners` only while it awaits confirmations (current owners who have not confirmed).
 */
export function toMultisigSummary(input: MultisigInput, ctx: MappingContext): TransactionSummary {
  const { tx, confirmations } = input
  const txStatus = multisigStatus(input, ctx)
  const confirmed = new Set(confirmations.map((confirmation) => confirmation.owner.toLowerCase()))
  return {
    txInfo: toTxInfo(multisigCall(input), ctx),
    id: multisigTxId(ctx.safe.address, tx.safe_tx_hash),
    txHash: tx.executed_tx_hash,
    timestamp: tx.executed_at ?? tx.proposed_at ?? tx.modified_at,
    txStatus,
    executionInfo: {
      type: 'MULTISIG',
      nonce: tx.nonce,
      confirmationsRequired: confirmationsRequired(input, ctx),
      confirmationsSubmitted: confirmations.length,
      missingSigners:
        txStatus === 'AWAITING_CONFIRMATIONS'
          ? ctx.safe.owners.filter((owner) => !confirmed.has(owner.toLowerCase())).map(plainAddress)
          : null,
    },
    safeAppInfo: originToSafeAppInfo(tx.origin, ctx),
    note: toNote(tx.origin),
  }
}

export function toModuleSummary(input: ModuleInput, ctx: MappingContext): TransactionSummary {
  const { tx } = input
  return {
    txInfo: toTxInfo(moduleCall(input), ctx),
    id: `module_${ctx.safe.address}_${tx.module_tx_id}`,
    txHash: tx.tx_hash,
    timestamp: tx.executed_at,
    txStatus: tx.success === 1 ? 'SUCCESS' : 'FAILED',
    executionInfo: { type: 'MODULE', address: contractNamed(ctx, tx.module) },
    safeAppInfo: null,
    note: null,
  }
}

export function toTransferSummary(transfer: TransferRow, ctx: MappingContext): TransactionSummary {
  return {
    txInfo: toIndexedTransferTxInfo(transfer, ctx),
    id: `transfer_${ctx.safe.address}_${transfer.transfer_id}`,
    txHash: transfer.tx_hash,
    timestamp: transfer.executed_at,
    txStatus: 'SUCCESS',
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}

/** The history's creation item (§6.8); undefined when the creation was not indexed. */
export function toCreationSummary(safe: SafeRow, ctx: MappingContext): TransactionSummary | undefined {
  const txInfo = toCreationTxInfo(safe, ctx)
  if (!txInfo || safe.created_at === null) return undefined
  return {
    txInfo,
    id: `creation_${ctx.safe.address}`,
    txHash: safe.created_tx_hash,
    timestamp: safe.created_at,
    txStatus: 'SUCCESS',
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}

export function toCreationTxInfo(safe: SafeRow, ctx: MappingContext): TxInfo | undefined {
  if (safe.created_tx_hash === null || safe.creator === null || safe.factory === null) return undefined
  return {
    type: 'Creation',
    creator: contractNamed(ctx, safe.creator),
    transactionHash: safe.created_tx_hash,
    implementation: safe.singleton === null ? null : contractNamed(ctx, safe.singleton),
    factory: contractNamed(ctx, safe.factory),
    saltNonce: safe.salt_nonce,
    blockNumber: safe.created_block,
    humanDescription: null,
  }
}
