import { describe, expect, it } from 'vitest'
import { decodeMultiSendTransactions, encodeMultiSendTransactions } from './multiSend.ts'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('encodeMultiSendTransactions', () => {
  it('packs operation, to, value, data length and data per call (known vector)', () => {
    const packed = encodeMultiSendTransactions([
      { to: recipient, value: 1n, data: '0x', operation: 0 },
      { to: token, value: 0n, data: '0xdeadbeef', operation: 0 },
    ])
    const word = (n: number) => n.toString(16).padStart(64, '0')
    expect(packed).toBe(
      `0x00${recipient.slice(2).toLowerCase()}${word(1)}${word(0)}` +
        `00${token.slice(2).toLowerCase()}${word(0)}${word(4)}deadbeef`,
    )
  })
})

describe('decodeMultiSendTransactions', () => {
  it('reads back what encodeMultiSendTransactions packs', () => {
    const packed = encodeMultiSendTransactions([{ operation: 0, to: recipient, value: 1n, data: '0x1234' }])
    expect(decodeMultiSendTransactions(packed)).toEqual([
      { operation: 0, to: recipient, value: 1n, data: '0x1234' },
    ])
  })
  it('rejects truncated batches and unknown operations', () => {
    const packed = encodeMultiSendTransactions([{ operation: 0, to: recipient, value: 1n, data: '0x1234' }])
    expect(decodeMultiSendTransactions(`0x${packed.slice(2, -2)}`)).toBeUndefined()
    expect(decodeMultiSendTransactions(`0x02${packed.slice(4)}`)).toBeUndefined()
    expect(decodeMultiSendTransactions('0x')).toEqual([])
  })
})
