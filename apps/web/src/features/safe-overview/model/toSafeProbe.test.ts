import { describe, expect, it } from 'vitest'
import { type SafeReads, toSafeProbe } from './toSafeProbe.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const reads: SafeReads = [
  { status: 'success', result: '1.4.1' },
  { status: 'success', result: 2n },
  { status: 'success', result: [owner] },
  { status: 'success', result: 7n },
]

describe('toSafeProbe', () => {
  it('waits, then reports an unreachable node or an empty address', () => {
    expect(toSafeProbe({ status: 'pending' }, { status: 'pending' })).toEqual({ status: 'loading' })
    expect(toSafeProbe({ status: 'error' }, { status: 'pending' })).toEqual({ status: 'unreachable' })
    expect(toSafeProbe({ status: 'success', data: undefined }, { status: 'pending' })).toEqual({
      status: 'no_contract',
    })
    expect(toSafeProbe({ status: 'success', data: '0x' }, { status: 'success', data: reads })).toEqual({
      status: 'no_contract',
    })
  })

  it('reads a Safe', () => {
    expect(toSafeProbe({ status: 'success', data: '0x6080' }, { status: 'success', data: reads })).toEqual({
      status: 'safe',
      version: '1.4.1',
      threshold: 2,
      owners: [owner],
      nonce: 7n,
    })
  })

  it('tells a contract that is not a Safe apart', () => {
    const failing: SafeReads = [
      reads[0],
      { status: 'failure', error: new Error('revert') },
      reads[2],
      reads[3],
    ]
    expect(toSafeProbe({ status: 'success', data: '0x6080' }, { status: 'success', data: failing })).toEqual({
      status: 'not_a_safe',
    })
  })
})
