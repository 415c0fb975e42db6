import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DeliveryChannelName } from '../../db/tables/delivery.ts'

export { type AlertType, alertTypes, type DeliveryChannelName } from '../../db/tables/delivery.ts'

/**
 * The data of each alert, as CGW puts it in a push message's `data` (chain id and Safe address are the
 * event's own columns). Amounts are decimal strings of base units.
 */
export type AlertPayload =
  | { type: 'INCOMING_ETHER'; txHash: string; value: string }
  | {
      type: 'INCOMING_TOKEN'
      txHash: string
      tokenAddress: string
      value: string | null
      tokenId: string | null
    }
  | { type: 'MODULE_TRANSACTION'; txHash: string; module: string }
  | { type: 'EXECUTED_MULTISIG_TRANSACTION'; safeTxHash: string; txHash: string; failed: boolean }
  | { type: 'CONFIRMATION_REQUEST'; safeTxHash: string }
  | { type: 'MESSAGE_CONFIRMATION_REQUEST'; messageHash: string }
  | { type: 'DELETED_MULTISIG_TRANSACTION'; safeTxHash: string }
  /** A proposal queued on a registered Delay (`txHash` is the Delay's hash of the call). */
  | { type: 'RECOVERY_PROPOSED'; module: string; queueNonce: number; txHash: string }
  /** Sent shortly before the proposal's cooldown ends (`executableAt`, unix ms), unless it is gone. */
  | {
      type: 'RECOVERY_EXECUTABLE_SOON'
      module: string
      queueNonce: number
      txHash: string
      executableAt: number
    }
  | { type: 'RECOVERY_EXECUTED'; module: string; queueNonce: number; txHash: string; transactionHash: string }
  /** The owners moved the Delay's nonce past it (setTxNonce), or it expired and was skipped. */
  | { type: 'RECOVERY_CANCELLED'; module: string; queueNonce: number; txHash: string }
  /** Sent to one address only (`NewAlertEvent.recipient`), never fanned out. */
  | { type: 'EMAIL_VERIFICATION'; code: string; expiresAt: number }

/** An outbox row: one change that may alert a Safe's owners, written in the transaction of the change. */
export interface AlertEvent {
  id: number
  chainId: number
  /** EIP-55 checksummed. */
  safe: string
  payload: AlertPayload
  /**
   * The block the change came from (indexer events). A reorg that removes that block retracts the
   * deliveries not sent yet; null for changes that are not on chain (proposals, confirmations, messages).
   */
  blockNumber: number | null
  /** Unix milliseconds. */
  createdAt: number
}

/** One channel's recipient of an event: a device uuid (push) or an email subscription's id (email). */
export type AlertRecipient = { channel: DeliveryChannelName; recipient: string }

export type NewAlertEvent = Omit<AlertEvent, 'id' | 'createdAt'> & {
  /** Deliver to this recipient only instead of asking the channels (an email's verification code). */
  recipient?: AlertRecipient
  /** Unix ms before which the worker leaves the event alone (a reminder); at once when absent. */
  availableAt?: number
}

/** What an alert says, in English, computed once per event by the engine for every channel. */
export interface AlertMessage {
  title: string
  body: string
  /** Path in the web app the alert opens, e.g. `/safe/eth:0x…/transactions/multisig_0x…_0x…`. */
  path: string
}

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** Try again later (SMTP unreachable, push service 5xx or 429); the engine backs off. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** Never deliverable (push subscription gone: 404/410; email deleted or unsubscribed since). */
  | { kind: 'dropped'; reason: string }

export type Db = Kysely<Database> | Transaction<Database>

/** A way to reach owners. The engine asks it who should hear of an event, then delivers to each once. */
export interface DeliveryChannel {
  readonly name: DeliveryChannelName
  /** Recipients of `event` on this channel, read inside the transaction that records the deliveries. */
  recipients(db: Db, event: AlertEvent): Promise<readonly string[]>
  deliver(delivery: {
    /**
     * The delivery's id, the same on every try: the channel names its message after it (an email's
     * `Message-ID`, a push message's `Topic`) so that a copy sent again after a crash can be told apart.
     */
    id: number
    event: AlertEvent
    recipient: string
    message: AlertMessage
    /** 1 on the first try. */
    attempt: number
  }): Promise<DeliveryOutcome>
}
