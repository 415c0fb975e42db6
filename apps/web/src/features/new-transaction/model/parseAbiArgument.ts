import { type Address, isHex } from 'viem'
import { checkAddress } from '../../../address/parseSafeAddressInput.ts'

/** What can be wrong with one argument; `path` names the element inside an array or tuple ("[2].to"). */
export type AbiArgumentError = { path: string } & (
  | { code: 'empty' }
  | { code: 'invalid_address' }
  | { code: 'bad_checksum' }
  | { code: 'not_an_integer' }
  | { code: 'out_of_range'; min: bigint; max: bigint }
  | { code: 'not_a_bool' }
  | { code: 'not_hex' }
  | { code: 'wrong_byte_length'; expected: number }
  | { code: 'not_json'; expected: 'array' | 'tuple' }
  | { code: 'not_an_array' }
  | { code: 'wrong_array_length'; expected: number }
  | { code: 'not_a_tuple' }
  | { code: 'missing_field'; field: string }
  | { code: 'not_a_string' }
  | { code: 'unsupported_type'; type: string }
)

/** A value viem's ABI encoder accepts for its parameter, built only from checked input. */
export type AbiValue = Address | bigint | boolean | `0x${string}` | string | readonly AbiValue[]

export type AbiArgumentResult = { ok: true; value: AbiValue } | { ok: false; error: AbiArgumentError }

/** An ABI parameter as far as reading input needs it; abitype's AbiParameterShape fits this shape. */
export type AbiParameterShape = {
  type: string
  name?: string | undefined
  components?: readonly AbiParameterShape[] | undefined
}

type Problem = AbiArgumentError extends infer E
  ? E extends AbiArgumentError
    ? Omit<E, 'path'>
    : never
  : never
type Step = { ok: true; value: AbiValue } | { ok: false; problem: Problem; path: string }

const integerType = /^(u?)int(\d*)$/
const fixedBytesType = /^bytes(\d+)$/
const arrayType = /^(.*)\[(\d*)\]$/

function fail(problem: Problem, path = ''): Step {
  return { ok: false, problem, path }
}

function parseInteger(type: string, text: string): Step {
  const match = integerType.exec(type)
  const unsigned = match?.[1] === 'u'
  const bits = Number(match?.[2] || '256')
  const trimmed = text.trim().replace(/[\s_,]/g, '')
  if (trimmed === '') return fail({ code: 'empty' })
  // Decimal, or 0x hex for unsigned values (hashes, ids); no exponents, no fractions.
  if (!/^-?\d+$/.test(trimmed) && !/^0x[0-9a-fA-F]+$/.test(trimmed)) return fail({ code: 'not_an_integer' })
  const value = BigInt(trimmed)
  const min = unsigned ? 0n : -(2n ** BigInt(bits - 1))
  const max = unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n
  if (value < min || value > max) return fail({ code: 'out_of_range', min, max })
  return { ok: true, value }
}

function parseHex(type: string, text: string): Step {
  const trimmed = text.trim()
  if (!isHex(trimmed, { strict: true }) || trimmed.length % 2 !== 0) return fail({ code: 'not_hex' })
  const fixed = fixedBytesType.exec(type)
  if (fixed) {
    const expected = Number(fixed[1])
    if ((trimmed.length - 2) / 2 !== expected) return fail({ code: 'wrong_byte_length', expected })
  }
  return { ok: true, value: trimmed }
}

/** A scalar from a text box: how people type each type (decimal integers, `true`, `0x…`). */
function parseScalar(type: string, text: string): Step {
  if (type === 'string') return { ok: true, value: text }
  if (type === 'address') {
    const trimmed = text.trim()
    if (trimmed === '') return fail({ code: 'empty' })
    const checked = checkAddress(trimmed)
    return checked.ok ? { ok: true, value: checked.address } : fail({ code: checked.code })
  }
  if (type === 'bool') {
    const word = text.trim().toLowerCase()
    if (word === 'true') return { ok: true, value: true }
    if (word === 'false') return { ok: true, value: false }
    return fail(word === '' ? { code: 'empty' } : { code: 'not_a_bool' })
  }
  if (integerType.test(type)) return parseInteger(type, text)
  if (type === 'bytes' || fixedBytesType.test(type)) {
    if (text.trim() === '') return fail({ code: 'empty' })
    return parseHex(type, text)
  }
  return fail({ code: 'unsupported_type', type })
}

function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`
}

/** An element of a JSON array or tuple: strings are read like a text box, numbers and booleans as such. */
function fromJson(parameter: AbiParameterShape, json: unknown, path: string): Step {
  const array = arrayType.exec(parameter.type)
  if (array) {
    // `tuple[]` → each element a `tuple` with the same components.
    const element = { ...parameter, type: array[1] ?? '' }
    if (!Array.isArray(json)) return fail({ code: 'not_an_array' }, path)
    const length = array[2] ? Number(array[2]) : undefined
    if (length !== undefined && json.length !== length)
      return fail({ code: 'wrong_array_length', expected: length }, path)
    const values: AbiValue[] = []
    for (const [index, item] of json.entries()) {
      const step = fromJson(element, item, childPath(path, index))
      if (!step.ok) return step
      values.push(step.value)
    }
    return { ok: true, value: values }
  }
  if (parameter.type === 'tuple') return tupleFromJson(parameter, json, path)
  if (typeof json === 'boolean' && parameter.type === 'bool') return { ok: true, value: json }
  if (typeof json === 'number' && integerType.test(parameter.type)) {
    if (!Number.isSafeInteger(json)) return fail({ code: 'not_an_integer' }, path)
    return withPath(parseInteger(parameter.type, String(json)), path)
  }
  if (typeof json !== 'string') return fail({ code: 'not_a_string' }, path)
  return withPath(parseScalar(parameter.type, json), path)
}

function tupleFromJson(parameter: AbiParameterShape, json: unknown, path: string): Step {
  const components = parameter.components ?? []
  // A tuple is written as a JSON array in order, or as an object keyed by component name.
  const items = Array.isArray(json)
    ? json
    : typeof json === 'object' && json !== null
      ? components.map((component, index) => {
          const key = component.name || String(index)
          return key in json ? Reflect.get(json, key) : undefined
        })
      : undefined
  if (!items) return fail({ code: 'not_a_tuple' }, path)
  if (items.length !== components.length)
    return fail({ code: 'wrong_array_length', expected: components.length }, path)
  const values: AbiValue[] = []
  for (const [index, component] of components.entries()) {
    const item = items[index]
    const key = component.name || index
    if (item === undefined) return fail({ code: 'missing_field', field: String(key) }, path)
    const step = fromJson(component, item, childPath(path, key))
    if (!step.ok) return step
    values.push(step.value)
  }
  return { ok: true, value: values }
}

function parseCompound(parameter: AbiParameterShape, input: string): Step {
  if (input.trim() === '') return fail({ code: 'empty' })
  let json: unknown
  try {
    json = JSON.parse(input)
  } catch {
    return fail({ code: 'not_json', expected: parameter.type === 'tuple' ? 'tuple' : 'array' })
  }
  return fromJson(parameter, json, '')
}

function withPath(step: Step, path: string): Step {
  return step.ok ? step : { ...step, path }
}

/**
 * Reads one function argument typed in the contract interaction form. Scalars are typed as text;
 * arrays and tuples as JSON (`["0x…", "0x…"]`, `{"to": "0x…", "amount": "5"}`), each element checked
 * the same way, so a mistake deep inside says where it is.
 */
export function parseAbiArgument(parameter: AbiParameterShape, input: string): AbiArgumentResult {
  const compound = arrayType.test(parameter.type) || parameter.type === 'tuple'
  const step = compound ? parseCompound(parameter, input) : parseScalar(parameter.type, input)
  return step.ok ? step : { ok: false, error: { ...step.problem, path: step.path } }
}
