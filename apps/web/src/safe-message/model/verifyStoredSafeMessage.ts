import { getSafeMessageHashes, type SafeMessageHashes, TypedDataError } from '@coffer/safe'
import type { Address, Hex } from 'viem'
import { type SafeMessageContent, toSafeMessageContent } from './toSafeMessageContent.ts'
import type { TypedDataProblem } from './toTypedDataMessage.ts'

/** Why a stored message cannot be trusted enough to sign or to show as what owners signed. */
export type StoredSafeMessageProblem =
  | { code: 'unknown_version' }
  | { code: 'unreadable'; problem: TypedDataProblem }
  | { code: 'hash_mismatch'; expected: string; computed: Hex }

export type VerifiedSafeMessage = { content: SafeMessageContent; hashes: SafeMessageHashes }

export type VerifyStoredSafeMessageResult =
  | { ok: true; value: VerifiedSafeMessage }
  | { ok: false; problem: StoredSafeMessageProblem }

/**
 * Hashes the message the gateway sent, in the browser, with the Safe's version and chain, and compares
 * the result with the hash the gateway keeps it under. A gateway (or anyone between it and us) could show
 * one message and collect signatures for another; signing only what we hashed ourselves rules that out.
 */
export function verifyStoredSafeMessage(
  stored: { messageHash: string; message: unknown },
  { chainId, safe, version }: { chainId: number; safe: Address; version: string | null },
): VerifyStoredSafeMessageResult {
  // Without the version we cannot know the domain (chainId in it or not): refuse rather than guess.
  if (!version) return { ok: false, problem: { code: 'unknown_version' } }
  const content = toSafeMessageContent(stored.message)
  if (!content.ok) return { ok: false, problem: { code: 'unreadable', problem: content.problem } }
  let hashes: SafeMessageHashes
  try {
    hashes = getSafeMessageHashes({ chainId, safe, version, message: content.value })
  } catch (error) {
    if (error instanceof TypedDataError)
      return { ok: false, problem: { code: 'unreadable', problem: error.problem } }
    throw error
  }
  if (hashes.safeMessageHash.toLowerCase() !== stored.messageHash.toLowerCase())
    return {
      ok: false,
      problem: { code: 'hash_mismatch', expected: stored.messageHash, computed: hashes.safeMessageHash },
    }
  return { ok: true, value: { content: content.value, hashes } }
}
