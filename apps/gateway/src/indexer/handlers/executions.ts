import { type RecoverAddress, recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import type { Insertable } from 'kysely'
import { type Address, concat, type Hex, pad } from 'viem'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'
import type { MultisigConfirmationTable } from '../../db/tables/safeData.ts'
import { addressAt, uintAt } from '../abiWords.ts'
import { decodeExecTransactionInput } from '../decodeCalls.ts'
import { emptyToNull, lowerHex } from '../rangeContext.ts'
import type { TransactionInfo } from '../readChain.ts'
import type { SafeEventHandler } from './rangeHandler.ts'

/**
 * Multisig executions: an L2 Safe logs its parameters (SafeMultiSigTransaction) before ExecutionSuccess or
 * ExecutionFailure; an L1 Safe's are read from the `execTransaction` input, or stay unknown (an update of a
 * proposal stored before). ApproveHash is an on-chain confirmation.
 */
export const executions: SafeEventHandler = {
  events: ['SafeMultiSigTransaction', 'ExecutionSuccess', 'ExecutionFailure', 'ApproveHash'],
  handle(context, event, log) {
    const { input, writes, stateOf, snapshot, change, timestampOf } = context
    const { chainId, transactions } = input
    const safe = log.address
    const state = stateOf(safe)
    switch (event.eventName) {
      case 'SafeMultiSigTransaction': {
        const info = decodeAdditionalInfo(event.args.additionalInfo)
        const stack = context.pendingMultisig.get(safe) ?? []
        stack.push({
          log,
          to: event.args.to,
          value: event.args.value,
          data: event.args.data,
          operation: event.args.operation,
          safeTxGas: event.args.safeTxGas,
          baseGas: event.args.baseGas,
          gasPrice: event.args.gasPrice,
          gasToken: event.args.gasToken,
          refundReceiver: event.args.refundReceiver,
          signatures: event.args.signatures,
          nonce: info?.nonce ?? state.nonce,
          executor: info?.sender ?? null,
          threshold: info?.threshold ?? state.threshold,
        })
        context.pendingMultisig.set(safe, stack)
        return
      }
      case 'ExecutionSuccess':
      case 'ExecutionFailure': {
        const safeTxHash = event.args.txHash
        const success = event.eventName === 'ExecutionSuccess' ? 1 : 0
        const executedAt = timestampOf(log)
        const stack = context.pendingMultisig.get(safe) ?? []
        const top = stack.at(-1)
        const pending = top && top.log.transactionHash === log.transactionHash ? stack.pop() : undefined
        const fromInput = pending
          ? undefined
          : decodeExecTransaction(transactions.get(log.transactionHash), safe)
        const params =
          pending ??
          (fromInput ? { ...fromInput, nonce: state.nonce, threshold: state.threshold } : undefined)
        const execution = {
          executed_block: log.blockNumber,
          executed_tx_hash: log.transactionHash,
          executed_log_index: log.logIndex,
          executed_at: executedAt,
          success,
        }
        if (params) {
          writes.multisigTransactions.push({
            chain_id: chainId,
            safe,
            safe_tx_hash: safeTxHash,
            to: params.to,
            value: params.value.toString(),
            data: emptyToNull(params.data),
            operation: params.operation,
            safe_tx_gas: params.safeTxGas.toString(),
            base_gas: params.baseGas.toString(),
            gas_price: params.gasPrice.toString(),
            gas_token: params.gasToken,
            refund_receiver: params.refundReceiver,
            nonce: params.nonce,
            proposer: null,
            proposed_by_delegate: null,
            proposed_at: null,
            origin: null,
            trusted: 1,
            modified_at: executedAt,
            confirmations_required: params.threshold,
            ...execution,
            executor: params.executor,
            signatures: emptyToNull(params.signatures),
          })
          context.confirmations.push(
            signaturesToConfirmations(params.signatures, {
              chainId,
              safeTxHash,
              submittedAt: executedAt,
              blockNumber: log.blockNumber,
              recover: input.recover ?? recoverAddressNative,
            }),
          )
        } else {
          writes.executions.push({
            safe,
            safeTxHash,
            ...execution,
            executor: transactions.get(log.transactionHash)?.from ?? null,
          })
        }
        state.nonce += 1
        snapshot(safe, log)
        context.executedIn.add(`${safe}:${log.transactionHash}`)
        change(safe, 'history', 'queue', 'balances')
        return
      }
      case 'ApproveHash': {
        const owner = event.args.owner
        context.confirmations.push([
          {
            chain_id: chainId,
            safe_tx_hash: event.args.approvedHash,
            owner,
            signature: lowerHex(concat([pad(owner), pad('0x'), '0x01'])),
            signature_type: 'APPROVED_HASH',
            submitted_at: timestampOf(log),
            block_number: log.blockNumber,
          },
        ])
        change(safe, 'queue')
        return
      }
    }
  },
}
/** One confirmation per signer of an executed transaction; a part that cannot be recovered is skipped. */
async function signaturesToConfirmations(
  signatures: Hex,
  {
    chainId,
    safeTxHash,
    submittedAt,
    blockNumber,
    recover,
  }: { chainId: number; safeTxHash: Hex; submittedAt: number; blockNumber: number; recover: RecoverAddress },
): Promise<Insertable<MultisigConfirmationTable>[]> {
  let parts: ReturnType<typeof splitSafeSignatures>
  try {
    parts = splitSafeSignatures(signatures)
  } catch {
    return []
  }
  const rows: Insertable<MultisigConfirmationTable>[] = []
  for (const part of parts) {
    try {
      const owner = await recoverSafeSignatureOwner(part, safeTxHash, recover)
      rows.push({
        chain_id: chainId,
        safe_tx_hash: safeTxHash,
        owner,
        signature: part.signature,
        signature_type: part.type,
        submitted_at: submittedAt,
        block_number: blockNumber,
      })
    } catch {
      // A malformed ECDSA part: the Safe accepted the execution, so another part carried the consent.
    }
  }
  return rows
}

/** `additionalInfo` of SafeMultiSigTransaction: abi.encode(nonce, msg.sender, threshold). */
function decodeAdditionalInfo(data: Hex): { nonce: number; sender: Address; threshold: number } | undefined {
  try {
    return { nonce: Number(uintAt(data, 0)), sender: addressAt(data, 1), threshold: Number(uintAt(data, 2)) }
  } catch {
    return undefined
  }
}

/** The parameters of a direct `execTransaction` call to `safe` (how an L1 Safe's execution is read). */
function decodeExecTransaction(tx: TransactionInfo | undefined, safe: Address) {
  if (!tx || tx.to !== safe) return undefined
  const args = decodeExecTransactionInput(tx.input)
  if (!args) return undefined
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] =
    args
  return {
    to,
    value,
    data,
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken,
    refundReceiver,
    signatures,
    executor: tx.from,
  }
}
