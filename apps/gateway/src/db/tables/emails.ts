import type { Generated, Selectable } from 'kysely'

/**
 * One signer's email for one Safe (gateway-contract.md §16): at most one per (chain, Safe, signer).
 * Written only by the emails module; read by its SMTP channel to find who hears of an alert.
 */
export interface EmailSubscriptionTable {
  /** Generated: the email channel's recipient id in the delivery engine. */
  id: Generated<number>
  chain_id: number
  /** EIP-55 checksummed. */
  safe: string
  /** EIP-55 checksummed owner who registered the address. */
  signer: string
  /** As the owner typed it (trimmed); the signed texts name it so. */
  email: string
  /** 0/1: the owner proved they read this mailbox with the emailed code. */
  verified: number
  /** UUID of this email's unsubscribe links; a new address gets a new token. */
  unsubscribe_token: string
  /** HMAC-SHA256 (server key) of the pending 6-digit code, hex; null once verified or never sent. */
  code_hash: string | null
  /** Unix milliseconds after which the pending code is refused. */
  code_expires_at: number | null
  /** Wrong tries of the pending code; at the limit the code is dead until a resend. */
  code_attempts: number
  /** When the last code was made: the resend lock counts from here. */
  code_sent_at: number | null
  /** Unix milliseconds. */
  created_at: number
  updated_at: number
}

/**
 * Categories an email has turned off. A verified email hears of every category until its owner turns
 * some off, so what is stored is the exception: a category added later reaches everyone at once.
 */
export interface EmailCategoryOptOutTable {
  email_id: number
  category: string
  created_at: number
}

export type EmailSubscriptionRow = Selectable<EmailSubscriptionTable>
