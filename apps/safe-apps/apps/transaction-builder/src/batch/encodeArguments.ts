import type { AbiFunction, AbiParameter } from 'abitype'
import { BaseError, encodeFunctionData, getAddress, type Hex, isAddress, isHex } from 'viem'
import { inputKey } from './contractMethod.ts'

type Parsed = { ok: true; value: unknown } | { ok: false; message: string }

/**
 * One argument typed into a form, as the ABI type wants it. Values are text, as batch files keep them
 * (`contractInputsValues`): numbers in decimal (or 0x hex), `true`/`false`, and arrays and tuples as JSON
 * (`["0x…", "0x…"]`, a tuple as an array in component order or an object by component name).
 */
export function parseArgument(parameter: AbiParameter, text: string): Parsed {
  if (isComposite(parameter.type)) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return { ok: false, message: `Expected JSON: ${compositeExample(parameter)}` }
    }
    return coerce(parameter, json)
  }
  return parseScalar(parameter.type, text)
}

/** The encoded call, or what is wrong with each argument (by its `contractInputsValues` key). */
export function encodeContractCall(
  fn: AbiFunction,
  values: Readonly<Record<string, string>>,
): { ok: true; data: Hex } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const args = fn.inputs.map((input, index) => {
    const key = inputKey(input, index)
    const parsed = parseArgument(input, values[key] ?? '')
    if (parsed.ok) return parsed.value
    errors[key] = parsed.message
    return undefined
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  try {
    return { ok: true, data: encodeFunctionData({ abi: [fn], functionName: fn.name, args }) }
  } catch (error) {
    return { ok: false, errors: { '': error instanceof BaseError ? error.shortMessage : String(error) } }
  }
}

function isComposite(type: string): boolean {
  return type.endsWith(']') || type === 'tuple'
}

function compositeExample(parameter: AbiParameter): string {
  if (parameter.type.endsWith(']')) return 'an array, e.g. ["1", "2"]'
  return 'an array of the tuple’s fields in order, or an object by field name'
}

/** A JSON value (from an array or tuple) as the type wants it. */
function coerce(parameter: AbiParameter, json: unknown): Parsed {
  const array = /^(.*)\[(\d*)\]$/.exec(parameter.type)
  if (array) {
    const [, elementType = '', length] = array
    if (!Array.isArray(json)) return { ok: false, message: `Expected JSON: ${compositeExample(parameter)}` }
    if (length !== '' && json.length !== Number(length))
      return { ok: false, message: `Expected ${length} items, got ${json.length}` }
    const element: AbiParameter =
      'components' in parameter
        ? { type: elementType, components: parameter.components }
        : { type: elementType }
    return coerceAll(json.map((item) => coerce(element, item)))
  }
  if (parameter.type === 'tuple' && 'components' in parameter) {
    const components = parameter.components
    const byName = typeof json === 'object' && json !== null ? new Map(Object.entries(json)) : undefined
    const fields = Array.isArray(json)
      ? json
      : byName && components.map((component) => byName.get(component.name ?? ''))
    if (!fields || fields.length !== components.length)
      return { ok: false, message: `Expected the tuple’s ${components.length} fields` }
    return coerceAll(components.map((component, index) => coerce(component, fields[index])))
  }
  if (typeof json === 'string') return parseScalar(parameter.type, json)
  if (typeof json === 'boolean' && parameter.type === 'bool') return { ok: true, value: json }
  // Numbers beyond 2^53 lost digits when the JSON was read: they must be written as strings.
  if (typeof json === 'number' && Number.isSafeInteger(json)) return parseScalar(parameter.type, String(json))
  return { ok: false, message: `Expected a ${parameter.type} (write big numbers in quotes)` }
}

function coerceAll(items: Parsed[]): Parsed {
  const values: unknown[] = []
  for (const item of items) {
    if (!item.ok) return item
    values.push(item.value)
  }
  return { ok: true, value: values }
}

function parseScalar(type: string, raw: string): Parsed {
  const text = type === 'string' ? raw : raw.trim()
  if (type === 'string') return { ok: true, value: text }
  if (text === '') return { ok: false, message: 'Required' }
  if (type === 'address') {
    return isAddress(text, { strict: false })
      ? { ok: true, value: getAddress(text) }
      : { ok: false, message: 'Expected an address: 0x and 40 hex characters' }
  }
  if (type === 'bool') {
    const lower = text.toLowerCase()
    if (lower === 'true' || lower === 'false') return { ok: true, value: lower === 'true' }
    return { ok: false, message: 'Expected true or false' }
  }
  const integer = /^(u?)int(\d*)$/.exec(type)
  if (integer) return parseInteger(text, integer[1] === 'u', Number(integer[2] || 256))
  if (type === 'bytes') {
    return isHex(text, { strict: true }) && text.length % 2 === 0
      ? { ok: true, value: text }
      : { ok: false, message: 'Expected bytes: 0x and an even number of hex characters' }
  }
  const fixedBytes = /^bytes(\d+)$/.exec(type)
  if (fixedBytes) {
    const size = Number(fixedBytes[1])
    return isHex(text, { strict: true }) && text.length === 2 + 2 * size
      ? { ok: true, value: text }
      : { ok: false, message: `Expected ${type}: 0x and ${2 * size} hex characters` }
  }
  return { ok: false, message: `The type ${type} is not supported: use raw data` }
}

function parseInteger(text: string, unsigned: boolean, bits: number): Parsed {
  if (!/^-?\d+$/.test(text) && !/^0x[0-9a-fA-F]+$/.test(text))
    return { ok: false, message: 'Expected a whole number, in decimal (or 0x hex)' }
  const value = BigInt(text)
  const min = unsigned ? 0n : -(2n ** BigInt(bits - 1))
  const max = unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n
  if (value < min || value > max)
    return { ok: false, message: `Expected a ${unsigned ? 'u' : ''}int${bits}: from ${min} to ${max}` }
  return { ok: true, value }
}
