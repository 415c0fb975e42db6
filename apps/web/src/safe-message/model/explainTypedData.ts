import { ownProperty, type TypedDataField } from '@coffer/safe'
import { type Address, getAddress, type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import type { TypedDataMessage } from './toTypedDataMessage.ts'

/** An amount a signature lets someone move: `unlimited` when it is the largest its type can hold. */
export type GrantAmount = { unlimited: true } | { unlimited: false; amount: bigint }

/** Until when a grant holds: `never` ends when it is the largest its type can hold; else unix seconds. */
export type GrantExpiry = { never: true } | { never: false; timestamp: bigint }

export type TokenGrant = { token: Address; amount: GrantAmount; expiry?: GrantExpiry }

/**
 * Typed data that grants something, read field by field so a person can be told in words before they
 * sign it. Each kind is the pattern of a known drain:
 * - `permit`: an EIP-2612 (or DAI-style) approval of a token, spent without any transaction of the Safe;
 * - `permit2_allowance`: Uniswap Permit2 `PermitSingle`/`PermitBatch`, allowances on tokens approved to Permit2;
 * - `permit2_transfer`: Permit2 `PermitTransferFrom` (and batch, witness) — a one-time transfer;
 * - `safe_tx`: a `SafeTx` (of another Safe, usually): signing it as this Safe approves that Safe's
 *   transaction when this Safe owns it — blind-signing attacks hide a takeover behind exactly this.
 */
export type TypedDataExplanation =
  | {
      kind: 'permit'
      /** The token contract, the domain's verifyingContract. */
      token: Address | undefined
      tokenName: string | undefined
      owner: Address | undefined
      spender: Address
      amount: GrantAmount
      deadline: GrantExpiry
    }
  | {
      kind: 'permit2_allowance'
      primaryType: string
      spender: Address
      grants: TokenGrant[]
      signatureDeadline: GrantExpiry
    }
  | {
      kind: 'permit2_transfer'
      primaryType: string
      spender: Address
      grants: TokenGrant[]
      deadline: GrantExpiry
    }
  | {
      kind: 'safe_tx'
      /** The Safe the transaction belongs to (the domain's verifyingContract). */
      safe: Address | undefined
      chainId: number | undefined
      isThisSafe: boolean
      to: Address
      value: bigint
      data: Hex
      operation: number
      nonce: bigint | undefined
    }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fieldType(fields: readonly TypedDataField[] | undefined, name: string): string | undefined {
  return fields?.find((field) => field.name === name)?.type
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && (/^\d+$/.test(value) || /^0x[0-9a-fA-F]+$/.test(value)))
    return BigInt(value)
  return undefined
}

function toAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined
}

/** The largest value of `uintN`, or undefined for another type. */
function maxOf(type: string | undefined): bigint | undefined {
  const bits = type?.match(/^uint(\d+)$/)?.[1]
  return bits === undefined ? undefined : 2n ** BigInt(bits) - 1n
}

function toAmount(value: unknown, type: string | undefined): GrantAmount | undefined {
  const amount = toBigInt(value)
  if (amount === undefined) return undefined
  return amount === maxOf(type) ? { unlimited: true } : { unlimited: false, amount }
}

function toExpiry(value: unknown, type: string | undefined): GrantExpiry | undefined {
  const timestamp = toBigInt(value)
  if (timestamp === undefined) return undefined
  return timestamp === maxOf(type) ? { never: true } : { never: false, timestamp }
}

function explainPermit(data: TypedDataMessage): TypedDataExplanation | undefined {
  const fields = ownProperty(data.types, data.primaryType)
  const { message } = data
  const spender = toAddress(message.spender)
  if (!spender) return undefined
  const base = {
    kind: 'permit' as const,
    token: data.domain.verifyingContract ? getAddress(data.domain.verifyingContract) : undefined,
    tokenName: data.domain.name,
    spender,
  }
  // EIP-2612: owner, spender, value, nonce, deadline.
  const amount = toAmount(message.value, fieldType(fields, 'value'))
  const deadline = toExpiry(message.deadline, fieldType(fields, 'deadline'))
  if (amount && deadline) return { ...base, owner: toAddress(message.owner), amount, deadline }
  // DAI's permit: holder, spender, nonce, expiry (0 = never), allowed (all or nothing).
  if (typeof message.allowed === 'boolean') {
    const expiry = toBigInt(message.expiry)
    if (expiry === undefined) return undefined
    return {
      ...base,
      owner: toAddress(message.holder),
      amount: message.allowed ? { unlimited: true } : { unlimited: false, amount: 0n },
      deadline: expiry === 0n ? { never: true } : { never: false, timestamp: expiry },
    }
  }
  return undefined
}

/** Permit2's `PermitDetails { token, amount uint160, expiration uint48, nonce }`. */
function toAllowanceGrant(
  data: TypedDataMessage,
  details: unknown,
  type: string | undefined,
): TokenGrant | undefined {
  if (!isRecord(details) || !type) return undefined
  const fields = ownProperty(data.types, type.replace(/\[\d*\]$/, ''))
  const token = toAddress(details.token)
  const amount = toAmount(details.amount, fieldType(fields, 'amount'))
  const expiry = toExpiry(details.expiration, fieldType(fields, 'expiration'))
  if (!token || !amount || !expiry) return undefined
  return { token, amount, expiry }
}

/** Permit2's `TokenPermissions { token, amount uint256 }`. */
function toTransferGrant(
  data: TypedDataMessage,
  permitted: unknown,
  type: string | undefined,
): TokenGrant | undefined {
  if (!isRecord(permitted) || !type) return undefined
  const fields = ownProperty(data.types, type.replace(/\[\d*\]$/, ''))
  const token = toAddress(permitted.token)
  const amount = toAmount(permitted.amount, fieldType(fields, 'amount'))
  return token && amount ? { token, amount } : undefined
}

function grantsOf(
  value: unknown,
  type: string | undefined,
  toGrant: (item: unknown) => TokenGrant | undefined,
): TokenGrant[] | undefined {
  const items = Array.isArray(value) ? value : [value]
  const grants = items.map(toGrant)
  if (type === undefined || grants.some((grant) => grant === undefined)) return undefined
  return grants.filter((grant): grant is TokenGrant => grant !== undefined)
}

function explainPermit2(data: TypedDataMessage): TypedDataExplanation | undefined {
  const { primaryType, message } = data
  const fields = ownProperty(data.types, primaryType)
  const spender = toAddress(message.spender)
  if (!spender) return undefined
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const detailsType = fieldType(fields, 'details')
    const grants = grantsOf(message.details, detailsType, (item) => toAllowanceGrant(data, item, detailsType))
    const signatureDeadline = toExpiry(message.sigDeadline, fieldType(fields, 'sigDeadline'))
    if (!grants || !signatureDeadline) return undefined
    return { kind: 'permit2_allowance', primaryType, spender, grants, signatureDeadline }
  }
  // PermitTransferFrom, PermitBatchTransferFrom and their witness variants: `permitted` is what moves.
  const permittedType = fieldType(fields, 'permitted')
  const grants = grantsOf(message.permitted, permittedType, (item) =>
    toTransferGrant(data, item, permittedType),
  )
  const deadline = toExpiry(message.deadline, fieldType(fields, 'deadline'))
  if (!grants || !deadline) return undefined
  return { kind: 'permit2_transfer', primaryType, spender, grants, deadline }
}

const permit2TransferTypes = [
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
]

function explainSafeTx(data: TypedDataMessage, safe: Address): TypedDataExplanation | undefined {
  const { message, domain } = data
  const to = toAddress(message.to)
  if (!to) return undefined
  const operation = toBigInt(message.operation)
  const rawData = message.data
  return {
    kind: 'safe_tx',
    safe: domain.verifyingContract ? getAddress(domain.verifyingContract) : undefined,
    chainId: domain.chainId,
    isThisSafe: domain.verifyingContract !== undefined && isAddressEqual(domain.verifyingContract, safe),
    to,
    value: toBigInt(message.value) ?? 0n,
    data: typeof rawData === 'string' && isHex(rawData) ? rawData : '0x',
    operation: operation === undefined ? 0 : Number(operation),
    nonce: toBigInt(message.nonce),
  }
}

/**
 * What checked typed data grants, when it is one of the known patterns; undefined for anything else.
 * Detection goes by the primary type and the fields it needs, not by the domain's name or contract: a
 * phishing site does not have to use the real Permit2 address for a wallet to sign what it shows.
 */
export function explainTypedData(
  data: TypedDataMessage,
  { safe }: { safe: Address },
): TypedDataExplanation | undefined {
  switch (data.primaryType) {
    case 'Permit':
      return explainPermit(data)
    case 'PermitSingle':
    case 'PermitBatch':
      return explainPermit2(data)
    case 'SafeTx':
      return explainSafeTx(data, safe)
    default:
      return permit2TransferTypes.includes(data.primaryType) ? explainPermit2(data) : undefined
  }
}
