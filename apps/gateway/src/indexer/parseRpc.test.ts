import { describe, expect, it } from 'vitest'
import { UpstreamSchemaError } from '../errors.ts'
import { parseRpcBlock, parseRpcLogs, parseRpcTransaction } from './parseRpc.ts'

const rpcLog = {
  address: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67',
  topics: ['0x4F51FAF6C4561FF95F067657E43439F0F856D97C04D9EC9070A6199AD418E235'],
  data: '0x00000000000000000000000029fcb43b46531bca003ddc8fcb67ffe91900c762',
  blockNumber: '0x1b',
  blockHash: '0x9f2c7c5d3c3e0ab1a1d9d0f9e8b2a4c6d8e0f2a4c6e8f0a2b4c6d8e0f2a4c6e8',
  transactionHash: '0x1111111111111111111111111111111111111111111111111111111111111111',
  logIndex: '0x2',
  transactionIndex: '0x0',
  removed: false,
}

describe('parseRpcLogs', () => {
  it('converts a log: checksummed address, lowercase hex, numbers, extra fields dropped', () => {
    expect(parseRpcLogs([rpcLog])).toEqual([
      {
        address: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
        topics: ['0x4f51faf6c4561ff95f067657e43439f0f856d97c04d9ec9070a6199ad418e235'],
        data: rpcLog.data,
        blockNumber: 27,
        blockHash: rpcLog.blockHash,
        transactionHash: rpcLog.transactionHash,
        logIndex: 2,
      },
    ])
  })

  it('keeps lowercase strings as they are (no copy of large data)', () => {
    const [log] = parseRpcLogs([rpcLog])
    expect(log?.data).toBe(rpcLog.data)
  })

  it('drops removed logs and accepts a missing removed flag', () => {
    const { removed: _, ...withoutFlag } = rpcLog
    expect(parseRpcLogs([{ ...rpcLog, removed: true }, withoutFlag])).toHaveLength(1)
  })

  it.each([
    ['a result that is not an array', { logs: [] }],
    ['a log that is not an object', [null]],
    ['a missing field', [{ ...rpcLog, data: undefined }]],
    ['non-hex data', [{ ...rpcLog, data: '0xzz' }]],
    ['data without 0x', [{ ...rpcLog, data: '00' }]],
    ['data with an uppercase 0X', [{ ...rpcLog, data: '0X00' }]],
    ['a number where a quantity string is expected', [{ ...rpcLog, blockNumber: 27 }]],
    ['an empty quantity', [{ ...rpcLog, logIndex: '0x' }]],
    ['topics that are not an array', [{ ...rpcLog, topics: '0x00' }]],
    ['a topic that is not hex', [{ ...rpcLog, topics: [42] }]],
    ['an address of the wrong length', [{ ...rpcLog, address: '0x1234' }]],
    ['a removed flag that is not a boolean', [{ ...rpcLog, removed: 'false' }]],
  ])('refuses %s with an UpstreamSchemaError', (_, raw) => {
    expect(() => parseRpcLogs(raw)).toThrow(UpstreamSchemaError)
  })

  it('names the log and the field that failed', () => {
    expect(() => parseRpcLogs([rpcLog, { ...rpcLog, blockHash: 'nope' }])).toThrow(/log 1: blockHash/)
  })
})

const rpcBlock = {
  number: '0x1b',
  hash: '0x9F2C7C5D3C3E0AB1A1D9D0F9E8B2A4C6D8E0F2A4C6E8F0A2B4C6D8E0F2A4C6E8',
  timestamp: '0x6553f100',
  transactions: ['0x1111111111111111111111111111111111111111111111111111111111111111'],
}

describe('parseRpcBlock', () => {
  it('reads the number, the lowercase hash and the timestamp in milliseconds', () => {
    expect(parseRpcBlock(rpcBlock)).toEqual({
      number: 27,
      hash: rpcBlock.hash.toLowerCase(),
      timestamp: 0x6553f100 * 1000,
    })
  })

  it('reads null as a block the node does not have', () => {
    expect(parseRpcBlock(null)).toBeUndefined()
  })

  it.each([
    ['not an object', '0x1b'],
    ['a pending block without a hash', { ...rpcBlock, hash: null }],
    ['a numeric timestamp', { ...rpcBlock, timestamp: 1_700_000_000 }],
  ])('refuses %s', (_, raw) => {
    expect(() => parseRpcBlock(raw)).toThrow(UpstreamSchemaError)
  })
})

const rpcTransaction = {
  hash: '0x2222222222222222222222222222222222222222222222222222222222222222',
  from: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67',
  to: '0x4E1DCF7AD4E460CFD30791CCC4F9C8A4F820EC67',
  input: '0x1688F0B9',
  nonce: '0x0',
}

describe('parseRpcTransaction', () => {
  it('reads the hash, checksummed from and to, and the lowercase input', () => {
    expect(parseRpcTransaction(rpcTransaction)).toEqual({
      hash: rpcTransaction.hash,
      from: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
      to: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
      input: '0x1688f0b9',
    })
  })

  it('reads a contract creation (to null) and null as a transaction the node does not have', () => {
    expect(parseRpcTransaction({ ...rpcTransaction, to: null })?.to).toBeNull()
    expect(parseRpcTransaction(null)).toBeUndefined()
  })

  it.each([
    ['a from that is not an address', { ...rpcTransaction, from: '0x12' }],
    ['a missing input', { ...rpcTransaction, input: undefined }],
    ['a to that is not a string', { ...rpcTransaction, to: 42 }],
  ])('refuses %s', (_, raw) => {
    expect(() => parseRpcTransaction(raw)).toThrow(UpstreamSchemaError)
  })
})
