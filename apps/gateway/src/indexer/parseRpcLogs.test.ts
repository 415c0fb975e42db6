import { describe, expect, it } from 'vitest'
import { UpstreamSchemaError } from '../errors.ts'
import { parseRpcLogs } from './parseRpcLogs.ts'

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
