import { decodeMultiSendTransactions } from '@coffer/safe'
import {
  type AbiFunction,
  type AbiParameter,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  toFunctionSelector,
} from 'viem'
import type { DataDecoded, DecodedParameter, DecodedValue, InternalTransaction } from './decoder.types.ts'
import { functionsBySelector } from './functionSignatures.ts'

/** The functions of a contract the registry has an ABI for (exact match), or undefined. */
export type ContractAbiLookup = (address: string) => readonly AbiFunction[] | undefined

/** MultiSend inside MultiSend is legal; deeper nesting is unusual enough to stop decoding there. */
export const maxMultiSendDepth = 3

/**
 * Decodes calldata sent to `to`: with the contract's own ABI when the registry has one (FULL_MATCH),
 * else by selector from the local signature list (ONLY_FUNCTION_MATCH). MultiSend's packed
 * `transactions` are expanded into `valueDecoded`, each call decoded the same way. Null when nothing matches.
 */
export function decodeCallData(
  data: string | null,
  to: string,
  lookupAbi: ContractAbiLookup,
  depth = 0,
): DataDecoded | null {
  if (data === null || !/^0x([0-9a-fA-F]{2}){4,}$/.test(data)) return null
  const hex: Hex = `0x${data.slice(2).toLowerCase()}`
  const selector = hex.slice(0, 10)
  const contractFunction = lookupAbi(to)?.find((fn) => safeSelector(fn) === selector)
  const candidates: { fn: AbiFunction; accuracy: 'FULL_MATCH' | 'ONLY_FUNCTION_MATCH' }[] = []
  if (contractFunction) candidates.push({ fn: contractFunction, accuracy: 'FULL_MATCH' })
  const known = functionsBySelector.get(selector)
  if (known) candidates.push({ fn: known, accuracy: 'ONLY_FUNCTION_MATCH' })
  for (const { fn, accuracy } of candidates) {
    const parameters = decodeParameters(fn, hex, lookupAbi, depth)
    if (parameters)
      return depth === 0 ? { method: fn.name, parameters, accuracy } : { method: fn.name, parameters }
  }
  return null
}

function safeSelector(fn: AbiFunction): string | undefined {
  try {
    return toFunctionSelector(fn)
  } catch {
    return undefined
  }
}

function decodeParameters(
  fn: AbiFunction,
  data: Hex,
  lookupAbi: ContractAbiLookup,
  depth: number,
): DecodedParameter[] | undefined {
  let args: readonly unknown[]
  try {
    args = decodeFunctionData({ abi: [fn], data }).args ?? []
  } catch {
    return undefined
  }
  return fn.inputs.map((input, index) => {
    const raw = args[index]
    const parameter: DecodedParameter = {
      name: input.name ?? '',
      type: canonicalType(input),
      value: toDecodedValue(input, raw),
    }
    if (fn.name === 'multiSend' && input.type === 'bytes' && typeof raw === 'string')
      parameter.valueDecoded = decodeMultiSend(raw, lookupAbi, depth)
    return parameter
  })
}

function decodeMultiSend(
  packed: string,
  lookupAbi: ContractAbiLookup,
  depth: number,
): InternalTransaction[] | null {
  if (!packed.startsWith('0x')) return null
  const transactions = decodeMultiSendTransactions(`0x${packed.slice(2)}`)
  if (!transactions) return null
  return transactions.map((tx) => {
    const data = tx.data === '0x' ? null : tx.data
    return {
      operation: tx.operation === 1 ? 1 : 0,
      to: tx.to,
      value: tx.value.toString(),
      data,
      dataDecoded: depth + 1 < maxMultiSendDepth ? decodeCallData(data, tx.to, lookupAbi, depth + 1) : null,
    }
  })
}

/** The canonical Solidity type, with tuples spelled out: `(address,uint256)[]` rather than `tuple[]`. */
export function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple') || !('components' in parameter)) return parameter.type
  return `(${parameter.components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`
}

/**
 * Wire form of one decoded value, as the Safe Transaction Service renders it: numbers as decimal
 * strings, addresses checksummed, bytes as 0x hex, booleans as Python's `True`/`False`, arrays and
 * tuples as arrays.
 */
export function toDecodedValue(parameter: AbiParameter, value: unknown): DecodedValue {
  const arrayMatch = /^(.*)\[\d*\]$/.exec(parameter.type)
  if (arrayMatch?.[1] !== undefined) {
    const element = { ...parameter, type: arrayMatch[1] }
    return Array.isArray(value) ? value.map((item: unknown) => toDecodedValue(element, item)) : []
  }
  if (parameter.type === 'tuple' && 'components' in parameter) {
    return parameter.components.map((component, index) => {
      const item = Array.isArray(value)
        ? value[index]
        : isRecord(value) && component.name
          ? value[component.name]
          : undefined
      return toDecodedValue(component, item)
    })
  }
  if (parameter.type === 'address' && typeof value === 'string' && isAddress(value, { strict: false }))
    return getAddress(value)
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString()
  if (typeof value === 'string') return parameter.type.startsWith('bytes') ? value.toLowerCase() : value
  return ''
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
