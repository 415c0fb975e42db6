import { parseAmountInput } from '../../../transactions/parseAmountInput.ts'

export type CallValueError =
  | { code: 'negative' }
  | { code: 'not_a_number' }
  | { code: 'too_many_decimals'; decimals: number }
  | { code: 'exceeds_balance'; balance: bigint }

/**
 * The native value sent with a contract call or raw data: empty or 0 is none, a minus sign is refused
 * (it used to be read as 0, so "-1" silently sent nothing), and more than the Safe holds is refused
 * when its balance is known.
 */
export function parseCallValue(
  text: string,
  { decimals, balance }: { decimals: number; balance: bigint | undefined },
): { ok: true; value: bigint } | { ok: false; error: CallValueError } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: 0n }
  if (trimmed.startsWith('-')) return { ok: false, error: { code: 'negative' } }
  const parsed = parseAmountInput(trimmed, { decimals, balance })
  if (parsed.ok) return parsed
  switch (parsed.error.code) {
    case 'empty':
    case 'not_positive':
      return { ok: true, value: 0n }
    case 'not_a_number':
      return { ok: false, error: { code: 'not_a_number' } }
    case 'too_many_decimals':
    case 'exceeds_balance':
      return { ok: false, error: parsed.error }
  }
}
