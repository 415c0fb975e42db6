import { describe, expect, it } from 'vitest'
import { isNotASafe, type SafeReads, toSafeProbe } from './toSafeProbe.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const reads: SafeReads = [
  { status: 'success', result: '1.4.1' },
  { status: 'success', result: 2n },
  { status: 'success', result: [owner] },
  { status: 'success', result: 7n },
]
const delegation = `0xef0100${'ab'.repeat(20)}` as const

describe('toSafeProbe', () => {
  it('tells an account that has been used from an address with nothing at all', () => {
    const none = { nonce: 0, balance: 0n }
    expect(toSafeProbe({ code: undefined, activity: none })).toEqual({ status: 'empty' })
    expect(toSafeProbe({ code: '0x', activity: none })).toEqual({ status: 'empty' })
    expect(toSafeProbe({ code: undefined, activity: { nonce: 3, balance: 0n } })).toEqual({
      status: 'account',
    })
    expect(toSafeProbe({ code: undefined, activity: { nonce: 0, balance: 1n } })).toEqual({
      status: 'account',
    })
    // EIP-7702: code that only delegates belongs to an account.
    expect(toSafeProbe({ code: delegation, activity: none })).toEqual({ status: 'account' })
  })

  it('reads a Safe', () => {
    expect(toSafeProbe({ code: '0x6080', safe: reads })).toEqual({
      status: 'safe',
      version: '1.4.1',
      threshold: 2,
      owners: [owner],
      nonce: 7n,
    })
  })

  it('tells a contract that is not a Safe apart, also a singleton nobody set up', () => {
    const failing: SafeReads = [
      reads[0],
      { status: 'failure', error: new Error('revert') },
      reads[2],
      reads[3],
    ]
    expect(toSafeProbe({ code: '0x6080', safe: failing })).toEqual({ status: 'not_a_safe' })
    const unset: SafeReads = [
      reads[0],
      { status: 'success', result: 0n },
      { status: 'success', result: [] },
      reads[3],
    ]
    expect(toSafeProbe({ code: '0x6080', safe: unset })).toEqual({ status: 'not_a_safe' })
  })

  it('names the probes that are not a Safe', () => {
    expect(isNotASafe({ status: 'empty' })).toBe(true)
    expect(isNotASafe({ status: 'account' })).toBe(true)
    expect(isNotASafe({ status: 'not_a_safe' })).toBe(true)
    expect(isNotASafe({ status: 'loading' })).toBe(false)
    expect(isNotASafe({ status: 'unreachable' })).toBe(false)
  })
})
