import type { Insertable } from 'kysely'
import type {
  ExecutionUpdate,
  ModuleTransactionTable,
  MultisigTransactionTable,
  TransferTable,
} from '../../db/tables/safeData.ts'
import type { NewAlertEvent } from './delivery.types.ts'

/**
 * How old an indexed block may be and still alert. Ranges this far behind the head are a catch-up
 * (a fresh install starting at an old block, or a gateway that was down): their executions and transfers
 * are history the owners already live with, and telling of them all at once would bury the news.
 */
export const alertMaxAgeMs = 60 * 60_000

export type IndexedRange = {
  chainId: number
  /** Backfill ranges index the history of a Safe that was just added to the watched list: never news. */
  kind: 'cursor' | 'backfill'
  multisigTransactions: readonly Insertable<MultisigTransactionTable>[]
  executions: readonly ExecutionUpdate[]
  moduleTransactions: readonly Insertable<ModuleTransactionTable>[]
  transfers: readonly Insertable<TransferTable>[]
  now: number
}

/**
 * The alerts a committed range causes, named and filled as CGW fills its push data: executions of
 * multisig transactions, module transactions, and value received from someone other than the Safe itself
 * (CGW skips self-sends). Only for blocks of the main cursor not older than `alertMaxAgeMs` (by block time).
 */
export function indexedAlerts(range: IndexedRange): NewAlertEvent[] {
  if (range.kind === 'backfill') return []
  const recent = (blockTime: number) => blockTime >= range.now - alertMaxAgeMs
  const { chainId } = range
  const events: NewAlertEvent[] = []
  const executed = new Set<string>()
  const execute = (
    safe: string,
    safeTxHash: string,
    txHash: string | null | undefined,
    block: number | null | undefined,
    at: number | null | undefined,
    success: number | null | undefined,
  ) => {
    if (!txHash || block == null || at == null || !recent(at) || executed.has(safeTxHash)) return
    executed.add(safeTxHash)
    events.push({
      chainId,
      safe,
      payload: { type: 'EXECUTED_MULTISIG_TRANSACTION', safeTxHash, txHash, failed: success !== 1 },
      blockNumber: block,
    })
  }
  for (const tx of range.multisigTransactions)
    execute(tx.safe, tx.safe_tx_hash, tx.executed_tx_hash, tx.executed_block, tx.executed_at, tx.success)
  for (const tx of range.executions)
    execute(tx.safe, tx.safeTxHash, tx.executed_tx_hash, tx.executed_block, tx.executed_at, tx.success)

  for (const tx of range.moduleTransactions)
    if (recent(tx.executed_at))
      events.push({
        chainId,
        safe: tx.safe,
        payload: { type: 'MODULE_TRANSACTION', txHash: tx.tx_hash, module: tx.module },
        blockNumber: tx.block_number,
      })

  for (const transfer of range.transfers) {
    if (transfer.to !== transfer.safe || transfer.from === transfer.safe || !recent(transfer.executed_at))
      continue
    events.push({
      chainId,
      safe: transfer.safe,
      payload:
        transfer.type === 'NATIVE_COIN'
          ? { type: 'INCOMING_ETHER', txHash: transfer.tx_hash, value: transfer.value ?? '0' }
          : {
              type: 'INCOMING_TOKEN',
              txHash: transfer.tx_hash,
              tokenAddress: transfer.token_address ?? '',
              value: transfer.value ?? null,
              tokenId: transfer.token_id ?? null,
            },
      blockNumber: transfer.block_number,
    })
  }
  return events
}
