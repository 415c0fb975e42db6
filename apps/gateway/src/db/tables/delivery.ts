import type { Generated, Insertable, Selectable } from 'kysely'

/**
 * What a Safe's owners can be alerted about, named as CGW names its push notification types
 * (gateway-contract.md §13), and the recovery alerts of a Delay registered under §15 (Coffer's own names).
 */
export const alertTypes = [
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
  'MODULE_TRANSACTION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'CONFIRMATION_REQUEST',
  'MESSAGE_CONFIRMATION_REQUEST',
  'DELETED_MULTISIG_TRANSACTION',
  'RECOVERY_PROPOSED',
  'RECOVERY_EXECUTABLE_SOON',
  'RECOVERY_EXECUTED',
  'RECOVERY_CANCELLED',
] as const
export type AlertType = (typeof alertTypes)[number]

export type DeliveryChannelName = 'email' | 'push'

/** The outbox: one change that may alert a Safe's owners, written in the transaction of the change. */
export interface AlertEventTable {
  id: Generated<number>
  chain_id: number
  /** EIP-55 checksummed. */
  safe: string
  /** JSON of the `AlertPayload`. */
  payload: string
  /** The block an indexed change came from; null for off-chain changes. */
  block_number: number | null
  /** Set with `recipient` when the event goes to one recipient only instead of the channels' fan-out. */
  recipient_channel: DeliveryChannelName | null
  recipient: string | null
  /** Unix milliseconds. */
  created_at: number
  /** JSON of the `AlertMessage`, computed once by the worker when it expands the event. */
  message: string | null
  /** When the worker recorded the event's deliveries; null until then. */
  expanded_at: number | null
  /** Unix ms before which the event is not expanded (a reminder); null: at once. */
  available_at: number | null
  /** When a reorg removed the event's block; a retracted event is never expanded. */
  retracted_at: number | null
}

export const deliveryStatuses = ['pending', 'delivered', 'dropped', 'retracted'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** One event for one recipient on one channel; unique per (event, channel, recipient). */
export interface AlertDeliveryTable {
  id: Generated<number>
  event_id: number
  channel: DeliveryChannelName
  recipient: string
  status: DeliveryStatus
  /** Tries started so far; a claim increments it before the channel is called. */
  attempts: number
  /**
   * Unix ms when a pending delivery is due. Claiming a delivery pushes it forward by the lease, so a
   * worker that dies mid-delivery leaves it due again once the lease runs out.
   */
  next_attempt_at: number
  last_error: string | null
  delivered_at: number | null
}

export type AlertEventRow = Selectable<AlertEventTable>
export type NewAlertEventRow = Insertable<AlertEventTable>
export type AlertDeliveryRow = Selectable<AlertDeliveryTable>
