import type { Address, Hex } from 'viem'
import { checksumAddress } from './checksumCache.ts'

/**
 * ABI-encoded values read in place from lowercase hex, for the few large logs every execution carries.
 * viem's `decodeAbiParameters` first copies the whole data to bytes and back, which showed up as a
 * large share of a range's CPU time. Same results and same refusals (out-of-range reads throw).
 */
export function wordAt(data: Hex, index: number): string {
  const start = 2 + index * 64
  if (data.length < start + 64) throw new RangeError(`ABI word ${index} is past the data`)
  return data.slice(start, start + 64)
}

export function uintAt(data: Hex, index: number): bigint {
  return BigInt(`0x${wordAt(data, index)}`)
}

export function addressAt(data: Hex, index: number): Address {
  return checksumAddress(`0x${wordAt(data, index).slice(24)}`)
}

/** A dynamic `bytes` whose offset (in bytes, from the start of the data) is the word at `index`. */
export function bytesAt(data: Hex, index: number): Hex {
  const offset = uintAt(data, index)
  const lengthStart = 2 + Number(offset) * 2
  if (offset > BigInt(data.length) || data.length < lengthStart + 64)
    throw new RangeError('ABI bytes offset is past the data')
  const length = BigInt(`0x${data.slice(lengthStart, lengthStart + 64)}`)
  const end = lengthStart + 64 + Number(length) * 2
  if (length > BigInt(data.length) || data.length < end) throw new RangeError('ABI bytes run past the data')
  return `0x${data.slice(lengthStart + 64, end)}`
}

/** A dynamic `address[]` whose offset is the word at `index`, checksummed. */
export function addressesAt(data: Hex, index: number): Address[] {
  const offset = uintAt(data, index)
  const lengthStart = 2 + Number(offset) * 2
  if (offset > BigInt(data.length) || data.length < lengthStart + 64)
    throw new RangeError('ABI array offset is past the data')
  const length = BigInt(`0x${data.slice(lengthStart, lengthStart + 64)}`)
  const end = lengthStart + 64 + Number(length) * 64
  if (length > BigInt(data.length) || data.length < end) throw new RangeError('ABI array runs past the data')
  const addresses: Address[] = []
  for (let start = lengthStart + 64; start < end; start += 64)
    addresses.push(checksumAddress(`0x${data.slice(start + 24, start + 64)}`))
  return addresses
}
