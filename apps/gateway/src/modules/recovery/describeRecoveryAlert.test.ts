import { describe, expect, it } from 'vitest'
import { formatDuration } from './describeRecoveryAlert.ts'

describe('formatDuration', () => {
  it('says the largest unit that fits, as a person would', () => {
    expect(formatDuration(7 * 86_400_000)).toBe('7 days')
    expect(formatDuration(3_600_000)).toBe('1 hour')
    expect(formatDuration(90 * 60_000)).toBe('2 hours')
    expect(formatDuration(5 * 60_000)).toBe('5 minutes')
    expect(formatDuration(1_000)).toBe('0 minutes')
  })
})
