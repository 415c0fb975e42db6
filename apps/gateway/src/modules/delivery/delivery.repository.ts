import type { AlertEventRow } from './delivery.table.ts'
import type { AlertEvent, AlertPayload, Db, NewAlertEvent } from './delivery.types.ts'

/**
 * Writes an outbox row. Call it with the transaction of the change that causes the alert, so the alert
 * exists exactly when the change committed; the worker picks it up from there. Returns the event's id.
 */
export async function enqueueAlert(db: Db, event: NewAlertEvent, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('alert_events')
    .values({
      chain_id: event.chainId,
      safe: event.safe,
      payload: JSON.stringify(event.payload),
      block_number: event.blockNumber,
      recipient_channel: event.recipient?.channel ?? null,
      recipient: event.recipient?.recipient ?? null,
      created_at: now,
      expanded_at: null,
      retracted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The contract's view of an outbox row. The payload was written by `enqueueAlert` from a typed value. */
export function toAlertEvent(row: AlertEventRow): AlertEvent {
  const payload: AlertPayload = JSON.parse(row.payload)
  return {
    id: row.id,
    chainId: row.chain_id,
    safe: row.safe,
    payload,
    blockNumber: row.block_number,
    createdAt: row.created_at,
  }
}

/**
 * Whether a transaction or message with `confirmations` signatures still waits for owners, as CGW decides
 * before it sends a confirmation request: not when the Safe's threshold is 1 or already met. A Safe the
 * indexer has not read yet counts as waiting, so a proposal is never silently dropped.
 */
export async function awaitsSignatures(
  db: Db,
  { chainId, safe, confirmations }: { chainId: number; safe: string; confirmations: number },
): Promise<boolean> {
  const state = await db
    .selectFrom('safe_states')
    .select('threshold')
    .where('chain_id', '=', chainId)
    .where('address', '=', safe)
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!state) return true
  return state.threshold > 1 && confirmations < state.threshold
}
