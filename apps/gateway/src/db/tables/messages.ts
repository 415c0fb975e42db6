import type { SafeSignatureType } from '@coffer/safe'
import type { Insertable, Selectable } from 'kysely'

/** Off-chain Safe messages (gateway-contract.md §9); written only by the messages module. */
export interface SafeMessageTable {
  chain_id: number
  /** The Safe message hash (EIP-712 `SafeMessage` in the Safe's domain), lowercase hex. */
  message_hash: string
  /** EIP-55 checksummed. */
  safe: string
  /** JSON of the message as proposed: a JSON string for a text, an object for EIP-712 typed data. */
  message: string
  /** The owner whose signature came with the proposal. */
  proposed_by: string
  /** The Safe App that asked for the signature, when one did (resolved to a name and logo for display). */
  safe_app_id: number | null
  /** CGW `origin`, sanitized like a transaction's. */
  origin: string | null
  /** Unix milliseconds. */
  created_at: number
  /** Last confirmation (or the proposal): drives the Safe's `messagesTag`. */
  modified_at: number
}

/** One owner's signature of a message's hash, checked against the chain before it was stored. */
export interface SafeMessageConfirmationTable {
  chain_id: number
  message_hash: string
  owner: string
  /** The part as submitted: 65 bytes, plus length ‖ bytes for a contract signature. */
  signature: string
  signature_type: SafeSignatureType
  created_at: number
}

export type SafeMessageRow = Selectable<SafeMessageTable>
export type NewSafeMessageRow = Insertable<SafeMessageTable>
export type SafeMessageConfirmationRow = Selectable<SafeMessageConfirmationTable>
