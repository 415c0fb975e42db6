import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.ts'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-25T10:00:00Z')

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })

  it('ignores what it cannot read, and caps at a day', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
    expect(parseRetryAfter('9999999', now)).toBe(86_400_000)
  })
})
