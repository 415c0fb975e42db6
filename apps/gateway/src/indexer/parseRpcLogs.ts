import type { Address, Hex } from 'viem'
import { UpstreamSchemaError } from '../errors.ts'
import { checksumAddress } from './checksumCache.ts'

/** A log as the indexer uses it: checksummed address, lowercase hex, numbers. */
export type IndexerLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: number
  blockHash: Hex
  transactionHash: Hex
  logIndex: number
}

/**
 * `eth_getLogs`' result validated and converted to `IndexerLog`s in one pass, by hand rather than with
 * zod, for speed: a catch-up range holds thousands of logs, and zod's parse (which copies every object
 * and array it validates) followed by a converting pass cost ~15 ms of a 9,400-log range plus the
 * garbage of two copies. The rules are zod's schema's: hex strings, quantities, an optional boolean
 * `removed` (removed logs are dropped); besides, an address must have 20 bytes. Anything else is an
 * `UpstreamSchemaError` naming the log and the field.
 */
export function parseRpcLogs(raw: unknown): IndexerLog[] {
  if (!Array.isArray(raw)) throw malformed('the result is not an array')
  const logs: IndexerLog[] = []
  for (let index = 0; index < raw.length; index++) {
    const log: unknown = raw[index]
    if (typeof log !== 'object' || log === null) throw malformed(`log ${index} is not an object`)
    const removed = field(log, 'removed')
    if (removed !== undefined && typeof removed !== 'boolean')
      throw malformed(`log ${index}: removed is not a boolean`)
    const address = field(log, 'address')
    if (typeof address !== 'string' || address.length !== 42 || !isHex(address))
      throw malformed(`log ${index}: address is not a 20-byte hex string`)
    const rawTopics = field(log, 'topics')
    if (!Array.isArray(rawTopics)) throw malformed(`log ${index}: topics is not an array`)
    const topics: Hex[] = []
    for (const topic of rawTopics) topics.push(hex(topic, index, 'topics'))
    const parsed: IndexerLog = {
      address: checksumAddress(address),
      topics,
      data: hex(field(log, 'data'), index, 'data'),
      blockNumber: quantity(field(log, 'blockNumber'), index, 'blockNumber'),
      blockHash: hex(field(log, 'blockHash'), index, 'blockHash'),
      transactionHash: hex(field(log, 'transactionHash'), index, 'transactionHash'),
      logIndex: quantity(field(log, 'logIndex'), index, 'logIndex'),
    }
    if (removed !== true) logs.push(parsed)
  }
  return logs
}

function field(object: object, key: string): unknown {
  return Reflect.get(object, key)
}

/** Lowercase `0x` hex. Nodes answer in lowercase: then the string is kept, found by one scan. */
function hex(value: unknown, index: number, name: string): Hex {
  if (typeof value === 'string') {
    if (isLowercaseHex(value)) return value
    const lower = value.toLowerCase()
    if (anyCaseHex.test(value) && isLowercaseHex(lower)) return lower
  }
  throw malformed(`log ${index}: ${name} is not a hex string`)
}

function quantity(value: unknown, index: number, name: string): number {
  if (typeof value !== 'string' || value.length < 3 || !isHex(value))
    throw malformed(`log ${index}: ${name} is not a quantity`)
  return Number(value)
}

function isHex(value: string): boolean {
  return lowercaseHex.test(value) || anyCaseHex.test(value)
}

function isLowercaseHex(value: string): value is Hex {
  return lowercaseHex.test(value)
}

const lowercaseHex = /^0x[0-9a-f]*$/
const anyCaseHex = /^0x[0-9a-fA-F]*$/

function malformed(reason: string): UpstreamSchemaError {
  return new UpstreamSchemaError(`eth_getLogs returned malformed logs: ${reason}`)
}
