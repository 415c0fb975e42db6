import type { AbiFunction, AbiParameter } from 'abitype'
import { AbiFunction as AbiFunctionSchema } from 'abitype/zod'

/** A call's ABI as batch files store it (`transactions[].contractMethod`). */
export type ContractInput = {
  internalType?: string | undefined
  name: string
  type: string
  components?: ContractInput[] | undefined
}
export type ContractMethod = { name: string; payable: boolean; inputs: ContractInput[] }

/** The key of an input's value in `contractInputsValues`: its name, or its position when unnamed. */
export function inputKey(input: { name?: string | undefined }, index: number): string {
  return input.name ? input.name : String(index)
}

export function toContractMethod(fn: AbiFunction): ContractMethod {
  return { name: fn.name, payable: fn.stateMutability === 'payable', inputs: fn.inputs.map(toContractInput) }
}

function toContractInput(parameter: AbiParameter): ContractInput {
  return {
    internalType: parameter.internalType ?? parameter.type,
    name: parameter.name ?? '',
    type: parameter.type,
    ...('components' in parameter ? { components: parameter.components.map(toContractInput) } : {}),
  }
}

export function toAbiFunction(method: ContractMethod): AbiFunction {
  return {
    type: 'function',
    name: method.name,
    inputs: method.inputs.map(toAbiParameter),
    outputs: [],
    stateMutability: method.payable ? 'payable' : 'nonpayable',
  }
}

function toAbiParameter(input: ContractInput): AbiParameter {
  const { name, type } = input
  return input.components ? { name, type, components: input.components.map(toAbiParameter) } : { name, type }
}

/**
 * The functions of a JSON ABI (an array of fragments, or an object with an `abi` array, as artifacts and
 * the gateway's contract registry hold it) that change state: the ones a Safe transaction can call.
 */
export function findWriteFunctions(abi: unknown): AbiFunction[] {
  const fragments = Array.isArray(abi)
    ? abi
    : typeof abi === 'object' && abi !== null && 'abi' in abi && Array.isArray(abi.abi)
      ? abi.abi
      : []
  return fragments.flatMap((fragment: unknown) => {
    if (typeof fragment !== 'object' || fragment === null) return []
    if ('type' in fragment && fragment.type !== 'function') return []
    const parsed = AbiFunctionSchema.safeParse({ type: 'function', ...fragment })
    if (!parsed.success) return []
    const fn = parsed.data
    return fn.stateMutability === 'payable' || fn.stateMutability === 'nonpayable' ? [fn] : []
  })
}

export type ParseAbiResult = { ok: true; functions: AbiFunction[] } | { ok: false; error: string }

/** A pasted ABI. */
export function parseAbiText(text: string): ParseAbiResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'This is not JSON. Paste the contract’s ABI: a JSON array of fragments.' }
  }
  const functions = findWriteFunctions(json)
  if (functions.length === 0)
    return { ok: false, error: 'This ABI has no function that changes state (only those can be called).' }
  return { ok: true, functions }
}
