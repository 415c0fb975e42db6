import { hashDelayTransaction } from '@coffer/safe'
import { getAddress, type Hex, isHex } from 'viem'
import type { DelayProposalRow } from '../../db/tables/recovery.ts'
import type { ModuleTransactionRow } from '../../db/tables/safeData.ts'
import type { RecoveryProposal } from './recovery.schema.ts'

export type DelaySettings = { cooldown: bigint; expiration: bigint; txNonce: number }

/** A module transaction of a Delay with the Delay's hash of the call it made (`getTransactionHash`). */
export type DelayExecution = ModuleTransactionRow & { delayTxHash: Hex }

/**
 * Hashes each execution once: matching them to proposals compares hashes, and hashing per pair cost a
 * Safe with 30 proposals and 10 executions 300 keccaks (and 300 checksums) per request.
 */
export function hashDelayExecutions(executions: readonly ModuleTransactionRow[]): DelayExecution[] {
  return executions.map((tx) => ({
    ...tx,
    delayTxHash: hashDelayTransaction({
      to: getAddress(tx.to),
      value: BigInt(tx.value),
      data: isHex(tx.data, { strict: true }) ? tx.data : '0x',
      operation: tx.operation === 1 ? 1 : 0,
    }),
  }))
}

/**
 * Where a proposal stands, as the Delay decides: above its nonce it waits (expired once the cooldown and
 * the expiration have passed, as `executeNextTx` refuses it then); below, it ran (a successful module
 * transaction of the Delay with its hash, not earlier than it was queued) or was passed over (the owners'
 * `setTxNonce`, or `skipExpired` for an expired one). `executions` are the Delay's, oldest first; each one
 * runs one proposal, the lowest matching, so `claimed` carries the ones already matched.
 */
export function proposalStatus(
  proposal: DelayProposalRow,
  settings: DelaySettings,
  executions: readonly DelayExecution[],
  claimed: Set<string>,
  now: number,
): Pick<RecoveryProposal, 'status' | 'executableAt' | 'expiresAt' | 'executedTransactionHash'> {
  const executableAt = proposal.added_at + Number(settings.cooldown) * 1000
  const expiresAt = settings.expiration === 0n ? null : executableAt + Number(settings.expiration) * 1000
  const expired = expiresAt !== null && now > expiresAt
  if (proposal.queue_nonce >= settings.txNonce)
    return { status: expired ? 'EXPIRED' : 'PENDING', executableAt, expiresAt, executedTransactionHash: null }
  const execution = executions.find(
    (tx) =>
      tx.success === 1 &&
      !claimed.has(tx.module_tx_id) &&
      (tx.block_number > proposal.block_number ||
        (tx.block_number === proposal.block_number && tx.log_index > proposal.log_index)) &&
      tx.delayTxHash === proposal.tx_hash,
  )
  if (execution) {
    claimed.add(execution.module_tx_id)
    return { status: 'EXECUTED', executableAt, expiresAt, executedTransactionHash: execution.tx_hash }
  }
  return { status: expired ? 'EXPIRED' : 'SKIPPED', executableAt, expiresAt, executedTransactionHash: null }
}
