import type { AbiFunction } from 'abitype'
import { Abi as AbiSchema } from 'abitype/zod'
import { type Address, encodeFunctionData, type Hex, isHex, toFunctionSignature } from 'viem'
import * as z from 'zod/mini'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { type AbiArgumentError, type AbiValue, parseAbiArgument } from './parseAbiArgument.ts'

export type AbiJsonError = { code: 'not_json' } | { code: 'not_an_abi' } | { code: 'no_write_functions' }

// Pasted text is either the ABI array or an artifact/explorer object holding it under `abi`.
const PastedAbiSchema = z.union([
  AbiSchema,
  z.pipe(
    z.object({ abi: AbiSchema }),
    z.transform((artifact) => artifact.abi),
  ),
])

/** The functions a Safe can call to change state: view and pure ones would do nothing on chain. */
export function findWriteFunctions(abi: readonly unknown[]): AbiFunction[] {
  const parsed = AbiSchema.safeParse(abi)
  if (!parsed.success) return []
  return parsed.data.filter(
    (item: (typeof parsed.data)[number]): item is AbiFunction =>
      item.type === 'function' &&
      (item.stateMutability === 'nonpayable' || item.stateMutability === 'payable'),
  )
}

/** Reads an ABI pasted as JSON, down to its write functions. */
export function parseAbiJson(
  text: string,
): { ok: true; functions: AbiFunction[] } | { ok: false; error: AbiJsonError } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: { code: 'not_json' } }
  }
  const abi = PastedAbiSchema.safeParse(json)
  if (!abi.success) return { ok: false, error: { code: 'not_an_abi' } }
  const functions = findWriteFunctions(abi.data)
  return functions.length === 0
    ? { ok: false, error: { code: 'no_write_functions' } }
    : { ok: true, functions }
}

/** A stable key for a function, overloads included: `transfer(address,uint256)`. */
export function functionKey(fn: AbiFunction): string {
  return toFunctionSignature(fn)
}

export type ContractCallResult =
  | { ok: true; draft: SafeTxDraft }
  | { ok: false; errors: readonly (AbiArgumentError | undefined)[] }

/**
 * A call of one write function with the arguments as typed (one text per input, in order). Every
 * argument is checked, so the form can show all mistakes at once rather than one per attempt.
 */
export function buildContractCallDraft({
  contract,
  fn,
  inputs,
  value,
}: {
  contract: Address
  fn: AbiFunction
  inputs: readonly string[]
  value: bigint
}): ContractCallResult {
  const args: AbiValue[] = []
  const errors: (AbiArgumentError | undefined)[] = []
  for (const [index, parameter] of fn.inputs.entries()) {
    const parsed = parseAbiArgument(parameter, inputs[index] ?? '')
    errors.push(parsed.ok ? undefined : parsed.error)
    if (parsed.ok) args.push(parsed.value)
  }
  if (errors.some((error) => error !== undefined)) return { ok: false, errors }
  // Encoding against just this function: an overloaded name in the full ABI would be ambiguous.
  const data = encodeFunctionData({ abi: [fn], functionName: fn.name, args })
  return {
    ok: true,
    draft: { to: contract, value: fn.stateMutability === 'payable' ? value : 0n, data, operation: 0 },
  }
}

export type RawDataError = { code: 'not_hex' } | { code: 'odd_length' }

/** A call with hand-made calldata (or none: `0x`), for contracts without a known ABI. */
export function buildRawCallDraft({
  to,
  value,
  data,
}: {
  to: Address
  value: bigint
  data: string
}): { ok: true; draft: SafeTxDraft } | { ok: false; error: RawDataError } {
  const text = data.trim() === '' ? '0x' : data.trim()
  if (!isHex(text, { strict: true })) return { ok: false, error: { code: 'not_hex' } }
  if (text.length % 2 !== 0) return { ok: false, error: { code: 'odd_length' } }
  const hex: Hex = text
  return { ok: true, draft: { to, value, data: hex, operation: 0 } }
}
