import type { AbiFunction } from 'abitype'
import { getAddress, isAddress, isHex, parseUnits } from 'viem'
import type { BatchTransaction } from './batchFile.ts'
import { inputKey, toContractMethod } from './contractMethod.ts'
import { encodeContractCall } from './encodeArguments.ts'

/** What the "Add transaction" form holds. */
export type TransactionForm = {
  to: string
  /** In the chain's native currency, e.g. "0.5"; empty is 0. */
  value: string
  /** The function called, or undefined to send `data` as typed. */
  method: AbiFunction | undefined
  /** Argument text by `contractInputsValues` key (see `inputKey`). */
  args: Readonly<Record<string, string>>
  data: string
}

export type TransactionFormErrors = {
  to?: string
  value?: string
  data?: string
  /** By `contractInputsValues` key; `''` for the call as a whole. */
  args?: Record<string, string>
}

export type BuildBatchTransactionResult =
  | { ok: true; transaction: BatchTransaction }
  | { ok: false; errors: TransactionFormErrors }

/** The batch entry a filled form makes, or what to correct, field by field. */
export function buildBatchTransaction(
  form: TransactionForm,
  { decimals, symbol }: { decimals: number; symbol: string },
): BuildBatchTransactionResult {
  const errors: TransactionFormErrors = {}
  const to = form.to.trim()
  if (!isAddress(to, { strict: false })) errors.to = 'Enter the address to call: 0x and 40 hex characters'

  const valueText = form.value.trim() === '' ? '0' : form.value.trim()
  let value: bigint | undefined
  const fraction = /^\d+(?:\.(\d+))?$/.exec(valueText)
  if (!fraction) errors.value = `Enter an amount of ${symbol}, e.g. 0.5`
  else if ((fraction[1]?.length ?? 0) > decimals) errors.value = `${symbol} has at most ${decimals} decimals`
  else value = parseUnits(valueText, decimals)
  if (value !== undefined && value > 0n && form.method && form.method.stateMutability !== 'payable')
    errors.value = `${form.method.name} is not payable: leave the value at 0`

  let call: Pick<BatchTransaction, 'data' | 'contractMethod' | 'contractInputsValues'> = {}
  if (form.method) {
    const encoded = encodeContractCall(form.method, form.args)
    if (!encoded.ok) errors.args = encoded.errors
    const inputsValues = Object.fromEntries(
      form.method.inputs.map((input, index) => {
        const key = inputKey(input, index)
        return [key, form.args[key] ?? '']
      }),
    )
    call = { data: null, contractMethod: toContractMethod(form.method), contractInputsValues: inputsValues }
  } else {
    const data = form.data.trim() === '' ? '0x' : form.data.trim()
    if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
      errors.data = 'Enter the call data: 0x and an even number of hex characters (or leave it empty)'
    call = { data, contractMethod: null, contractInputsValues: null }
  }

  if (Object.keys(errors).length > 0 || value === undefined) return { ok: false, errors }
  return { ok: true, transaction: { to: getAddress(to), value: value.toString(), ...call } }
}
