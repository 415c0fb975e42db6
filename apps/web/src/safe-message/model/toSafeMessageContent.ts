import { type TypedDataMessage, type TypedDataProblem, toTypedDataMessage } from './toTypedDataMessage.ts'

/**
 * What an off-chain Safe message says: a text (signed as EIP-191 `personal_sign` text, even when it looks
 * like hex) or checked EIP-712 typed data. `@coffer/safe` hashes both (`getSafeMessageHashes`).
 */
export type SafeMessageContent = string | TypedDataMessage

/** A message as the gateway or a Safe App sends it: a text, or typed data that must pass `parseTypedData`. */
export function toSafeMessageContent(
  message: unknown,
): { ok: true; value: SafeMessageContent } | { ok: false; problem: TypedDataProblem } {
  if (typeof message === 'string') return { ok: true, value: message }
  return toTypedDataMessage(message)
}
