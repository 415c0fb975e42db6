import { hashSafeMessage, TypedDataError } from '@coffer/safe'
import { type Hex, isHex } from 'viem'
import type { TypedDataProblem } from '../../../safe-message/model/toTypedDataMessage.ts'
import { type MessageInputKind, parseMessageInput } from './parseMessageInput.ts'

export type VerifyMessageKind = MessageInputKind | 'hash'

export type VerifyInputProblem =
  | { field: 'message'; code: 'empty_message' | 'not_a_hash' }
  | { field: 'message'; code: 'typed_data'; problem: TypedDataProblem }
  | { field: 'signature'; code: 'signature_not_hex' }

export type ParseVerifyInputResult =
  | { ok: true; value: { messageHash: Hex; signature: Hex } }
  | { ok: false; problem: VerifyInputProblem }

/**
 * What the "Verify a signature" form asks the Safe: the message hash (of a text, of typed data, or
 * given as a hash) and the signature. An empty signature asks whether the Safe signed the message on
 * chain.
 */
export function parseVerifyInput({
  kind,
  message,
  signature,
}: {
  kind: VerifyMessageKind
  message: string
  signature: string
}): ParseVerifyInputResult {
  let messageHash: Hex
  if (kind === 'text' || kind === 'typed') {
    const content = parseMessageInput(kind, message)
    if (!content.ok) return { ok: false, problem: { field: 'message', ...content.problem } }
    try {
      messageHash = hashSafeMessage(content.value)
    } catch (error) {
      if (error instanceof TypedDataError)
        return { ok: false, problem: { field: 'message', code: 'typed_data', problem: error.problem } }
      throw error
    }
  } else {
    const hash = message.trim()
    if (hash === '') return { ok: false, problem: { field: 'message', code: 'empty_message' } }
    if (!isHex(hash) || hash.length !== 66)
      return { ok: false, problem: { field: 'message', code: 'not_a_hash' } }
    messageHash = hash
  }
  const trimmed = signature.trim()
  const hex = trimmed === '' ? '0x' : trimmed
  if (!isHex(hex) || hex.length % 2 !== 0)
    return { ok: false, problem: { field: 'signature', code: 'signature_not_hex' } }
  return { ok: true, value: { messageHash, signature: hex } }
}
