import type { MultisigConfirmationRow, SafeRow, TransferRow } from '../../../db/tables/safeData.ts'
import { plainAddress } from '../../contracts/addressInfo.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import type { TransactionDetails } from '../transactions.schema.ts'
import { contractNamed, type MappingContext, type SafeSnapshot } from './mappingContext.ts'
import { toAddressInfoIndex, toGasTokenInfo, toTransactionData } from './toTransactionData.ts'
import {
  confirmationsRequired,
  type ModuleInput,
  type MultisigInput,
  moduleCall,
  multisigCall,
  toCreationSummary,
  toModuleSummary,
  toMultisigSummary,
  toTransferSummary,
} from './toTransactionSummary.ts'

/** "0" for an absent gas value, as CGW sends it. */
function orZero(value: string | null): string {
  return value ?? '0'
}

/**
 * Details of a multisig transaction (§4.6, §6.13). `rejections` are the confirmations of the rejection
 * transaction with the same nonce, if any (§6.5). `atExecution` is the Safe's owners and threshold when
 * an executed transaction ran: its signers and required confirmations are those, not today's (an owner
 * added later never had to sign it).
 */
export function toMultisigDetails(
  input: MultisigInput,
  rejections: readonly MultisigConfirmationRow[],
  ctx: MappingContext,
  atExecution?: Pick<SafeSnapshot, 'owners' | 'threshold'>,
): TransactionDetails {
  const { tx, confirmations } = input
  const summary = toMultisigSummary(input, ctx)
  const call = multisigCall(input)
  return {
    safeAddress: ctx.safe.address,
    txId: summary.id,
    executedAt: tx.executed_at,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: toTransactionData(call, ctx),
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: tx.proposed_at ?? tx.executed_at ?? tx.modified_at,
      nonce: tx.nonce,
      safeTxGas: orZero(tx.safe_tx_gas),
      baseGas: orZero(tx.base_gas),
      gasPrice: orZero(tx.gas_price),
      gasToken: tx.gas_token,
      // The indexer does not keep the receipt's gas figures.
      fee: '0',
      payment: '0',
      refundReceiver: plainAddress(tx.refund_receiver),
      safeTxHash: tx.safe_tx_hash,
      executor: tx.executor === null ? null : plainAddress(tx.executor),
      signers: (atExecution ?? ctx.safe).owners.map(plainAddress),
      confirmationsRequired: atExecution?.threshold ?? confirmationsRequired(input, ctx),
      confirmations: [...confirmations]
        .sort((a, b) => a.submitted_at - b.submitted_at)
        .map((confirmation) => ({
          signer: plainAddress(confirmation.owner),
          signature: confirmation.signature,
          submittedAt: confirmation.submitted_at,
        })),
      rejectors: rejections.map((confirmation) => plainAddress(confirmation.owner)),
      gasTokenInfo: toGasTokenInfo(tx.gas_token, ctx),
      trusted: tx.trusted === 1,
      proposer: tx.proposer === null ? null : plainAddress(tx.proposer),
      proposedByDelegate: tx.proposed_by_delegate === null ? null : plainAddress(tx.proposed_by_delegate),
    },
    txHash: tx.executed_tx_hash,
    safeAppInfo: summary.safeAppInfo,
    note: summary.note,
  }
}

export function toModuleDetails(input: ModuleInput, ctx: MappingContext): TransactionDetails {
  const summary = toModuleSummary(input, ctx)
  return {
    safeAddress: ctx.safe.address,
    txId: summary.id,
    executedAt: input.tx.executed_at,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: toTransactionData(moduleCall(input), ctx),
    detailedExecutionInfo: { type: 'MODULE', address: contractNamed(ctx, input.tx.module) },
    txHash: input.tx.tx_hash,
    safeAppInfo: null,
    note: null,
  }
}

export function toTransferDetails(transfer: TransferRow, ctx: MappingContext): TransactionDetails {
  const summary = toTransferSummary(transfer, ctx)
  return {
    safeAddress: ctx.safe.address,
    txId: summary.id,
    executedAt: transfer.executed_at,
    txStatus: 'SUCCESS',
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: null,
    txHash: transfer.tx_hash,
    safeAppInfo: null,
    note: null,
  }
}

/**
 * A Safe's creation as details (Coffer extension: CGW answers 404 for `creation_` ids, §6.1): the
 * Creation txInfo, and as `txData` the `setup` call the factory made on the new proxy, decoded with the
 * singleton's ABI (owners, threshold, fallback handler). Undefined when the creation was not indexed.
 */
export function toCreationDetails(
  safe: SafeRow,
  setup: DataDecoded | null,
  ctx: MappingContext,
): TransactionDetails | undefined {
  const summary = toCreationSummary(safe, ctx)
  if (!summary) return undefined
  return {
    safeAddress: ctx.safe.address,
    txId: summary.id,
    executedAt: summary.timestamp,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData:
      safe.setup_data === null
        ? null
        : {
            hexData: safe.setup_data,
            dataDecoded: setup,
            to: plainAddress(ctx.safe.address),
            value: '0',
            operation: 0,
            trustedDelegateCallTarget: null,
            addressInfoIndex: toAddressInfoIndex(setup, ctx),
            tokenInfoIndex: null,
          },
    detailedExecutionInfo: null,
    txHash: safe.created_tx_hash,
    safeAppInfo: null,
    note: null,
  }
}
