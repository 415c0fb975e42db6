import { parseUnits } from 'viem'

export type AmountInputError =
  | { code: 'empty' }
  | { code: 'not_a_number' }
  | { code: 'not_positive' }
  | { code: 'too_many_decimals'; decimals: number }
  | { code: 'exceeds_balance'; balance: bigint }

export type ParseAmountInputResult = { ok: true; value: bigint } | { ok: false; error: AmountInputError }

// Plain decimal notation only: "1", "0.5", ".5", "1." — no exponents, signs are checked separately.
const decimalPattern = /^(\d+\.?\d*|\.\d+)$/

/**
 * Reads an amount typed in a token or the native currency into its smallest unit, checking, in order:
 * that something was typed, that it is a number, that it is more than 0, that it has no more
 * decimals than the currency, and that the sender holds it (when its balance is known: the wallet for Add funds, the Safe for Send).
 */
export function parseAmountInput(
  input: string,
  { decimals, balance }: { decimals: number; balance: bigint | undefined },
): ParseAmountInputResult {
  const text = input.trim().replace(/[\s_]/g, '')
  if (text === '') return { ok: false, error: { code: 'empty' } }
  const unsigned = text.replace(/^[-+]/, '')
  if (!decimalPattern.test(unsigned)) return { ok: false, error: { code: 'not_a_number' } }
  const [, fraction = ''] = unsigned.split('.')
  if (text.startsWith('-') || /^[0.]*$/.test(unsigned)) return { ok: false, error: { code: 'not_positive' } }
  if (fraction.replace(/0+$/, '').length > decimals)
    return { ok: false, error: { code: 'too_many_decimals', decimals } }
  const value = parseUnits(unsigned.endsWith('.') ? unsigned.slice(0, -1) : unsigned, decimals)
  if (balance !== undefined && value > balance)
    return { ok: false, error: { code: 'exceeds_balance', balance } }
  return { ok: true, value }
}
