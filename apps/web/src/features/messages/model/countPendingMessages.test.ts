import { describe, expect, it } from 'vitest'
import { countPendingMessages } from './countPendingMessages.ts'
import { messageItem } from './messageTestItems.ts'

describe('countPendingMessages', () => {
  it('counts the messages still needing signatures, not date labels or confirmed ones', () => {
    const confirmed = { ...messageItem('bb'), status: 'CONFIRMED' as const }
    expect(
      countPendingMessages([
        { type: 'DATE_LABEL', timestamp: 0 },
        messageItem('aa'),
        confirmed,
        messageItem('cc'),
      ]),
    ).toBe(2)
    expect(countPendingMessages([])).toBe(0)
  })
})
