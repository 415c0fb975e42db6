import type { SafeMessageContent } from '../../../safe-message/model/toSafeMessageContent.ts'
import { parseTypedDataJson, type TypedDataProblem } from '../../../safe-message/model/toTypedDataMessage.ts'

export type MessageInputKind = 'text' | 'typed'

export type MessageInputProblem =
  | { code: 'empty_message' }
  | { code: 'typed_data'; problem: TypedDataProblem }

/**
 * A message someone typed or pasted, as the Safe will be asked to sign it: a text exactly as written
 * (no trimming; only an empty one is refused), or typed data as JSON, checked.
 */
export function parseMessageInput(
  kind: MessageInputKind,
  text: string,
): { ok: true; value: SafeMessageContent } | { ok: false; problem: MessageInputProblem } {
  if (kind === 'text')
    return text === '' ? { ok: false, problem: { code: 'empty_message' } } : { ok: true, value: text }
  if (text.trim() === '') return { ok: false, problem: { code: 'empty_message' } }
  const typed = parseTypedDataJson(text)
  return typed.ok ? typed : { ok: false, problem: { code: 'typed_data', problem: typed.problem } }
}
