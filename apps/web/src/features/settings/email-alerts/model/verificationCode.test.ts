import { describe, expect, it } from 'vitest'
import { explainRefusedCode, secondsUntilResend } from './verificationCode.ts'

const sentAt = 1_000_000

describe('explainRefusedCode', () => {
  it('counts the tries left of a fresh code', () => {
    expect(explainRefusedCode({ sentAt, wrongTries: 1 }, sentAt + 10_000)).toEqual({
      kind: 'wrong',
      triesLeft: 4,
    })
    expect(explainRefusedCode({ sentAt, wrongTries: 4 }, sentAt + 10_000)).toEqual({
      kind: 'wrong',
      triesLeft: 1,
    })
  })

  it('says the code is dead after 5 wrong tries', () => {
    expect(explainRefusedCode({ sentAt, wrongTries: 5 }, sentAt + 10_000)).toEqual({ kind: 'locked' })
    expect(explainRefusedCode({ sentAt, wrongTries: 7 }, sentAt + 10_000)).toEqual({ kind: 'locked' })
  })

  it('says the code expired after 5 minutes, whatever the tries', () => {
    expect(explainRefusedCode({ sentAt, wrongTries: 1 }, sentAt + 5 * 60_000)).toEqual({ kind: 'expired' })
    expect(explainRefusedCode({ sentAt, wrongTries: 6 }, sentAt + 6 * 60_000)).toEqual({ kind: 'expired' })
  })

  it('cannot tell which when the code was sent before this page', () => {
    expect(explainRefusedCode({ sentAt: undefined, wrongTries: 1 }, sentAt)).toEqual({
      kind: 'wrong_or_expired',
    })
  })
})

describe('secondsUntilResend', () => {
  it('counts down 30 seconds from the last send, rounding up', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(30)
    expect(secondsUntilResend(sentAt, sentAt + 29_001)).toBe(1)
    expect(secondsUntilResend(sentAt, sentAt + 30_000)).toBe(0)
    expect(secondsUntilResend(undefined, sentAt)).toBe(0)
    expect(secondsUntilResend(sentAt, sentAt - 5_000)).toBe(30)
  })
})
