import type { Address, Hex } from 'viem'
import { UpstreamSchemaError } from '../errors.ts'
import { checksumAddress } from './checksumCache.ts'

/**
 * The node's answers the indexer reads, validated and converted in one pass by hand rather than with
 * zod (or viem's formatters), for speed: a catch-up range holds thousands of logs, and zod's parse
 * (which copies every object and array it validates) followed by a converting pass cost ~15 ms of a
 * 9,400-log range plus the garbage of two copies. The rules are those of a zod schema: hex strings,
 * quantities, an optional boolean `removed`; besides, an address must have 20 bytes. Anything else is
 * an `UpstreamSchemaError` naming the method, the item and the field.
 */

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

export type BlockInfo = { number: number; hash: Hex; timestamp: number }

export type TransactionInfo = { from: Address; to: Address | null; input: Hex }

/** `eth_getLogs`' result; removed logs are dropped. */
export function parseRpcLogs(raw: unknown): IndexerLog[] {
  if (!Array.isArray(raw)) throw malformed('eth_getLogs', 'the result is not an array')
  const logs: IndexerLog[] = []
  for (let index = 0; index < raw.length; index++) {
    const log: unknown = raw[index]
    const at: Place = { where: inLogs, index }
    if (typeof log !== 'object' || log === null) throw refuse(at, 'is not an object')
    const removed = field(log, 'removed')
    if (removed !== undefined && typeof removed !== 'boolean') throw refuse(at, 'removed is not a boolean')
    const rawTopics = field(log, 'topics')
    if (!Array.isArray(rawTopics)) throw refuse(at, 'topics is not an array')
    const topics: Hex[] = []
    for (const topic of rawTopics) topics.push(hex(topic, at, 'topics'))
    const parsed: IndexerLog = {
      address: address(field(log, 'address'), at, 'address'),
      topics,
      data: hex(field(log, 'data'), at, 'data'),
      blockNumber: quantity(field(log, 'blockNumber'), at, 'blockNumber'),
      blockHash: hex(field(log, 'blockHash'), at, 'blockHash'),
      transactionHash: hex(field(log, 'transactionHash'), at, 'transactionHash'),
      logIndex: quantity(field(log, 'logIndex'), at, 'logIndex'),
    }
    if (removed !== true) logs.push(parsed)
  }
  return logs
}

/** `eth_getBlockByNumber`'s result: undefined for `null` (a block the node does not have). */
export function parseRpcBlock(raw: unknown): BlockInfo | undefined {
  if (raw === null) return undefined
  const at: Place = { where: inBlock, index: -1 }
  if (typeof raw !== 'object') throw refuse(at, 'is not an object')
  return {
    number: quantity(field(raw, 'number'), at, 'number'),
    hash: hex(field(raw, 'hash'), at, 'hash'),
    // Seconds on chain, milliseconds in the database.
    timestamp: quantity(field(raw, 'timestamp'), at, 'timestamp') * 1000,
  }
}

/** `eth_getTransactionByHash`'s result: undefined for `null` (a transaction the node does not have). */
export function parseRpcTransaction(raw: unknown): (TransactionInfo & { hash: Hex }) | undefined {
  if (raw === null) return undefined
  const at: Place = { where: inTransaction, index: -1 }
  if (typeof raw !== 'object') throw refuse(at, 'is not an object')
  const to = field(raw, 'to')
  return {
    hash: hex(field(raw, 'hash'), at, 'hash'),
    from: address(field(raw, 'from'), at, 'from'),
    // A contract creation has no recipient.
    to: to === null || to === undefined ? null : address(to, at, 'to'),
    input: hex(field(raw, 'input'), at, 'input'),
  }
}

/** Where a value was read, for the error message (a log's index within the result). */
type Place = { where: { method: string; item: string }; index: number }
const inLogs = { method: 'eth_getLogs', item: 'log' }
const inBlock = { method: 'eth_getBlockByNumber', item: 'the block' }
const inTransaction = { method: 'eth_getTransactionByHash', item: 'the transaction' }

function refuse({ where, index }: Place, reason: string): UpstreamSchemaError {
  return malformed(where.method, `${where.item}${index < 0 ? '' : ` ${index}`}: ${reason}`)
}

function field(object: object, key: string): unknown {
  return Reflect.get(object, key)
}

/** Lowercase `0x` hex. Nodes answer in lowercase: then the string is kept, found by one scan. */
function hex(value: unknown, at: Place, name: string): Hex {
  if (typeof value === 'string') {
    if (isLowercaseHex(value)) return value
    const lower = value.toLowerCase()
    if (anyCaseHex.test(value) && isLowercaseHex(lower)) return lower
  }
  throw refuse(at, `${name} is not a hex string`)
}

function address(value: unknown, at: Place, name: string): Address {
  if (typeof value !== 'string' || value.length !== 42 || !anyCaseHex.test(value))
    throw refuse(at, `${name} is not a 20-byte hex string`)
  return checksumAddress(value)
}

function quantity(value: unknown, at: Place, name: string): number {
  if (typeof value !== 'string' || value.length < 3 || !anyCaseHex.test(value))
    throw refuse(at, `${name} is not a quantity`)
  return Number(value)
}

function isLowercaseHex(value: string): value is Hex {
  return lowercaseHex.test(value)
}

const lowercaseHex = /^0x[0-9a-f]*$/
const anyCaseHex = /^0x[0-9a-fA-F]*$/

function malformed(method: string, reason: string): UpstreamSchemaError {
  return new UpstreamSchemaError(`${method} returned malformed data: ${reason}`)
}
