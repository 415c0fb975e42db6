import { type Address, type Hex, isAddress, isHex, size } from 'viem'
import { ownProperty } from './ownProperty.ts'
import { TypedDataError, type TypedDataProblem } from './typedDataProblem.ts'

/** One member of an EIP-712 struct type. */
export type TypedDataField = { name: string; type: string }

/**
 * The EIP-712 domain as viem hashes it. The chain id is a number: none is larger than
 * Number.MAX_SAFE_INTEGER, and JSON carries a number.
 */
export type TypedDataDomain = {
  name?: string
  version?: string
  chainId?: number
  verifyingContract?: Address
  salt?: Hex
}

/**
 * EIP-712 typed data that passed `parseTypedData`: every type declared, `EIP712Domain` included, one
 * primary type, every value of its declared type (integers as bigints).
 */
export type ParsedTypedData = {
  domain: TypedDataDomain
  types: Record<string, TypedDataField[]>
  primaryType: string
  message: Record<string, unknown>
}

export type ParseTypedDataErrorType = TypedDataError

/** The fields EIP-712 allows in a domain, with the only type each may have, in canonical order. */
const domainFieldTypes: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

/**
 * What one piece of typed data may hold, so that checking and hashing it costs what a real one does (a
 * 25,000-element array took half a second of the gateway's event loop to hash). Generous for real use: a
 * Seaport order with a hundred considerations is ~1,000 values in 4 types of 25 members, a Permit2 batch
 * or a CoW order far less. Checked while parsing, before anything is hashed.
 */
export const typedDataLimits = {
  /** Nesting of structs and arrays: enough for any real message, and no stack to exhaust. */
  maxDepth: 32,
  /** Struct types declared, EIP712Domain included. */
  maxTypes: 64,
  /** Members of all the types together (each struct's hash encodes its type and the types it uses). */
  maxMembers: 256,
  /** Elements of one array. */
  maxArrayLength: 1024,
  /**
   * Values of domain and message together, weighed by what hashing them costs: an atomic value or an
   * array counts one, a struct one plus the members of every type its hash encodes (viem encodes them
   * anew for each struct). About 50 ms of hashing at most.
   */
  maxValues: 2048,
  /** Characters of every string and bytes value together (128 KiB of hex is a 64 KiB call's data). */
  maxTextCharacters: 128 * 1024,
} as const
const { maxDepth } = typedDataLimits
/** Longest integer literal accepted: 2^256 has 78 decimal digits (66 characters in hex). */
const maxIntegerLiteral = 80

function fail(problem: TypedDataProblem): never {
  throw new TypedDataError(problem)
}

/**
 * Checks typed data as an owner's wallet would have to sign it (`eth_signTypedData_v4`): an object with
 * `domain`, `types` and `message`; struct names and member types that exist; a `primaryType` given or the
 * only type no type refers to (itself included); addresses that are addresses (checksum included when
 * mixed case), `bytesN` of exactly N bytes, integers in their range, every member present and no member
 * the types do not declare (a field that is not signed must not be shown as if it were). Throws
 * `TypedDataError`, whose `problem` says what is wrong as data.
 */
export function parseTypedData(value: unknown): ParsedTypedData {
  if (!isRecord(value) || !isRecord(value.domain) || !isRecord(value.types) || !isRecord(value.message))
    fail({ code: 'invalid_shape' })
  const unknownKey = Object.keys(value).find(
    (key) => !['domain', 'types', 'primaryType', 'message'].includes(key),
  )
  if (unknownKey !== undefined) fail({ code: 'unknown_key', key: unknownKey })
  const types = parseTypes(value.types)
  const primaryType = resolvePrimaryType(types, value.primaryType)
  const domainFields = ownProperty(types, 'EIP712Domain') ?? inferDomainFields(value.domain)
  checkDomainFields(domainFields)
  const budget: Budget = { values: 0, textCharacters: 0, structCost: structCosts(types, domainFields) }
  const domain = toDomain(
    parseStruct({
      types,
      type: 'EIP712Domain',
      fields: domainFields,
      value: value.domain,
      path: 'domain',
      depth: 0,
      budget,
    }),
  )
  const message = parseStruct({
    types,
    type: primaryType,
    fields: ownProperty(types, primaryType) ?? [],
    value: value.message,
    path: primaryType,
    depth: 0,
    budget,
  })
  return { domain, types: { ...types, EIP712Domain: domainFields }, primaryType, message }
}

/** The parsed domain's members, each of the type `checkDomainFields` allowed. */
function toDomain(parsed: Record<string, unknown>): TypedDataDomain {
  const { name, version, chainId, verifyingContract, salt } = parsed
  if (typeof chainId === 'bigint' && chainId > BigInt(Number.MAX_SAFE_INTEGER))
    fail({ code: 'chain_id_too_large', path: 'domain.chainId' })
  return {
    ...(typeof name === 'string' && { name }),
    ...(typeof version === 'string' && { version }),
    ...(typeof chainId === 'bigint' && { chainId: Number(chainId) }),
    ...(typeof verifyingContract === 'string' && isAddress(verifyingContract) && { verifyingContract }),
    ...(typeof salt === 'string' && isHex(salt) && { salt }),
  }
}

function parseTypes(value: Record<string, unknown>): Record<string, TypedDataField[]> {
  const entries = Object.entries(value)
  if (entries.length > typedDataLimits.maxTypes)
    fail({ code: 'too_many_types', max: typedDataLimits.maxTypes, given: entries.length })
  const types: Record<string, TypedDataField[]> = {}
  let members = 0
  for (const [name, fields] of entries) {
    if (!isStructName(name)) fail({ code: 'invalid_struct_name', type: name })
    if (!Array.isArray(fields)) fail({ code: 'invalid_type_fields', type: name })
    members += fields.length
    // Before the members are read: the duplicate check below is quadratic in a type's members.
    if (members > typedDataLimits.maxMembers)
      fail({ code: 'too_many_members', max: typedDataLimits.maxMembers })
    const parsed: TypedDataField[] = []
    for (const field of fields) {
      if (
        !isRecord(field) ||
        typeof field.name !== 'string' ||
        typeof field.type !== 'string' ||
        Object.keys(field).length !== 2
      )
        fail({ code: 'invalid_type_fields', type: name })
      if (!isMemberName(field.name)) fail({ code: 'invalid_member_name', type: name, member: field.name })
      if (parsed.some((other) => other.name === field.name))
        fail({ code: 'duplicate_member', type: name, member: field.name })
      parsed.push({ name: field.name, type: field.type })
    }
    types[name] = parsed
  }
  for (const [name, fields] of Object.entries(types))
    for (const field of fields) {
      const path = `${name}.${field.name}`
      const base = baseType(field.type)
      if (!/^[^[\]]+(\[\d*\])*$/.test(field.type) || (!isAtomicType(base) && !ownProperty(types, base)))
        fail({ code: 'unknown_type', path, type: field.type })
      if (base === 'EIP712Domain') fail({ code: 'domain_type_member', path })
    }
  return types
}

/**
 * The given `primaryType`, or the one struct no struct refers to, itself included (a struct that refers
 * to itself is no safer a guess). Without one, ethers and the Safe Apps SDK cannot tell which struct is
 * signed, and neither can we.
 */
function resolvePrimaryType(types: Record<string, TypedDataField[]>, given: unknown): string {
  if (given !== undefined) {
    if (typeof given !== 'string') fail({ code: 'invalid_primary_type' })
    if (given === 'EIP712Domain' || !ownProperty(types, given))
      fail({ code: 'unknown_primary_type', primaryType: given })
    return given
  }
  const referenced = new Set(Object.values(types).flatMap((fields) => fields.map((f) => baseType(f.type))))
  const candidates = Object.keys(types).filter((name) => name !== 'EIP712Domain' && !referenced.has(name))
  const [root] = candidates
  if (root === undefined || candidates.length > 1) fail({ code: 'no_primary_type', candidates })
  return root
}

/** viem's rule when `types` has no EIP712Domain: the domain's own keys, in canonical order. */
function inferDomainFields(domain: Record<string, unknown>): TypedDataField[] {
  const unknownKey = Object.keys(domain).find((key) => !domainFieldTypes.some((field) => field.name === key))
  if (unknownKey !== undefined) fail({ code: 'not_a_domain_field', path: `domain.${unknownKey}` })
  return domainFieldTypes.filter((field) => domain[field.name] !== undefined)
}

function checkDomainFields(fields: readonly TypedDataField[]): void {
  for (const field of fields) {
    const path = `EIP712Domain.${field.name}`
    const expected = domainFieldTypes.find((candidate) => candidate.name === field.name)
    if (!expected) fail({ code: 'not_a_domain_field', path })
    if (expected.type !== field.type)
      fail({ code: 'domain_field_type', path, expected: expected.type, type: field.type })
  }
}

/** What the values parsed so far used of `typedDataLimits`, shared by the domain and the message. */
type Budget = { values: number; textCharacters: number; structCost: (type: string) => number }

/**
 * What one struct of each type counts in `maxValues`: one, plus the members of the types its type hash
 * encodes (itself and every struct it refers to, however deep).
 */
function structCosts(
  types: Record<string, TypedDataField[]>,
  domainFields: readonly TypedDataField[],
): (type: string) => number {
  const costs = new Map<string, number>()
  return (type) => {
    const known = costs.get(type)
    if (known !== undefined) return known
    const seen = new Set<string>()
    const pending = [type]
    let members = 0
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue
      seen.add(name)
      const fields = name === 'EIP712Domain' ? domainFields : (ownProperty(types, name) ?? [])
      members += fields.length
      for (const field of fields) pending.push(baseType(field.type))
    }
    costs.set(type, 1 + members)
    return 1 + members
  }
}

type ParseContext = { types: Record<string, TypedDataField[]>; path: string; depth: number; budget: Budget }

function parseStruct({
  types,
  type,
  fields,
  value,
  path,
  depth,
  budget,
}: ParseContext & {
  type: string
  fields: readonly TypedDataField[]
  value: unknown
}): Record<string, unknown> {
  if (depth > maxDepth) fail({ code: 'too_deep', path, maxDepth })
  countValue(budget, path, budget.structCost(type))
  if (!isRecord(value)) fail({ code: 'not_an_object', path, type })
  const extra = Object.keys(value).find((key) => !fields.some((field) => field.name === key))
  if (extra !== undefined) fail({ code: 'undeclared_field', path: `${path}.${extra}` })
  const parsed: Record<string, unknown> = {}
  for (const field of fields) {
    const memberPath = `${path}.${field.name}`
    if (!Object.hasOwn(value, field.name)) fail({ code: 'missing_field', path: memberPath })
    const member = value[field.name]
    parsed[field.name] = parseValue({
      types,
      type: field.type,
      value: member,
      path: memberPath,
      depth,
      budget,
    })
  }
  return parsed
}

function parseValue({
  types,
  type,
  value,
  path,
  depth,
  budget,
}: ParseContext & { type: string; value: unknown }): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const [, element = '', length = ''] = array
    if (depth + 1 > maxDepth) fail({ code: 'too_deep', path, maxDepth })
    if (!Array.isArray(value)) fail({ code: 'not_an_array', path, type })
    if (length !== '' && value.length !== Number(length))
      fail({ code: 'array_length', path, expected: Number(length), given: value.length })
    if (value.length > typedDataLimits.maxArrayLength)
      fail({ code: 'array_too_long', path, max: typedDataLimits.maxArrayLength, given: value.length })
    countValue(budget, path, 1)
    return value.map((item: unknown, index): unknown =>
      parseValue({ types, type: element, value: item, path: `${path}[${index}]`, depth: depth + 1, budget }),
    )
  }
  const struct = ownProperty(types, type)
  if (struct) return parseStruct({ types, type, fields: struct, value, path, depth: depth + 1, budget })
  countValue(budget, path, 1)
  if (typeof value === 'string' && (type === 'string' || type === 'bytes')) {
    budget.textCharacters += value.length
    if (budget.textCharacters > typedDataLimits.maxTextCharacters)
      fail({ code: 'too_much_text', path, max: typedDataLimits.maxTextCharacters })
  }
  return parseAtomic(type, value, path)
}

function countValue(budget: Budget, path: string, cost: number): void {
  budget.values += cost
  if (budget.values > typedDataLimits.maxValues)
    fail({ code: 'too_many_values', path, max: typedDataLimits.maxValues })
}

function parseAtomic(type: string, value: unknown, path: string): unknown {
  if (type === 'address') {
    if (typeof value !== 'string' || !isAddress(value)) fail({ code: 'invalid_address', path })
    return value
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') fail({ code: 'not_a_bool', path })
    return value
  }
  if (type === 'string') {
    if (typeof value !== 'string') fail({ code: 'not_a_string', path })
    return value
  }
  if (type === 'bytes') {
    if (typeof value !== 'string' || !isHexBytes(value))
      fail({ code: 'not_hex_bytes', path, size: undefined })
    return value
  }
  const bytes = /^bytes(\d+)$/.exec(type)
  if (bytes) {
    const expected = Number(bytes[1])
    if (typeof value !== 'string' || !isHexBytes(value)) fail({ code: 'not_hex_bytes', path, size: expected })
    if (size(value) !== expected) fail({ code: 'bytes_size', path, type, expected, given: size(value) })
    return value
  }
  const integer = /^(u?)int(\d+)$/.exec(type)
  if (integer) {
    const bits = BigInt(integer[2] ?? '256')
    const unsigned = integer[1] === 'u'
    if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value))
      fail({ code: 'unsafe_number', path, type })
    const parsed = toBigInt(value) ?? fail({ code: 'not_an_integer', path, type })
    const min = unsigned ? 0n : -(2n ** (bits - 1n))
    const max = unsigned ? 2n ** bits - 1n : 2n ** (bits - 1n) - 1n
    if (parsed < min || parsed > max) fail({ code: 'integer_out_of_range', path, type })
    return parsed
  }
  fail({ code: 'unknown_type', path, type })
}

/** A JSON number that is a safe integer, or a decimal or 0x-hex string. */
function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value !== 'string' || value.length > maxIntegerLiteral) return undefined
  if (/^-?\d+$/.test(value) || /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  return undefined
}

function isHexBytes(value: string): value is Hex {
  return isHex(value) && value.length % 2 === 0
}

/** `T[2][]` → `T`. */
function baseType(type: string): string {
  return type.replace(/(\[\d*\])+$/, '')
}

function isAtomicType(type: string): boolean {
  if (type === 'address' || type === 'bool' || type === 'string' || type === 'bytes') return true
  const bytes = /^bytes(\d+)$/.exec(type)
  if (bytes) return Number(bytes[1]) >= 1 && Number(bytes[1]) <= 32
  const integer = /^u?int(\d+)$/.exec(type)
  if (integer) {
    const bits = Number(integer[1])
    return bits >= 8 && bits <= 256 && bits % 8 === 0
  }
  return false
}

/** viem's (and other encoders') rule: letters, digits, `_` and `$`, and not a Solidity type's name. */
function isStructName(name: string): boolean {
  return isMemberName(name) && !/^(address|bool|string|(u?int|bytes)\d*)$/.test(name)
}

/** An identifier; `__proto__` would set an object's prototype instead of a key. */
function isMemberName(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && name !== '__proto__'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
