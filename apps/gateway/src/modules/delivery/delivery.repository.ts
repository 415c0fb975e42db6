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
